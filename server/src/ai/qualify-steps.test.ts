import {
  allPersonaImageStyles,
  EMPATHY_QUESTIONS,
  empathyMap,
  insightPromptContent,
  type Persona,
  startInsights,
  tinderResult,
  withAnswers,
} from '@idea-studio/sdk';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, createAccount, type TestAccount } from '../test/accounts.js';
import { buildTestApp, describeEachDialect, type TestApp } from '../test/helpers.js';
import { BASIC_IDEA, INSIGHT_MAPPING, QUALIFY, roundsApi, USER_TINDER } from '../test/rounds-api.js';

// The Qualify stream's AI answers over HTTP with the offline assistant: User Tinder's potential users from the
// round's saved Basic Idea, User Insight Mapping's answers about the chosen main persona, and both result PDFs.

const SECTIONS = [
  { type: 'PROBLEM', content: 'Busy dog owners cannot find a groomer who has time for their dog.' },
  { type: 'TARGET USER', content: 'Dog owners in Hamburg who work full time.' },
  { type: 'SOLUTION', content: 'A mobile dog grooming service booked in an app.' },
];
const ABSCHNITTE = [
  { type: 'PROBLEM', content: 'Hundebesitzer in München warten wochenlang auf einen Termin beim Hundefriseur.' },
  { type: 'TARGET USER', content: 'Berufstätige Hundebesitzer mit langhaarigen Hunden.' },
  { type: 'SOLUTION', content: 'Ein mobiler Hundesalon, der per App gebucht wird und vor die Haustür kommt.' },
];
const CARD = {
  name: 'GroomGo',
  tagline: 'Grooming that comes to your door.',
  key_features: ['Booking in the app', 'Mobile grooming van', 'Evening appointments'],
  target_group: 'Dog owners in Hamburg who work full time',
  value_proposition: 'GroomGo grooms the dogs of busy owners at their door, at a time that suits them.',
};

const pdfText = async (bytes: Buffer) =>
  (await extractText(new Uint8Array(bytes), { mergePages: true })).text.replace(/\s+/g, ' ');

