import {
  answerForMe,
  CHAT_ROUNDS,
  chatClosingContent,
  chatPromptContent,
  type ExpertChatEntry,
  type ExpertChatSummary,
  expertChatResult,
  INTERVIEW_PARTNERS,
  openRound,
  type Persona,
  type ShadowingClosing,
  type ShadowingSituation,
  shadowingPromptContent,
  shadowingResult,
  startChat,
  startShadowing,
  stripOptionLabel,
  withEntry,
  withSituationAnswer,
} from '@idea-studio/sdk';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, createAccount, type TestAccount } from '../test/accounts.js';
import { buildTestApp, describeEachDialect, type TestApp } from '../test/helpers.js';
import {
  BASIC_IDEA,
  EXPERT_CHAT,
  PROBLEM_SHADOWING,
  QUALIFY,
  roundsApi,
  USER_TINDER,
  VALIDATE,
} from '../test/rounds-api.js';

// The Validate stream's conversations over HTTP with the offline assistant: Problem Shadowing's day, situations,
// alternatives, autofill and closing about the round's main persona, the expert chat's four rounds and summary,
// both result PDFs, and nobody else's round answered.

const CARD = {
  name: 'GroomGo',
  tagline: 'Grooming that comes to your door.',
  key_features: ['Booking in the app', 'Mobile grooming van', 'Evening appointments'],
  target_group: 'Dog owners in Hamburg who work full time',
  value_proposition: 'GroomGo grooms the dogs of busy owners at their door, at a time that suits them.',
};
const SECTIONS = [
  { type: 'PROBLEM', content: 'Busy dog owners cannot find a groomer who has time for their dog.' },
  { type: 'TARGET USER', content: 'Dog owners in Hamburg who work full time.' },
  { type: 'SOLUTION', content: 'A mobile dog grooming service booked in an app.' },
];
const LENA = {
  name: 'Lena Weber',
  image: 'persona-performer-female-1',
  short_summary: 'Nurse in Hamburg with a long-haired collie. Works rotating shifts.',
  values: ['Reliability', 'Care'],
  occupation: 'Nurse on rotating shifts',
  demographics: { age: 34, gender: 'Female', occupation: 'Nurse on rotating shifts', location: 'Hamburg' },
  sinus_milieu: 'Performers',
  goals: ['Keep her collie healthy and groomed', 'Have free evenings'],
  lifestyle: 'Works early and late shifts at the hospital and walks the dog before and after.',
  pain_points: ['Grooming salons have no appointments after six', 'The collie’s coat mats within weeks'],
  attitude: 'Early adopter',
  objections: ['Does not want strangers in her flat when she sleeps after a night shift'],
} as unknown as Persona;

const pdfText = async (bytes: Buffer) =>
  (await extractText(new Uint8Array(bytes), { mergePages: true })).text.replace(/\s+/g, ' ');

