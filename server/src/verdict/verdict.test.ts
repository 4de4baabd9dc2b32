import { PAWWALK_CARD, testPin } from '@idea-studio/assistant/testing';
import { CANVAS_BLOCKS, type components } from '@idea-studio/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, createAccount, type TestAccount } from '../test/accounts.js';
import { type FakeOpenAi, jsonCompletion, startFakeOpenAi } from '../test/ai-fakes.js';
import { buildTestApp, describeEachDialect, type TestApp } from '../test/helpers.js';
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

// The closing verdict over HTTP (GET /rounds/{roundId}/verdict), built through the API: a round of AI material only
// (autofilled answers, the AI's persona, chat and reports) is not GO, observes 0 % and says there is no real-world
// evidence; the founder's own answers are claims, not observations; three interview records confirming the core pain
// are cited as observed with their quotes and move it to GO; so do sign-ups over the threshold; interviews
// contradicting the core pain move it to NO-GO; a mentor's prioritised concern nobody answered counts against;
// German users read German; only the round's user gets an answer. With a model, a report point claiming an
// observation without a source is re-labelled as the AI's.

type Verdict = components['schemas']['Verdict'];
type Reason = Verdict['reasons'][number];

const OBJECTION = 'I would never give my house key to a stranger';
const PERSONA = {
  name: 'Mia Roth',
  short_summary: 'A nurse with a young dog. She works twelve-hour shifts.',
  occupation: 'Nurse on long night shifts',
  values: ['Reliability', 'Care'],
  sinus_milieu: 'Adaptive-Pragmatic Middle',
  goals: ['Her dog is walked every day'],
  lifestyle: 'Busy, shift work',
  pain_points: ['Her dog waits alone during long shifts', 'Dog walkers cancel at short notice'],
  objection: OBJECTION,
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
const ANSWERS = [
  'call three dog walkers and two of them cancel at short notice',
  'have no time for a long walk after a twelve-hour shift',
];
const shadowing = (author: 'founder' | 'ai') => ({
  target_user: 'Mia Roth',
  day_in_life_story: ['Mia starts her shift at 7 pm.'],
  situations: ANSWERS.map((answer, i) => ({ step: `Situation ${i + 1}: I`, answer, author })),
  core_problem: CORE_PROBLEM,
  needs_and_barriers: ['A walker who shows up'],
});
const PAINS = ['Dog walkers cancel at short notice', 'No time for long walks after a shift'];
const CORE_PROBLEM = 'Busy dog owners cannot rely on dog walkers during long shifts';

const point = (text: string, origin: string, source: string | null = null) => ({ text, origin, source });
const report = (title: string, points: ReturnType<typeof point>[]) => ({
  title,
  summary: `${title} in short.`,
  sections: [{ heading: 'Findings', points }],
});

const AI_PINS = [
  testPin('mentor_market', 'Mara', 'Market size', 'Count dog owners with shift work in your city.'),
  testPin('mentor_competition', 'Cole', 'Neighbours', 'Neighbours walk dogs for free.'),
];

const CONFIRMING_QUOTES = [
  'During long shifts she cannot rely on her dog walker at all.',
  'He cannot rely on dog walkers during his long night shifts.',
  'On long shifts I simply cannot rely on a dog walker.',
];
const confirmingNotes = (i: number) =>
  [`Talked to nurse number ${i + 1} in the canteen.`, CONFIRMING_QUOTES[i]!, 'She pays for walks every week.'].join(
    '\n',
  );
const CONTRADICTING_NOTES =
  'Talked to a pilot at the airport.\nHe can always rely on his dog walker during long shifts, that is not a problem.';

describeEachDialect('the closing verdict', (dialect) => {
  let t: TestApp;
  let owner: TestAccount;
  let german: TestAccount;
  let other: TestAccount;
  let aiRound: string;
  let claimRound: string;
  let signupRound: string;
  let contraRound: string;
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
  const interview = async (account: TestAccount, roundId: string, notes: string, role: string) => {
    const res = await api(account, 'POST', `/rounds/${roundId}/interviews`, { notes, role, heldOn: '2026-11-20' });
    expect(res.statusCode, res.body).toBe(201);
  };

  /** What Autofill makes of a round: the AI's persona, map, answers (no founder author), chat, pins and reports. */
  async function autofilled(account: TestAccount, roundId: string, { chat = true } = {}) {
    await saveStep(account, roundId, QUALIFY, BASIC_IDEA, PAWWALK_CARD);
    await saveStep(
      account,
      roundId,
      QUALIFY,
      USER_TINDER,
      chat ? TINDER : { ...TINDER, main_persona: { ...PERSONA, objection: undefined } },
    );
    await saveStep(account, roundId, QUALIFY, INSIGHT_MAPPING, insights(PAINS));
    await saveStep(account, roundId, VALIDATE, PROBLEM_SHADOWING, shadowing('ai'));
    if (chat) await saveStep(account, roundId, VALIDATE, EXPERT_CHAT, CHAT);
    await saveStep(account, roundId, VALIDATE, FEEDBACK_CARD, { pins: AI_PINS, changedEvents: [] });
    await saveReport(
      account,
      roundId,
      'market-potential',
      report('Market Potential Report: PawWalk', [
        point('Urban dog ownership keeps growing.', 'ai'),
        // Claims of an observation with nothing behind them: the AI's.
        point('Shift workers are 15 % of the workforce.', 'web'),
        point('Three nurses told you they would pay.', 'user'),
      ]),
    );
    const canvas = Object.fromEntries(
      CANVAS_BLOCKS.map((block) => [block, [point(`Canvas ${block}: what the AI suggests`, 'ai')]]),
    );
    await save(account, roundId, {
      streamId: 'export_reports',
      stepId: 'business-model-canvas',
      name: 'canvas',
      result: canvas,
    });
  }

  const publish = async (roundId: string, account: TestAccount, views: number, signups: number) => {
    const now = new Date().toISOString();
    const pageId = `page${roundId.slice(-6)}${dialect}`;
    await t.app.db
      .insertInto('landing_pages')
      .values({
        id: pageId,
        round_id: roundId,
        user_id: account.id,
        email: account.email,
        firstname: 'Mia',
        step: 4,
        data: null,
        lang: 'en',
        views,
        published_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    for (let n = 1; n <= signups; n++) {
      await t.app.db
        .insertInto('landing_signups')
        .values({ id: `${pageId}s${n}`, page_id: pageId, email: `lead${n}@example.com`, created_at: now })
        .execute();
    }
    return pageId;
  };

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: ACCOUNT_TEST_ENV });
    owner = await createAccount(t.app, 'owner');
    german = await createAccount(t.app, 'german', 'de');
    other = await createAccount(t.app, 'other');
    aiRound = await startRound(owner, 'PawWalk AI');
    await autofilled(owner, aiRound);
    claimRound = await startRound(owner, 'PawWalk claims');
    await autofilled(owner, claimRound);
    await saveStep(owner, claimRound, VALIDATE, PROBLEM_SHADOWING, shadowing('founder'));
    signupRound = await startRound(owner, 'PawWalk sign-ups');
    await autofilled(owner, signupRound, { chat: false });
    contraRound = await startRound(owner, 'PawWalk contradicted');
    await autofilled(owner, contraRound);
    germanRound = await startRound(german, 'PawWalk');
    await autofilled(german, germanRound);
  }, 120_000);
  afterAll(() => t?.close());

  const verdictOf = async (account: TestAccount, roundId: string): Promise<Verdict> =>
    expectAnswer(await api(account, 'GET', `/rounds/${roundId}/verdict?t=1`), 'getVerdict', 200);
  const reason = (verdict: Verdict, id: Reason['id']) => verdict.reasons.find((r) => r.id === id)!;
  const stepText = (verdict: Verdict) => verdict.nextSteps.map((s) => Object.values(s).join(' '));

  /** What every verdict keeps: six reasons, classed evidence, counts that add up, three experiments. */
  function expectWellFormed(verdict: Verdict, roundId: string) {
    expect(verdict.roundId).toBe(roundId);
    expect(verdict.reasons.map((r) => r.id)).toEqual([
      'personaMatch',
      'painsConfirmed',
      'objections',
      'mentorPins',
      'reportFindings',
      'signups',
    ]);
    const items = verdict.reasons.flatMap((r) => r.evidence);
    for (const item of items) {
      expect(item.observed).toBe(item.class === 'observed');
      if (item.class === 'observed') expect(['document', 'web']).toContain(item.origin);
      if (item.class === 'founderClaim') expect(item.origin).toBe('user');
      if (item.class === 'aiInferred') expect(item).toMatchObject({ origin: 'ai', source: null });
      if (item.origin === 'document' || item.origin === 'web') expect(item.source).toBeTruthy();
    }
    expect(verdict.observedCount).toBe(items.filter((i) => i.class === 'observed').length);
    expect(verdict.claimCount).toBe(items.filter((i) => i.class === 'founderClaim').length);
    expect(verdict.inferredCount).toBe(items.filter((i) => i.class === 'aiInferred').length);
    expect(verdict.observedShare).toBe(items.length ? Math.round((100 * verdict.observedCount) / items.length) : 0);
    expect(new Set(verdict.nextSteps.map((s) => s.id)).size).toBe(3);
    const prose = [verdict.summary, ...verdict.reasons.map((r) => r.text), ...stepText(verdict)].join(' ');
    expect(prose).not.toMatch(/\bshare \d+ words|\bwords? \(|Wörter|\{[A-Za-z]+\}|\bbuild\b/i);
  }

  it('an autofilled round is not GO, observes 0 % and says there is no real-world evidence', async () => {
    const verdict = await verdictOf(owner, aiRound);
    expectWellFormed(verdict, aiRound);
    expect(verdict.verdict).toBe('PIVOT');
    expect(verdict).toMatchObject({ observedShare: 0, observedCount: 0, claimCount: 0 });
    expect(verdict.inferredCount).toBeGreaterThan(10);
    expect(verdict.summary).toContain('No real-world evidence yet: everything here was inferred by the AI.');
    // The autofilled answers, the report's claimed web page and "you told" are the AI's.
    const pains = reason(verdict, 'painsConfirmed');
    expect(pains.signal).toBe('open');
    expect(pains.text).toContain('This rests on the AI’s inference only; no real conversation confirms');
    expect(pains.evidence.filter((e) => e.where === PROBLEM_SHADOWING).every((e) => e.class === 'aiInferred')).toBe(
      true,
    );
    const findings = reason(verdict, 'reportFindings').evidence;
    expect(findings.find((e) => e.text.startsWith('Shift workers'))).toMatchObject({
      class: 'aiInferred',
      origin: 'ai',
    });
    expect(findings.find((e) => e.text.startsWith('Three nurses'))).toMatchObject({
      class: 'aiInferred',
      origin: 'ai',
    });
    // The persona's objection stands against the idea; the AI alone cannot make a NO-GO.
    expect(reason(verdict, 'objections')).toMatchObject({ signal: 'against' });
    expect(reason(verdict, 'objections').text).toContain(`Mia Roth objects: “${OBJECTION}”`);
    expect(reason(verdict, 'personaMatch').text).toContain('AI’s inference only');
    expect(verdict.nextSteps.map((s) => s.id)).toEqual(['objection-check', 'problem-interviews', 'mentor-concern']);
    expect(verdict.nextSteps[2]!.title).toBe('Answer Mara’s concern: “Market size”');
    expect(verdict.nextSteps[0]!.title).toBe(`Put Mia Roth’s objection to 5 real people: “${OBJECTION}”`);
  });

  it('the founder’s own answers are claims, counted apart and never observed', async () => {
    const verdict = await verdictOf(owner, claimRound);
    expectWellFormed(verdict, claimRound);
    expect(verdict.verdict).toBe('PIVOT');
    expect(verdict.observedCount).toBe(0);
    expect(verdict.claimCount).toBe(2);
    expect(verdict.summary).toContain('claims are not observations');
    expect(verdict.summary).not.toContain('everything here was inferred by the AI');
    expect(reason(verdict, 'painsConfirmed').text).toContain('they are your claims, not observations');
  });

  it('the Basic Idea sections the founder typed are claims; a section filled automatically is not', async () => {
    const roundId = await startRound(owner, 'PawWalk typed idea');
    await autofilled(owner, roundId);
    const typed = [
      {
        type: 'PROBLEM',
        content: 'Nurses on night shifts cannot find a dog walker at short notice',
        author: 'founder',
      },
      { type: 'TARGET USER', content: 'Nurses with dogs in Hamburg', author: 'founder' },
      { type: 'SOLUTION', content: 'Dog walkers booked by the shift plan', author: 'ai' },
    ];
    const saved = await api(owner, 'PUT', `/rounds/${roundId}/inputs/${BASIC_IDEA}`, { content: typed });
    expect(saved.statusCode, saved.body).toBe(200);
    const verdict = await verdictOf(owner, roundId);
    expectWellFormed(verdict, roundId);
    const claims = verdict.reasons.flatMap((r) => r.evidence).filter((i) => i.class === 'founderClaim');
    expect(claims.map((i) => i.text).sort()).toEqual([typed[1]!.content, typed[0]!.content].sort());
    expect(claims.every((i) => i.where === BASIC_IDEA && !i.observed)).toBe(true);
    expect(verdict).toMatchObject({ claimCount: 2, observedCount: 0, observedShare: 0 });
    expect(verdict.verdict).not.toBe('GO');
  });

  it('three interview records confirming the core pain are cited as observed with their quotes and make a GO', async () => {
    for (let i = 0; i < 3; i++) await interview(owner, aiRound, confirmingNotes(i), `ICU nurse ${i + 1}`);
    const verdict = await verdictOf(owner, aiRound);
    expectWellFormed(verdict, aiRound);
    const pains = reason(verdict, 'painsConfirmed');
    expect(pains.signal).toBe('for');
    expect(pains.text).toBe(`3 real interviews confirm “${CORE_PROBLEM}”.`);
    const cited = pains.evidence.filter((e) => e.where === 'interviews');
    expect(cited).toHaveLength(3);
    for (const item of cited) expect(item).toMatchObject({ class: 'observed', observed: true, origin: 'document' });
    for (const quote of CONFIRMING_QUOTES) expect(cited.some((e) => e.text.includes(`“${quote}”`))).toBe(true);
    expect(cited[0]!.source).toMatch(/^interview notes: ICU nurse \d, 2026-11-20$/);
    expect(verdict.observedCount).toBe(3);
    expect(verdict.summary).not.toContain('No real-world evidence');
    // The real interviews outweigh the AI's objection.
    expect(reason(verdict, 'objections').signal).toBe('for');
    expect(reason(verdict, 'personaMatch').signal).toBe('for');
    expect(verdict.verdict).toBe('GO');
    expect(verdict.headline).toBe('GO: PawWalk stands on what real people showed you');
  });

  it('sign-ups over the threshold make a GO, too few after many views count against', async () => {
    const before = await verdictOf(owner, signupRound);
    expect(before.verdict).toBe('PIVOT');
    expect(reason(before, 'objections').signal).toBe('open');
    const pageId = await publish(signupRound, owner, 40, 2);
    const after = await verdictOf(owner, signupRound);
    expectWellFormed(after, signupRound);
    expect(reason(after, 'signups')).toMatchObject({
      signal: 'for',
      text: 'Observed on your landing page: 2 sign-ups from 40 views (5 %), which speaks for the idea.',
      evidence: [
        {
          text: 'Sign-ups on your published landing page: 2 from 40 views',
          origin: 'web',
          source: `${t.config.appUrl}/lp/${pageId}`,
          observed: true,
          class: 'observed',
          where: 'landing-page',
        },
      ],
    });
    expect(after.verdict).toBe('GO');
    expect(after.observedCount).toBe(1);

    await t.app.db.updateTable('landing_pages').set({ views: 200 }).where('id', '=', pageId).execute();
    const low = await verdictOf(owner, signupRound);
    expect(reason(low, 'signups').signal).toBe('against');
    expect(low.verdict).toBe('PIVOT');
    expect(low.nextSteps[0]).toMatchObject({ id: 'landing-test' });
    expect(low.nextSteps[0]!.how).toContain(`${t.config.appUrl}/lp/${pageId}`);
  });

  it('interviews contradicting the core pain and an objection make a NO-GO', async () => {
    await interview(owner, contraRound, CONTRADICTING_NOTES, 'Pilot');
    await interview(owner, contraRound, CONTRADICTING_NOTES.replace('a pilot', 'a doctor'), 'Doctor');
    const verdict = await verdictOf(owner, contraRound);
    expectWellFormed(verdict, contraRound);
    const pains = reason(verdict, 'painsConfirmed');
    expect(pains.signal).toBe('against');
    expect(pains.text).toContain(`2 real interviews contradict “${CORE_PROBLEM}”`);
    expect(pains.evidence.filter((e) => e.class === 'observed' && e.text.includes('contradicts'))).toHaveLength(2);
    expect(reason(verdict, 'objections').signal).toBe('against');
    expect(verdict.verdict).toBe('NO_GO');
    expect(verdict.nextSteps[0]).toMatchObject({ id: 'problem-interviews' });
  });

  it('a prioritised mentor concern nobody answered counts against until the founder answers that mentor', async () => {
    const concern = testPin('mentor_finance', 'Finn', 'Price per walk', 'Can nurses pay 15 euros a walk?', {
      prio: true,
      author: 'ai-accepted',
      dateCreated: '2026-11-20T10:00:00.000Z',
    });
    await saveStep(owner, signupRound, VALIDATE, FEEDBACK_CARD, { pins: [...AI_PINS, concern], changedEvents: [] });
    const open = await verdictOf(owner, signupRound);
    expect(reason(open, 'mentorPins')).toMatchObject({ signal: 'against' });
    expect(reason(open, 'mentorPins').text).toBe(
      'Finn’s concern “Price per walk” is among your prioritised pins and still unanswered: you have not replied to Finn with a pin of your own.',
    );
    expect(open.nextSteps.map((s) => s.title)).toContain('Answer Finn’s concern: “Price per walk”');
    const answer = testPin('mentor_finance', 'Finn', 'Price', 'Four nurses on my ward pay 20 euros today.', {
      source: 'MANUALLY-ADDED',
      origin: 'user',
      author: 'founder',
      dateCreated: '2026-11-21T10:00:00.000Z',
    });
    await saveStep(owner, signupRound, VALIDATE, FEEDBACK_CARD, {
      pins: [...AI_PINS, concern, answer],
      changedEvents: [],
    });
    expect(reason(await verdictOf(owner, signupRound), 'mentorPins').signal).not.toBe('against');
  });

  it('answers a German user in German', async () => {
    const verdict = await verdictOf(german, germanRound);
    expectWellFormed(verdict, germanRound);
    expect(verdict.verdict).toBe('PIVOT');
    expect(verdict.summary).toContain('Noch keine Belege aus der echten Welt: Alles hier hat die KI gefolgert.');
    expect(verdict.summary).toMatch(/^Für die Idee: \d von 6 Kriterien/);
    expect(reason(verdict, 'signups').text).toBe(
      'Deine Landingpage ist noch nicht veröffentlicht, also gibt es keine Anmeldungen zu zählen.',
    );
    for (const text of stepText(verdict)) expect(text).not.toMatch(/\b(Sie|Ihre|Ihnen)\b/);
    expect(stepText(verdict).join(' ')).toContain('Mia Roth');
  });

  it('answers only the round’s user', async () => {
    expect((await api(other, 'GET', `/rounds/${aiRound}/verdict`)).statusCode).toBe(404);
    expect((await api(german, 'GET', `/rounds/${aiRound}/verdict`)).statusCode).toBe(404);
    expect((await api(owner, 'GET', '/rounds/unknownRound1/verdict')).statusCode).toBe(404);
    expect((await api(undefined, 'GET', `/rounds/${aiRound}/verdict`)).statusCode).toBe(401);
  });
});

