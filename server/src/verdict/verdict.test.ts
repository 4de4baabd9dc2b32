import { CANVAS_BLOCKS, type components } from '@idea-studio/sdk';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, createAccount, type TestAccount } from '../test/accounts.js';
import { PAWWALK_CARD } from '../test/dog-walking.js';
import { buildTestApp, describeEachDialect, type TestApp } from '../test/helpers.js';
import { testPin } from '../test/pins.js';
import {
  BASIC_IDEA,
  EXPERT_CHAT,
  FEEDBACK_CARD,
  INSIGHT_MAPPING,
  PROBLEM_SHADOWING,
  QUALIFY,
  roundsApi,
  USER_TINDER,
  VALIDATE,
} from '../test/rounds-api.js';

// The closing verdict over HTTP (GET /rounds/{roundId}/verdict): a round made of AI material only stays a PIVOT with
// nothing observed; the founder's own shadowing answers, own prioritised pins and cited reports make it a GO; the
// landing page's sign-ups (read from its tables) turn the sign-ups reason against or for; a persona that misses the
// problem and unconfirmed pains make a NO-GO; German users read German; only the round's user gets an answer.

type Verdict = components['schemas']['Verdict'];
type Reason = Verdict['reasons'][number];

const PERSONA = {
  name: 'Mia Roth',
  short_summary: 'A nurse with a young dog. She works twelve-hour shifts.',
  occupation: 'Nurse on long night shifts',
  values: ['Reliability', 'Care'],
  sinus_milieu: 'Adaptive-Pragmatic Middle',
  goals: ['Her dog is walked every day'],
  lifestyle: 'Busy, shift work',
  pain_points: ['Her dog waits alone during long shifts', 'Dog walkers cancel at short notice'],
};

const TINDER = { main_persona: PERSONA, accepted_users: ['Mia Roth — Nurse'], rejected_users: [] };

const insights = (frustrations: string[]) => ({
  persona: { name: 'Mia Roth', occupation: 'Nurse' },
  hears: ['Colleagues talk about dog sitters'],
  sees: ['Other dogs in the park at noon'],
  feels: ['Guilty when she comes home late'],
  frustrations,
});

const CHAT = {
  interview_partner: 'Mira Skylark',
  persona: 'Mia Roth',
  transcript: [1, 2, 3, 4].map((round) => ({ round, question: `Question ${round}`, answer: `Answer ${round}` })),
  summary: 'Mia would pay for walks she can rely on.',
  learned: ['Reliability matters more than price to Mia'],
  objections: ['She does not trust strangers with her key'],
};

const shadowing = (answers: string[], coreProblem: string) => ({
  target_user: 'Mia Roth',
  day_in_life_story: ['Mia starts her shift at 7 pm.'],
  situations: answers.map((answer, i) => ({ step: `Situation ${i + 1}: I`, answer })),
  core_problem: coreProblem,
  needs_and_barriers: ['A walker who shows up'],
});

const point = (text: string, origin: 'ai' | 'web' | 'document' | 'user', source: string | null = null) => ({
  text,
  origin,
  source,
});

const report = (title: string, points: ReturnType<typeof point>[]) => ({
  title,
  summary: `${title} in short.`,
  sections: [{ heading: 'Findings', points }],
});

const AI_PINS = [
  testPin('mentor_market', 'Mara', 'Market size', 'Count dog owners with shift work in your city.', { prio: true }),
  testPin('mentor_competition', 'Cole', 'Neighbours', 'Neighbours walk dogs for free.'),
];

const GO_PINS = [
  testPin('mentor_market', 'Mara', 'Night-shift demand', 'Three nurses on my ward asked for a walker.', {
    prio: true,
    source: 'MANUALLY-ADDED',
    origin: 'user',
  }),
  testPin('mentor_finance', 'Finn', 'Price per walk', 'Walkers in Berlin charge 15 euros per walk.', {
    prio: true,
    origin: 'web',
    evidence: 'https://example.org/dog-walking-prices',
  }),
  testPin('mentor_competition', 'Cole', 'Insurance', 'Walkers need liability insurance.', {
    prio: true,
    source: 'MANUALLY-ADDED',
    origin: 'user',
  }),
  testPin('mentor_competition', 'Cole', 'Neighbours', 'Neighbours walk dogs for free.'),
];