describeEachDialect('the Validate steps’ AI answers', (dialect) => {
  let t: TestApp;
  let founder: TestAccount;
  let other: TestAccount;
  let roundId: string;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: ACCOUNT_TEST_ENV });
    founder = await createAccount(t.app, 'founder');
    other = await createAccount(t.app, 'other');
    roundId = await startRound(founder, 'Dog grooming');
    const save = async (streamId: string, stepId: string, name: string, result: unknown, stepIndex: number) => {
      const res = await api(founder, 'POST', `/rounds/${roundId}/results`, {
        streamId,
        stepId,
        name,
        result,
        stepIndex,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await api(founder, 'PUT', `/rounds/${roundId}/inputs/${BASIC_IDEA}`, { content: SECTIONS });
    await save(QUALIFY, BASIC_IDEA, 'basicIdea', CARD, 1);
    await save(
      QUALIFY,
      USER_TINDER,
      'userTinder',
      { main_persona: LENA, accepted_users: ['Lena Weber — Nurse'], rejected_users: [] },
      2,
    );
  });
  afterAll(() => t?.close());

  const { api, expectAnswer, startRound } = roundsApi(() => t.app);

  const ask = async (stepId: string, promptType: string, content: string, stepPromptNumber?: number) =>
    expectAnswer(
      await api(founder, 'POST', '/aiservice/airesponse', {
        streamId: VALIDATE,
        stepId,
        roundId,
        promptType,
        content,
        ...(stepPromptNumber === undefined ? {} : { stepPromptNumber }),
      }),
      'createStepAiResponse',
      200,
    ).promptResult as unknown[];

  const pdfOf = async (name: string, data: unknown, type: string, stepId: string) => {
    const created = await api(founder, 'POST', '/knowledgehub/trackresult', {
      roundId,
      name,
      data,
      type,
      projectId: founder.projectId,
      currentStepNr: 1,
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

  it('shadows the main persona through the day to the core problem, and lays the result out as a PDF', async () => {
    const ideaSummary = `${CARD.name}: ${CARD.tagline}`;
    const [initial] = (await ask(
      PROBLEM_SHADOWING,
      'INITIALIZE_STEP_PROMPT',
      shadowingPromptContent(LENA, { ideaSummary }),
      0,
    )) as Array<{ day_in_life_story: string[] }>;
    const story = initial!.day_in_life_story;
    expect(story.length).toBeGreaterThanOrEqual(3);
    expect(story.join(' ')).toContain('Lena');

    const content = shadowingPromptContent(LENA, { ideaSummary, story });
    const situations = (await ask(PROBLEM_SHADOWING, 'STEP_PROMPT', content, 0)) as ShadowingSituation[];
    expect(situations.length).toBeGreaterThanOrEqual(3);
    expect(new Set(situations.map((s) => s.step)).size).toBe(situations.length);
    for (const s of situations) expect(s.step).toMatch(/^When /);
    // The situations come from the persona's day and the founder's problem.
    expect(JSON.stringify(situations).toLowerCase()).toMatch(/groom|collie|dog/);
    // The same request gives the same situations: a reload finds the same ones.
    expect(await ask(PROBLEM_SHADOWING, 'STEP_PROMPT', content, 0)).toEqual(situations);

    let state = startShadowing(LENA.name, ideaSummary, story, situations);
    state = withSituationAnswer(state, 0, 'I call three salons and none has a slot after six.');
    const alternatives = (await ask(
      PROBLEM_SHADOWING,
      'STEP_PROMPT',
      shadowingPromptContent(LENA, state),
      2,
    )) as ShadowingSituation[];
    expect(alternatives.length).toBeGreaterThanOrEqual(3);
    for (const a of alternatives) expect(a.step).toBe(situations[1]!.step);
    expect(new Set(alternatives.map((a) => a.answer)).size).toBe(alternatives.length);

    const filled = (await ask(
      PROBLEM_SHADOWING,
      'FILL_OUT_ALL_PROMPT',
      shadowingPromptContent(LENA, state),
    )) as ShadowingSituation[];
    expect(filled).toHaveLength(situations.length);
    expect(filled[0]!.answer).toBe('I call three salons and none has a slot after six.');
    for (const s of filled) expect(s.answer.trim().length).toBeGreaterThan(5);
    state = { ...state, situations: filled };

    const [closing] = (await ask(
      PROBLEM_SHADOWING,
      'CLOSING_STEP_PROMPT',
      shadowingPromptContent(LENA, state),
    )) as ShadowingClosing[];
    expect(closing!.target_user).toBe('Lena Weber');
    expect(closing!.core_problem.length).toBeGreaterThan(20);
    expect(closing!.persona_extension.needs_and_barriers.length).toBeGreaterThanOrEqual(2);

    const result = shadowingResult(state, closing!);
    const saved = await api(founder, 'POST', `/rounds/${roundId}/results`, {
      streamId: VALIDATE,
      stepId: PROBLEM_SHADOWING,
      name: 'problemShadowing',
      result,
      stepIndex: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const text = await pdfOf('Problem Shadowing Lena Weber', result, 'Problem Shadowing', PROBLEM_SHADOWING);
    for (const part of [
      'Day in life story',
      'Situation',
      'I call three salons',
      'Core problem',
      'Needs and barriers',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('interviews the persona in four rounds, each with a doubt among the options, and sums up the objections', async () => {
    let state = startChat(LENA, INTERVIEW_PARTNERS[1]);
    const entries: ExpertChatEntry[] = [];
    while (openRound(state) > 0) {
      const round = openRound(state);
      const [entry] = (await ask(EXPERT_CHAT, 'STEP_PROMPT', chatPromptContent(state), round)) as ExpertChatEntry[];
      expect(entry!.turn).toBe(round);
      expect(entry!.speaker).toBe('Corvin Ashvale');
      expect(entry!.options).toHaveLength(3);
      expect(entry!.options.map((o) => o.slice(0, 3))).toEqual(['a) ', 'b) ', 'c) ']);
      expect(new Set(entry!.options.map(stripOptionLabel)).size).toBe(3);
      expect(`${entry!.text} ${entry!.follow_up_question}`).toContain('Lena');
      entries.push(entry!);
      state = answerForMe(withEntry(state, entry!));
    }
    expect(state.activeStep).toBe(CHAT_ROUNDS);
    // The rounds ask different questions.
    expect(new Set(entries.map((e) => e.follow_up_question)).size).toBe(CHAT_ROUNDS);
    // A refresh with the discarded options gives another round.
    const again = await ask(EXPERT_CHAT, 'STEP_PROMPT', chatPromptContent(startChat(LENA), entries[0]), 1);
    expect(again).not.toEqual([entries[0]]);

    const [summary] = (await ask(EXPERT_CHAT, 'CLOSING_STEP_PROMPT', chatClosingContent(state))) as ExpertChatSummary[];
    expect(summary!.summary).toContain('Lena');
    expect(summary!.objections.length).toBeGreaterThan(0);
    const result = expertChatResult(state, summary!);
    const saved = await api(founder, 'POST', `/rounds/${roundId}/results`, {
      streamId: VALIDATE,
      stepId: EXPERT_CHAT,
      name: 'expertChat',
      result,
      stepIndex: 2,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const text = await pdfOf('Expert Chat Lena Weber', result, 'Solution Expert Chat', EXPERT_CHAT);
    for (const part of [
      'Interview partner',
      'Corvin Ashvale',
      'Chosen answer',
      // The answer Answer for me chose (the one that fits Lena best, not always a).
      state.rounds[3]!.value,
    ]) {
      expect(text).toContain(part.slice(0, 60));
    }
  });

  it('answers nobody else’s round and no anonymous caller', async () => {
    const body = {
      streamId: VALIDATE,
      stepId: EXPERT_CHAT,
      roundId,
      promptType: 'STEP_PROMPT',
      stepPromptNumber: 1,
      content: chatPromptContent(startChat(LENA)),
    };
    const foreign = expectAnswer(await api(other, 'POST', '/aiservice/airesponse', body), 'createStepAiResponse', 404);
    expect(foreign.msg.headline).toBe('Round not found');
    expectAnswer(await api(undefined, 'POST', '/aiservice/airesponse', body), 'createStepAiResponse', 401);
    const input = await api(other, 'GET', `/rounds/${roundId}/inputs/${PROBLEM_SHADOWING}`);
    expect(input.statusCode).toBe(404);
  });
});