describe('the verdict with a model (fake OpenAI-compatible endpoint)', () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let owner: TestAccount;
  const { api, expectAnswer, startRound } = roundsApi(() => t.app);

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await buildTestApp({
      env: {
        ...ACCOUNT_TEST_ENV,
        AI_PROVIDER: 'openai',
        AI_BASE_URL: fake.baseUrl,
        AI_API_KEY: 'sk-test',
        AI_MODEL: 'test-model',
      },
    });
    owner = await createAccount(t.app, 'modelled');
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('re-labels a report point the model claims as observed without a real source', async () => {
    const roundId = await startRound(owner, 'Dog walks');
    fake.enqueue(
      jsonCompletion(
        report('Market Potential Report: PawWalk', [
          point('I observed 40 nurses asking for walkers last week.', 'user'),
          point('A survey shows every shift worker wants a walker.', 'web'),
          point('Pet ownership rose to 47 % of households.', 'web', 'https://example.org/pets'),
        ]),
      ),
    );
    const res = await api(owner, 'POST', '/aiservice/standalone', {
      promptId: 'MARKET_POTENTIAL_REPORT',
      userInput: { reportId: 'market-potential', agentId: 'mentor_market', pins: [] },
      roundId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const generated = (res.json() as { promptResult: unknown }).promptResult;
    const saved = await api(owner, 'POST', `/rounds/${roundId}/results`, {
      streamId: 'export_reports',
      stepId: 'market-potential',
      name: 'report',
      result: generated,
      stepIndex: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const verdict = expectAnswer(await api(owner, 'GET', `/rounds/${roundId}/verdict`), 'getVerdict', 200) as Verdict;
    const findings = verdict.reasons.find((r) => r.id === 'reportFindings')!.evidence;
    const classOf = (start: string) => findings.find((e) => e.text.startsWith(start));
    expect(classOf('I observed 40 nurses')).toMatchObject({ class: 'aiInferred', origin: 'ai', observed: false });
    expect(classOf('A survey shows')).toMatchObject({ class: 'aiInferred', origin: 'ai', source: null });
    expect(classOf('Pet ownership')).toMatchObject({ class: 'observed', origin: 'web' });
    expect(verdict.verdict).not.toBe('GO');
  });
});