const GO_ANSWERS = [
  'call three dog walkers and two of them cancel at short notice',
  'check my bank app and find I was paying for walks that never happen',
  'have no time for a long walk after a twelve-hour shift',
  'leave the dog with my neighbour, who is often away',
];
const GO_PAINS = [
  'Dog walkers cancel at short notice',
  'Paying for walks that never happen',
  'No time for long walks after a shift',
];
const CORE_PROBLEM = 'Busy dog owners cannot rely on dog walkers during long shifts';

describeEachDialect('the closing verdict', (dialect) => {
  let t: TestApp;
  let owner: TestAccount;
  let german: TestAccount;
  let other: TestAccount;
  let aiRound: string;
  let goRound: string;
  let noGoRound: string;
  let germanRound: string;
  const { api, expectAnswer, startRound } = roundsApi(() => t.app);

  const save = async (account: TestAccount, roundId: string, body: object) => {
    const res = await api(account, 'POST', `/rounds/${roundId}/results`, { stepIndex: 0, ...body });
    expect(res.statusCode, res.body).toBe(200);
  };
  const saveStep = (account: TestAccount, roundId: string, streamId: string, stepId: string, result: object) =>
    save(account, roundId, { streamId, stepId, name: stepId, result });
  const saveReport = (account: TestAccount, roundId: string, stepId: string, result: object) =>
    save(account, roundId, { streamId: 'export_reports', stepId, name: 'report', result });

  async function goMaterial(account: TestAccount, roundId: string) {
    await saveStep(account, roundId, QUALIFY, BASIC_IDEA, PAWWALK_CARD);
    await saveStep(account, roundId, QUALIFY, USER_TINDER, TINDER);
    await saveStep(account, roundId, QUALIFY, INSIGHT_MAPPING, insights(GO_PAINS));
    await saveStep(account, roundId, VALIDATE, PROBLEM_SHADOWING, shadowing(GO_ANSWERS, CORE_PROBLEM));
    await saveStep(account, roundId, VALIDATE, EXPERT_CHAT, CHAT);
    await saveStep(account, roundId, VALIDATE, FEEDBACK_CARD, { pins: GO_PINS, changedEvents: [] });
    await saveReport(
      account,
      roundId,
      'market-potential',
      report('Market Potential Report: PawWalk', [
        point('Pet ownership rose: 47 % of households keep a pet.', 'web', 'https://example.org/pets'),
        point('Shift workers are 15 % of the workforce.', 'web', 'https://example.org/shift-work'),
        point('Dog walking apps grow 8 % a year.', 'document', 'market-study.pdf'),
        point('Start with one city district.', 'ai'),
      ]),
    );
    await saveReport(
      account,
      roundId,
      'competitor',
      report('Competitor Report: PawWalk', [
        point('Neighbourhood apps: owners ask for walkers in local groups.', 'web', 'https://example.org/nextdoor'),
        point('Walker platforms: large platforms list walkers city-wide.', 'web', 'https://example.org/rover'),
        // A pin the report quotes is no new finding.
        point('Neighbours: Neighbours walk dogs for free.', 'ai'),
      ]),
    );
  }

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: ACCOUNT_TEST_ENV });
    owner = await createAccount(t.app, 'owner');
    german = await createAccount(t.app, 'german', 'de');
    other = await createAccount(t.app, 'other');

    aiRound = await startRound(owner, 'PawWalk AI');
    await saveStep(owner, aiRound, QUALIFY, BASIC_IDEA, PAWWALK_CARD);
    await saveStep(owner, aiRound, QUALIFY, USER_TINDER, TINDER);
    await saveStep(owner, aiRound, QUALIFY, INSIGHT_MAPPING, insights(GO_PAINS));
    await saveStep(owner, aiRound, VALIDATE, EXPERT_CHAT, CHAT);
    await saveStep(owner, aiRound, VALIDATE, FEEDBACK_CARD, { pins: AI_PINS, changedEvents: [] });
    await saveReport(
      owner,
      aiRound,
      'market-potential',
      report('Market Potential Report: PawWalk', [
        point('Urban dog ownership keeps growing.', 'ai'),
        point('Count shift workers with dogs bottom-up.', 'ai'),
      ]),
    );
    const canvas = Object.fromEntries(
      CANVAS_BLOCKS.map((block) => [block, [point(`Canvas ${block}: what the AI suggests`, 'ai')]]),
    );
    await save(owner, aiRound, {
      streamId: 'export_reports',
      stepId: 'business-model-canvas',
      name: 'canvas',
      result: canvas,
    });

    goRound = await startRound(owner, 'PawWalk');
    await goMaterial(owner, goRound);

    noGoRound = await startRound(owner, 'PawWalk elsewhere');
    await saveStep(owner, noGoRound, QUALIFY, BASIC_IDEA, PAWWALK_CARD);
    await saveStep(owner, noGoRound, QUALIFY, USER_TINDER, {
      ...TINDER,
      main_persona: {
        ...PERSONA,
        name: 'Otto Berg',
        occupation: 'Retired accountant',
        pain_points: ['Tax forms are confusing'],
      },
    });
    await saveStep(
      owner,
      noGoRound,
      QUALIFY,
      INSIGHT_MAPPING,
      insights(['Tax forms are confusing', 'Deadlines arrive too fast']),
    );
    await saveStep(
      owner,
      noGoRound,
      VALIDATE,
      PROBLEM_SHADOWING,
      shadowing(['walk the dog in the park before work'], CORE_PROBLEM),
    );
    await saveReport(
      owner,
      noGoRound,
      'competitor',
      report('Competitor Report: PawWalk', [point('Tax software: it fills in the forms step by step.', 'ai')]),
    );

    germanRound = await startRound(german, 'PawWalk');
    await goMaterial(german, germanRound);
  }, 120_000);
  afterAll(() => t?.close());

  const verdictOf = async (account: TestAccount, roundId: string): Promise<Verdict> =>
    expectAnswer(await api(account, 'GET', `/rounds/${roundId}/verdict?t=1`), 'getVerdict', 200);
  const reason = (verdict: Verdict, id: Reason['id']) => verdict.reasons.find((r) => r.id === id)!;
  const stepText = (verdict: Verdict) => verdict.nextSteps.map((s) => Object.values(s).join(' '));

  /** What every verdict keeps: five reasons, evidence with origin and place, counts that add up, three experiments. */
  function expectWellFormed(verdict: Verdict, roundId: string) {
    expect(verdict.roundId).toBe(roundId);
    expect(verdict.reasons.map((r) => r.id)).toEqual([
      'personaMatch',
      'painsConfirmed',
      'mentorPins',
      'reportFindings',
      'signups',
    ]);
    const places = new Set([
      BASIC_IDEA,
      USER_TINDER,
      INSIGHT_MAPPING,
      PROBLEM_SHADOWING,
      EXPERT_CHAT,
      FEEDBACK_CARD,
      'market-potential',
      'competitor',
      'user-validation',
      'mentor-feedback',
      'business-model-canvas',
      'landing-page',
    ]);
    const items = verdict.reasons.flatMap((r) => r.evidence);
    for (const item of items) {
      expect(['user', 'ai', 'document', 'web']).toContain(item.origin);
      expect(places.has(item.where), item.where).toBe(true);
      expect(item.observed).toBe(item.origin !== 'ai');
      if (item.origin === 'document' || item.origin === 'web') expect(item.source).toBeTruthy();
      else expect(item.source).toBeNull();
    }
    expect(verdict.observedCount).toBe(items.filter((i) => i.observed).length);
    expect(verdict.inferredCount).toBe(items.filter((i) => !i.observed).length);
    const all = verdict.observedCount + verdict.inferredCount;
    expect(verdict.observedShare).toBe(all ? Math.round((100 * verdict.observedCount) / all) : 0);
    expect(verdict.nextSteps).toHaveLength(3);
    expect(new Set(verdict.nextSteps.map((s) => s.id)).size).toBe(3);
    for (const text of stepText(verdict)) {
      expect(text).not.toMatch(/build it|bau es|baue es|\bbuild\b/i);
      expect(text).not.toMatch(/\{[A-Za-z]+\}/);
    }
  }

  it('a round of AI material only is a PIVOT with nothing observed, and its experiments name the persona', async () => {
    const verdict = await verdictOf(owner, aiRound);
    expectWellFormed(verdict, aiRound);
    expect(verdict.verdict).toBe('PIVOT');
    expect(verdict.observedShare).toBe(0);
    expect(verdict.observedCount).toBe(0);
    expect(verdict.inferredCount).toBeGreaterThan(10);
    expect(verdict.headline).toMatch(/^PIVOT: PawWalk/);
    expect(reason(verdict, 'personaMatch').signal).toBe('for');
    expect(reason(verdict, 'painsConfirmed')).toMatchObject({ signal: 'open' });
    expect(reason(verdict, 'painsConfirmed').text).toMatch(/shadowing.*simulated expert interview counts as AI/i);
    expect(reason(verdict, 'painsConfirmed').evidence.some((e) => e.where === EXPERT_CHAT && !e.observed)).toBe(true);
    expect(reason(verdict, 'mentorPins')).toMatchObject({ signal: 'open' });
    expect(reason(verdict, 'reportFindings').signal).toBe('open');
    expect(reason(verdict, 'reportFindings').evidence.map((e) => e.where)).toContain('business-model-canvas');
    expect(reason(verdict, 'signups')).toMatchObject({ signal: 'open', evidence: [] });
    expect(verdict.nextSteps.map((s) => s.id)).toEqual(['problem-interviews', 'landing-test', 'mentor-concern']);
    for (const text of stepText(verdict)) expect(text).toContain('Mia Roth');
    // The interviews ask about the strongest pain still unconfirmed; the concern is the top prioritised pin.
    expect(verdict.nextSteps[0]!.title).toBe('5 problem interviews with people like Mia Roth');
    expect(verdict.nextSteps[0]!.tests).toContain('“Dog walkers cancel at short notice”');
    expect(verdict.nextSteps[2]!.title).toContain('“Market size”');
  });

  it('the founder’s confirmed pains, own prioritised pins and cited reports make a GO', async () => {
    const verdict = await verdictOf(owner, goRound);
    expectWellFormed(verdict, goRound);
    expect(verdict.verdict).toBe('GO');
    expect(verdict.observedShare).toBeGreaterThanOrEqual(50);
    expect(verdict.headline).toBe('GO: PawWalk stands on what you observed');
    expect(reason(verdict, 'personaMatch').signal).toBe('for');
    const pains = reason(verdict, 'painsConfirmed');
    expect(pains.signal).toBe('for');
    expect(pains.text).toMatch(/^3 of 3 pains of Mia Roth recur/);
    expect(pains.evidence.filter((e) => e.origin === 'user' && e.where === PROBLEM_SHADOWING)).toHaveLength(4);
    const pins = reason(verdict, 'mentorPins');
    expect(pins.signal).toBe('for');
    expect(pins.evidence).toHaveLength(3);
    expect(pins.evidence.find((e) => e.origin === 'web')).toMatchObject({
      source: 'https://example.org/dog-walking-prices',
      where: FEEDBACK_CARD,
    });
    const findings = reason(verdict, 'reportFindings');
    expect(findings.signal).toBe('for');
    expect(findings.evidence.map((e) => e.text)).not.toContain('Neighbours: Neighbours walk dogs for free.');
    expect(findings.evidence.find((e) => e.origin === 'document')).toMatchObject({
      source: 'market-study.pdf',
      where: 'market-potential',
    });
    expect(reason(verdict, 'signups').signal).toBe('open');
    // GO: the next cheapest proofs, the landing test first as sign-ups are still open.
    expect(verdict.nextSteps.map((s) => s.id)).toEqual(['landing-test', 'price-test', 'concierge']);
    expect(verdict.nextSteps[2]!.title).toContain('“Book a vetted dog walker in the app”');
  });

  it('sign-ups of the published landing page turn the sign-ups reason against, then for', async () => {
    const now = new Date().toISOString();
    const pageId = `page${dialect}`;
    await t.app.db
      .insertInto('landing_pages')
      .values({
        id: pageId,
        round_id: goRound,
        user_id: owner.id,
        email: owner.email,
        firstname: 'Mia',
        step: 4,
        data: null,
        lang: 'en',
        views: 200,
        published_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const signUp = (n: number) =>
      t.app.db
        .insertInto('landing_signups')
        .values({ id: `signup${n}`, page_id: pageId, email: `lead${n}@example.com`, created_at: now })
        .execute();
    await signUp(1);
    await signUp(2);

    const low = await verdictOf(owner, goRound);
    expectWellFormed(low, goRound);
    const signups = reason(low, 'signups');
    expect(signups.signal).toBe('against');
    expect(signups.text).toBe('Sign-ups: only 2 from 200 views (1 %), too few people want it as described.');
    expect(signups.evidence).toEqual([
      {
        text: 'Sign-ups on your published landing page: 2 from 200 views',
        origin: 'web',
        source: `${t.config.appUrl}/lp/${pageId}`,
        observed: true,
        where: 'landing-page',
      },
    ]);
    // One criterion against: no GO any more.
    expect(low.verdict).toBe('PIVOT');
    expect(low.nextSteps[0]!.id).toBe('landing-test');
    expect(low.nextSteps[0]!.how).toContain(`${t.config.appUrl}/lp/${pageId}`);

    for (let n = 3; n <= 12; n++) await signUp(n);
    const high = await verdictOf(owner, goRound);
    expect(reason(high, 'signups')).toMatchObject({
      signal: 'for',
      text: 'Sign-ups: 12 from 200 views (6 %), which speaks for the idea.',
    });
    expect(high.verdict).toBe('GO');
    expect(high.observedCount).toBe(low.observedCount);
  });

  it('a persona that misses the problem and unconfirmed pains make a NO-GO', async () => {
    const verdict = await verdictOf(owner, noGoRound);
    expectWellFormed(verdict, noGoRound);
    expect(reason(verdict, 'personaMatch').signal).toBe('against');
    expect(reason(verdict, 'painsConfirmed').signal).toBe('against');
    expect(verdict.verdict).toBe('NO_GO');
    expect(verdict.headline).toBe('NO-GO: the evidence speaks against PawWalk as it stands');
    expect(verdict.summary).toContain('the persona match and the pains speak against it');
    expect(verdict.nextSteps[0]).toMatchObject({ id: 'problem-interviews' });
    expect(verdict.nextSteps[0]!.tests).toContain('Otto Berg');
    // The comparison names the competitor report's first alternative.
    expect(verdict.nextSteps[1]).toMatchObject({
      id: 'competitor-check',
      title: 'Compare with “Tax software” with 5 people like Otto Berg',
    });
    expect(verdict.nextSteps[1]!.how).toContain('how they use “Tax software” today');
  });

  it('answers a German user in German', async () => {
    const verdict = await verdictOf(german, germanRound);
    expectWellFormed(verdict, germanRound);
    expect(verdict.verdict).toBe('GO');
    expect(verdict.headline).toBe('GO: PawWalk steht auf dem, was du beobachtet hast');
    expect(verdict.summary).toMatch(/^Kriterien für die Idee: 4 von 5; dagegen: 0; noch offen: 1\./);
    expect(verdict.summary).toContain('hast du selbst beobachtet');
    expect(reason(verdict, 'painsConfirmed').text).toContain(
      '3 von 3 Schmerzpunkten von Mia Roth tauchen in deinen eigenen Shadowing-Antworten wieder auf.',
    );
    expect(reason(verdict, 'signups').text).toBe(
      'Deine Landingpage ist noch nicht veröffentlicht, also gibt es keine Anmeldungen zu zählen.',
    );
    expect(verdict.nextSteps[1]).toMatchObject({ id: 'price-test', title: 'Preistest: Vorbestellungen mit Anzahlung' });
    for (const text of stepText(verdict)) {
      expect(text).toContain('Menschen wie Mia Roth');
      expect(text).not.toMatch(/\b(Sie|Ihre|Ihnen)\b/);
    }
  });

  it('answers only the round’s user', async () => {
    expect((await api(other, 'GET', `/rounds/${goRound}/verdict`)).statusCode).toBe(404);
    expect((await api(german, 'GET', `/rounds/${goRound}/verdict`)).statusCode).toBe(404);
    expect((await api(owner, 'GET', '/rounds/unknownRound1/verdict')).statusCode).toBe(404);
    const anonymous = await api(undefined, 'GET', `/rounds/${goRound}/verdict`);
    expect(anonymous.statusCode).toBe(401);
  });
});
