import { afterAll, beforeAll, expect, it } from 'vitest';
import { searchPassages } from '../hub/search.js';
import { ACCOUNT_TEST_ENV, createAccount, injectAs, type TestAccount } from '../test/accounts.js';
import { buildTestApp, describeEachDialect, type TestApp } from '../test/helpers.js';
import { formData } from '../test/hub-files.js';
import { roundsApi } from '../test/rounds-api.js';
import { stepIdOfType } from '../test/track-ids.js';
import { buildPromptContext } from './context.js';

// The chat of a round uses that round's results and the context relevant to its idea: a founder with a bike-repair
// round, a knowledge-hub file of bike interviews and a company mission about bikes starts a dog-grooming round.
// Johnny must talk about dog grooming there — no bike quotes, no bike results, no bike chat turns.

const TRACK = 'Clu-4-HBY';
const QUALIFY = 'J1S-8At2nL';
const BASIC_IDEA = stepIdOfType('basicIdea');
const USER_TINDER = stepIdOfType('userTinder');

const INTERVIEWS =
  'Interviews with commuters in Hamburg, spring 2026.\n\n' +
  'I would pay 20 euros a month if someone fixed my bike at my office. My bike breaks twice a year and the ' +
  'repair shop takes a week. Most commuters own one bike and have no time to bring it to a shop.';
const GROOMING_NOTES =
  'Notes from the dog park. Long-haired breeds need grooming every six weeks, and owners say the salons in ' +
  'Hamburg are booked out for a month.';

const BIKE_SECTIONS = [
  {
    type: 'PROBLEM',
    content: 'Commuters in Hamburg lose days when their bike breaks and the repair shop takes a week.',
  },
  { type: 'TARGET USER', content: 'Bike commuters working in offices in Hamburg' },
  { type: 'SOLUTION', content: 'A mobile repair service that fixes bikes at the office.' },
];
const BIKE_CARD = {
  name: 'Spokey',
  tagline: 'Your bike, fixed at work',
  key_features: ['Repair at the office'],
  target_group: 'Bike commuters',
  value_proposition: 'Never lose a day to a broken bike',
};
const DOG_SECTIONS = [
  { type: 'PROBLEM', content: 'Busy dog owners have no time to take their dogs to a grooming salon.' },
  { type: 'TARGET USER', content: 'Working dog owners with long-haired breeds in Hamburg' },
];
const BIKE_WORDS = /\bbikes?\b|interviews\.txt|Spokey|repair|commuter/i;