describeEachDialect('the Qualify steps’ AI answers', (dialect) => {
  let t: TestApp;
  let founder: TestAccount;
  let gruender: TestAccount;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: ACCOUNT_TEST_ENV });
    founder = await createAccount(t.app, 'founder');
    gruender = await createAccount(t.app, 'gruender', 'de');
  });
  afterAll(() => t?.close());

  const { api, expectAnswer, startRound } = roundsApi(() => t.app);

  /** A round with a saved Basic Idea (its sections and its idea card). */
  async function roundWithBasicIdea(account: TestAccount, sections: typeof SECTIONS): Promise<string> {
    const roundId = await startRound(account, 'Dog grooming');
    const input = await api(account, 'PUT', `/rounds/${roundId}/inputs/${BASIC_IDEA}`, { content: sections });
    expect(input.statusCode, input.body).toBe(200);
    const result = await api(account, 'POST', `/rounds/${roundId}/results`, {
      streamId: QUALIFY,
      stepId: BASIC_IDEA,
      name: 'basicIdea',
      result: CARD,
      stepIndex: 1,
    });
    expect(result.statusCode, result.body).toBe(200);
    return roundId;
  }

  const ask = async (account: TestAccount, roundId: string, stepId: string, number: number, content: unknown) =>
    expectAnswer(
      await api(account, 'POST', '/aiservice/airesponse', {
        streamId: QUALIFY,
        stepId,
        roundId,
        promptType: 'STEP_PROMPT',
        stepPromptNumber: number,
        content,
      }),
      'createStepAiResponse',
      200,
    ) as { promptResult: unknown[]; provider: string };

  it('answers User Tinder with 6–10 distinct potential users of the saved idea, each with an image', async () => {
    const roundId = await roundWithBasicIdea(founder, SECTIONS);
    const answer = await ask(founder, roundId, USER_TINDER, 1, SECTIONS);
    const personas = answer.promptResult as Persona[];
    expect(answer.provider).toBe('offline');
    expect(personas.length).toBeGreaterThanOrEqual(6);
    expect(personas.length).toBeLessThanOrEqual(10);
    expect(new Set(personas.map((p) => p.name)).size).toBe(personas.length);
    for (const persona of personas) expect(allPersonaImageStyles()).toContain(persona.image);
    // The first persona is one of the founder's first users, in their place, in their own words (never the
    // founder's sentence pasted in).
    expect(`${personas[0]!.occupation} ${personas[0]!.short_summary}`).toMatch(/dog owner/i);
    expect(personas[0]!.demographics?.location).toBe('Hamburg');
    expect(personas[0]!.short_summary).not.toContain('dog owners in Hamburg who work full time');
    expect(personas.filter((p) => /groom/i.test(JSON.stringify(p)))).toHaveLength(personas.length);
    // The same request gives the same personas: a reload finds the same queue.
    expect((await ask(founder, roundId, USER_TINDER, 1, SECTIONS)).promptResult).toEqual(personas);
  });

  it('answers a German founder in German', async () => {
    const roundId = await roundWithBasicIdea(gruender, ABSCHNITTE);
    const personas = (await ask(gruender, roundId, USER_TINDER, 1, ABSCHNITTE)).promptResult as Persona[];
    expect(`${personas[0]!.occupation} ${personas[0]!.short_summary}`).toMatch(/Hundebesitzer/);
    expect(personas.map((p) => (p as Record<string, unknown>).attitude)).toContain('Skeptisch');
  });

  it('maps the chosen main persona’s insights and lays out both results as PDFs', async () => {
    const roundId = await roundWithBasicIdea(founder, SECTIONS);
    const personas = (await ask(founder, roundId, USER_TINDER, 1, SECTIONS)).promptResult as Persona[];
    // The founder accepts the early adopters and rejects the rest.
    const early = (p: Persona) => (p as Record<string, unknown>).attitude === 'Early adopter';
    const sorted = {
      queue: [],
      positive: personas.filter(early),
      negative: personas.filter((p) => !early(p)),
      skipped: [],
    };
    const tinder = tinderResult(sorted, Date.UTC(2026, 10, 21));
    // The main persona in full: the result keeps it as the contract's MainPersona, whose fields past the name are optional.
    const main: Persona = { ...sorted.positive[0], created: tinder.main_persona.created };
    expect(tinder.main_persona).toEqual(main);
    const saved = await api(founder, 'POST', `/rounds/${roundId}/results`, {
      streamId: QUALIFY,
      stepId: USER_TINDER,
      name: main.name,
      result: tinder,
      stepIndex: 2,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    let map = startInsights(main);
    for (const [index, question] of EMPATHY_QUESTIONS.entries()) {
      const answers = (await ask(founder, roundId, INSIGHT_MAPPING, index + 1, insightPromptContent(main, index + 1)))
        .promptResult as Array<{ text: string }>;
      expect(answers.length, question).toBeGreaterThanOrEqual(3);
      expect(answers.length, question).toBeLessThanOrEqual(6);
      // Each question answers from the persona's own notes (pains, goals, life, objections, values), said in their
      // voice ("Starts baking at three" → "I start baking at three"): a telling word of a note is in an answer.
      const notes = [
        ...main.pain_points,
        ...main.goals,
        ...main.lifestyle.split(/,\s*|\.\s*/),
        ...((main as { objections?: string[] }).objections ?? []),
        ...main.values,
      ];
      const telling = new Set(
        notes.flatMap((note) => note.toLowerCase().split(/[^\p{L}]+/u)).filter((word) => word.length >= 6),
      );
      const said = answers.map((a) => a.text.toLowerCase()).join(' ');
      expect(
        [...telling].some((word) => said.includes(word)),
        `${question}: ${said}`,
      ).toBe(true);
      map = withAnswers(map, index + 1, answers);
    }
    // Without a persona in the content the round's Tinder result names it.
    const fromRound = await ask(founder, roundId, INSIGHT_MAPPING, 4, '');
    expect(fromRound.promptResult.length).toBeGreaterThanOrEqual(3);

    const pdfOf = async (name: string, data: unknown, type: string, stepId: string) => {
      const created = await api(founder, 'POST', '/knowledgehub/trackresult', {
        roundId,
        name,
        data,
        type,
        projectId: founder.projectId,
        currentStepNr: 2,
        stepId,
      });
      const { filedata } = expectAnswer(created, 'createResultFile', 200);
      const download = await api(
        founder,
        'GET',
        `/knowledgehub/trackresult/${roundId}/${filedata.id}/${encodeURIComponent(filedata.identifer)}`,
      );
      expect(download.statusCode).toBe(200);
      return pdfText(download.rawPayload);
    };

    const tinderPdf = await pdfOf(main.name, tinder, 'User Tinder', USER_TINDER);
    for (const expected of ['Main persona', main.name, 'Short summary', 'Pain points', 'Accepted users']) {
      expect(tinderPdf).toContain(expected);
    }
    expect(tinderPdf).toContain(tinder.rejected_users[0]!);
    expect(tinderPdf).not.toContain('persona-');

    const empathy = empathyMap(map);
    const mapPdf = await pdfOf(`Empathy Map ${main.name}`, empathy, 'User Insight Mapping', INSIGHT_MAPPING);
    const first = main.name.split(' ')[0]!;
    for (const expected of [main.name, `What ${first} hears`, `What frustrates ${first} most`]) {
      expect(mapPdf).toContain(expected);
    }
    for (const question of EMPATHY_QUESTIONS) expect(mapPdf).toContain(empathy[question][0]!);
  });
});