describeEachDialect('the context of a round', (dialect) => {
  let t: TestApp;
  let user: TestAccount;
  let bikeRound: string;
  let dogRound: string;

  const api = (method: 'POST' | 'PUT', url: string, payload: object) =>
    injectAs(t.app, user, { method, url: `/api${url}`, payload });
  const expectOk = async (response: Promise<{ statusCode: number; body: string }>) => {
    const res = await response;
    expect(res.statusCode, res.body).toBe(200);
    return JSON.parse(res.body);
  };
  const startRound = async (name: string) =>
    (
      await expectOk(
        api('POST', '/streams/starttrack', {
          trackId: TRACK,
          streamId: QUALIFY,
          stepId: `initial-${QUALIFY}`,
          projectId: user.projectId,
          name,
        }),
      )
    ).roundId as string;
  const upload = (filename: string, text: string) =>
    expectOk(
      injectAs(t.app, user, {
        method: 'POST',
        url: '/api/knowledgehub/uploads',
        ...formData([
          { name: 'hubId', value: user.projectId },
          { name: 'file', filename, content: Buffer.from(text) },
        ]),
      }),
    );
  const chat = (roundId: string, userText: string, threadId?: string) =>
    expectOk(
      api('POST', '/aiservice/default', {
        agentId: 'flying_jhonny',
        modelId: 'Basic Idea',
        userText,
        roundId,
        stepId: BASIC_IDEA,
        ...(threadId ? { threadId } : {}),
      }),
    );
  const contextOf = (roundId: string, query: string, stepId = BASIC_IDEA) =>
    buildPromptContext(t.app.db, { userId: user.id, lang: 'en', roundId, stepId }, query);

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: ACCOUNT_TEST_ENV });
    user = await createAccount(t.app, 'founder');
    await expectOk(
      api('POST', '/company/metadata', {
        name: 'Spokey',
        industryId: 1,
        mission: 'We repair bikes for commuters in Hamburg so they never miss work.',
      }),
    );
    await upload('interviews.txt', INTERVIEWS);
    bikeRound = await startRound('Bike repair');
    await expectOk(api('PUT', `/rounds/${bikeRound}/inputs/${BASIC_IDEA}`, { content: BIKE_SECTIONS }));
    await expectOk(
      api('POST', `/rounds/${bikeRound}/results`, {
        streamId: QUALIFY,
        stepId: BASIC_IDEA,
        name: 'basicIdea',
        stepIndex: 1,
        result: BIKE_CARD,
      }),
    );
    dogRound = await startRound('Dog grooming');
    await expectOk(api('PUT', `/rounds/${dogRound}/inputs/${BASIC_IDEA}`, { content: DOG_SECTIONS }));
  });
  afterAll(() => t?.close());

  it('gives the bike round its interviews (the hub is project-wide)', async () => {
    const context = await contextOf(bikeRound, 'How do I reach commuters whose bike breaks?');
    expect(context.passages.map((p) => p.fileName)).toEqual(['interviews.txt']);
  });

  it('gives the dog round no passage that shares no topic word with its idea, for a message or a reset', async () => {
    for (const query of ['How much would busy dog owners pay per grooming visit?', '']) {
      const context = await contextOf(dogRound, query);
      expect(context.passages, query).toEqual([]);
      expect(JSON.stringify(context.stepResults)).not.toMatch(BIKE_WORDS);
      expect(JSON.stringify(context.stepInput)).not.toMatch(BIKE_WORDS);
    }
  });

  it('ranks a passage about the idea first once the hub has one', async () => {
    await upload('dog-park.txt', GROOMING_NOTES);
    const context = await contextOf(dogRound, 'Where do dog owners go for grooming?');
    expect(context.passages.map((p) => p.fileName)).toEqual(['dog-park.txt']);
    await expect(contextOf(bikeRound, 'Where do commuters get their bike fixed?')).resolves.toMatchObject({
      passages: [{ fileName: 'interviews.txt' }],
    });
  });

  it("reads the idea's terms for the hub search only when the project's hub has text", async () => {
    const empty = await createAccount(t.app, 'empty-hub');
    const roundId = await roundsApi(() => t.app).startRound(empty, 'Dog walks');
    const asked: string[][] = [];
    const termsOf = async (texts: ReadonlyArray<{ text: string }>) => {
      asked.push(texts.map((t) => t.text));
      return new Map();
    };
    const options = { userId: empty.id, lang: 'en' as const, roundId, stepId: BASIC_IDEA };
    const none = await buildPromptContext(t.app.db, options, 'Where do dog owners walk?', termsOf);
    expect(none.passages).toEqual([]);
    expect(asked).toEqual([]);
    // The founder with files: the same call reads the terms of the message.
    await buildPromptContext(t.app.db, { ...options, userId: user.id, roundId: dogRound }, 'Dog walks?', termsOf);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.[0]).toBe('Dog walks?');
  });

  it('never puts the results of another round into the prompt', async () => {
    await expectOk(
      api('POST', `/rounds/${dogRound}/results`, {
        streamId: QUALIFY,
        stepId: BASIC_IDEA,
        name: 'basicIdea',
        stepIndex: 1,
        result: { ...BIKE_CARD, name: 'FurFresh', tagline: 'Grooming at your door' },
      }),
    );
    const dog = await contextOf(dogRound, '', USER_TINDER);
    expect(dog.stepResults.map((r) => (r.result as { name: string }).name)).toEqual(['FurFresh']);
    const bike = await contextOf(bikeRound, '', USER_TINDER);
    expect(bike.stepResults.map((r) => (r.result as { name: string }).name)).toEqual(['Spokey']);
    expect(JSON.stringify(bike)).not.toContain('FurFresh');
  });

  it('gives a later step the Basic Idea in the founder’s words, its own round’s only, and not another user', async () => {
    const dog = await contextOf(dogRound, '', USER_TINDER);
    expect(dog.ideaInput).toMatchObject(DOG_SECTIONS);
    expect(JSON.stringify(dog.ideaInput)).not.toMatch(BIKE_WORDS);
    // The Basic Idea step itself has it as its own input, not twice.
    const own = await contextOf(dogRound, '', BASIC_IDEA);
    expect(own.stepInput).toMatchObject(DOG_SECTIONS);
    expect(own.ideaInput).toBeUndefined();
    const stranger = await createAccount(t.app, 'stranger');
    await expect(
      buildPromptContext(t.app.db, { userId: stranger.id, lang: 'en', roundId: dogRound, stepId: USER_TINDER }, ''),
    ).rejects.toThrow();
  });

  it('lets Johnny answer about dog grooming in the dog round: no bike quotes, not after a reset either', async () => {
    const bike = await chat(bikeRound, 'Basic Idea solution: Where do commuters get their bike fixed today?');
    for (const text of [
      'Basic Idea solution: How much would busy dog owners pay per grooming visit?',
      '',
      'Basic Idea Support me solution: ',
      'Basic Idea solution: A mobile grooming van that comes to the owner’s home',
    ]) {
      const reply = await chat(dogRound, text);
      const said = JSON.stringify(reply.message);
      expect(said, text).not.toMatch(BIKE_WORDS);
      expect(said, text).toMatch(/dog|groom/i);
    }
    // The bike round's thread does not carry its turns into the dog round: a new thread starts.
    const continued = await chat(dogRound, 'Basic Idea solution: Who else could I ask?', bike.threadId);
    expect(continued.threadId).not.toBe(bike.threadId);
    expect(JSON.stringify(continued.message)).not.toMatch(BIKE_WORDS);
  });

  it('matches word stems in the hub search when asked to', async () => {
    const whole = await searchPassages(t.app.db, user.projectId, 'bik', 5);
    expect(whole).toEqual([]);
    const prefixed = await searchPassages(t.app.db, user.projectId, 'bik', 5, { prefix: true });
    expect(prefixed.map((hit) => hit.fileName)).toEqual(['interviews.txt']);
  });
});
