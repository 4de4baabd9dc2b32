import type { FeedbackCardReply } from '@idea-studio/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, createAccount, type TestAccount } from '../test/accounts.js';
import { type FakeOpenAi, startFakeOpenAi } from '../test/ai-fakes.js';
import { buildTestApp, describeEachDialect, type TestApp } from '../test/helpers.js';
import { BASIC_IDEA, FEEDBACK_CARD, QUALIFY, roundsApi, USER_TINDER, VALIDATE } from '../test/rounds-api.js';
import { checkedOrigin } from './feedback-card.js';
import type { PromptContext } from './types.js';

// The Feedback Card conversation over HTTP with the offline assistant: a mentor opens with pins about the round's
// idea, the founder's answer becomes a pin in their words, nothing is pinned twice in a thread, the synthetic user
// speaks as the main persona and doubts, web pins cite the pages of this turn's search, and nobody else's round
// or an anonymous caller gets an answer.

const CARD = {
  name: 'GroomGo',
  tagline: 'Grooming that comes to your door.',
  key_features: ['Booking in the app', 'Mobile grooming van'],
  target_group: 'Dog owners in Hamburg who work full time',
  value_proposition: 'GroomGo grooms the dogs of busy owners at their door, at a time that suits them.',
};
const LENA = {
  name: 'Lena Weber',
  short_summary: 'Nurse in Hamburg with a long-haired collie.',
  occupation: 'Nurse on rotating shifts',
  goals: ['Have free evenings'],
  lifestyle: 'Works early and late shifts.',
  pain_points: ['Grooming salons have no appointments after six'],
  objections: ['Does not want strangers in her flat when she sleeps after a night shift'],
};

describeEachDialect('the Feedback Card conversation', (dialect) => {
  let t: TestApp;
  let founder: TestAccount;
  let other: TestAccount;
  let roundId: string;
  const { api, expectAnswer, startRound } = roundsApi(() => t.app);

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: ACCOUNT_TEST_ENV });
    founder = await createAccount(t.app, 'founder');
    other = await createAccount(t.app, 'other');
    roundId = await startRound(founder, 'Dog grooming');
    for (const [stepId, name, result, stepIndex] of [
      [BASIC_IDEA, 'basicIdea', CARD, 1],
      [USER_TINDER, 'userTinder', { main_persona: LENA, accepted_users: ['Lena Weber'], rejected_users: [] }, 2],
    ] as const) {
      const res = await api(founder, 'POST', `/rounds/${roundId}/results`, {
        streamId: QUALIFY,
        stepId,
        name,
        result,
        stepIndex,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterAll(() => t?.close());

  const send = async (body: object, account: TestAccount | undefined = founder, status = 200) => {
    const res = await api(account, 'POST', '/aiservice/feedbackcard', { roundId, ...body });
    return expectAnswer(res, 'sendFeedbackCardMessage', status) as FeedbackCardReply;
  };

  it('opens with pins about the idea, pins the founder’s answer in their words and never pins a topic twice', async () => {
    const opening = await send({ agentId: 'mentor_market', message: '' });
    expect(opening.agentId).toBe('mentor_market');
    expect(opening.message.answer).toMatch(/Mara/);
    expect(opening.message.dialogMessage).toMatch(/\?$/);
    expect(opening.message.pins).toHaveLength(2);
    for (const pin of opening.message.pins) {
      expect(pin).toMatchObject({ origin: 'ai', source: null });
      expect(pin.content).toMatch(/GroomGo|dog|Dog owners/);
    }

    const answer = 'Nurses in Hamburg with long-haired dogs would pay first, about 400 of them.';
    const turn = await send({ agentId: 'mentor_market', message: answer, threadId: opening.threadId });
    expect(turn.threadId).toBe(opening.threadId);
    const own = turn.message.pins.find((p) => p.origin === 'user');
    expect(own?.content).toContain('about 400 of them');
    const topics = [...opening.message.pins, ...turn.message.pins].map((p) => p.topic);
    expect(new Set(topics).size).toBe(topics.length);
    expect(turn.message.dialogMessage).not.toBe(opening.message.dialogMessage);
  });

  it('never takes a reply the mentor offered as the founder’s: its pins are the AI’s, not the founder’s claim', async () => {
    const opening = await send({ agentId: 'mentor_users', message: '' });
    const offered = opening.message.formTransfer[0]?.text;
    expect(offered).toBeTruthy();
    // Clicked (or sent by a client claiming the founder): the text is the mentor's, at most accepted.
    for (const claimed of [{}, { author: 'founder' }, { author: 'ai-accepted' }]) {
      const turn = await send({ agentId: 'mentor_users', message: offered, threadId: opening.threadId, ...claimed });
      expect(turn.message.pins.length).toBeGreaterThan(0);
      for (const pin of turn.message.pins) {
        expect(pin.origin).not.toBe('user');
        expect(pin.author).toBe('ai-accepted');
      }
    }
    // Sent by autofill: every pin is the AI's alone.
    const auto = await send({ agentId: 'mentor_users', message: offered, threadId: opening.threadId, author: 'ai' });
    expect(auto.message.pins.map((pin) => [pin.origin === 'user', pin.author])).toEqual(
      auto.message.pins.map(() => [false, 'ai']),
    );
    // Typed by the founder: the mentor pins the founder's own claim as theirs.
    const typed = 'I asked six nurses on my ward and all of them lose time with this every week.';
    const fresh = await send({ agentId: 'mentor_business', message: '' });
    const own = await send({ agentId: 'mentor_business', message: typed, threadId: fresh.threadId });
    const claim = own.message.pins.find((pin) => pin.origin === 'user');
    expect(claim).toMatchObject({ author: 'founder' });
    expect(own.message.pins.filter((pin) => pin !== claim).every((pin) => pin.author === 'ai-accepted')).toBe(true);
    // Saved to the card later, the founder's claim stays theirs (the mentor repeating it does not make it the AI's).
    const card = await api(founder, 'POST', `/rounds/${roundId}/results`, {
      streamId: VALIDATE,
      stepId: FEEDBACK_CARD,
      name: 'feedbackCard',
      result: {
        pins: [{ ...claim!, agentId: 'mentor_business', prio: false, source: 'SIMPLE-CHAT' }],
        changedEvents: [{ type: 'add', agentId: 'mentor_business' }],
      },
      stepIndex: 3,
    });
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json().result.pins[0]).toMatchObject({ author: 'founder', origin: 'user' });
  });

  it('answers another mentor in a thread of its own, and the synthetic user as the main persona with a doubt', async () => {
    const market = await send({ agentId: 'mentor_market', message: '' });
    const persona = await send({ agentId: 'vali_synthuser', message: '', threadId: market.threadId });
    expect(persona.threadId).not.toBe(market.threadId);
    expect(persona.message.answer).toMatch(/Lena Weber/);
    const reply = await send({
      agentId: 'vali_synthuser',
      message: 'GroomGo comes in the evening.',
      threadId: persona.threadId,
    });
    expect(reply.message.answer).toMatch(/strangers in my flat/);
    expect(reply.message.pins.some((p) => /doubt/i.test(p.topic) && p.content.includes('strangers'))).toBe(true);
  });

  it('refuses Johnny, unknown mentors, web search without a provider or for a mentor without it', async () => {
    for (const agentId of ['flying_jhonny', 'nobody']) {
      const res = await api(founder, 'POST', '/aiservice/feedbackcard', { roundId, agentId, message: '' });
      expectAnswer(res, 'sendFeedbackCardMessage', 404);
    }
    const noSearch = await api(founder, 'POST', '/aiservice/feedbackcard', {
      roundId,
      agentId: 'mentor_users',
      message: 'Who else has this problem?',
      webSearch: true,
    });
    expect(expectAnswer(noSearch, 'sendFeedbackCardMessage', 400).msg.text).toMatch(/does not search the web/);
    const unavailable = await api(founder, 'POST', '/aiservice/feedbackcard', {
      roundId,
      agentId: 'mentor_market',
      message: 'How big is the market?',
      webSearch: true,
    });
    expectAnswer(unavailable, 'sendFeedbackCardMessage', 503);
  });

  it('answers nobody else: another user gets 404, an anonymous caller 401, another user’s thread 404', async () => {
    const mine = await send({ agentId: 'mentor_tech', message: '' });
    expectAnswer(
      await api(other, 'POST', '/aiservice/feedbackcard', { roundId, agentId: 'mentor_tech', message: '' }),
      'sendFeedbackCardMessage',
      404,
    );
    expectAnswer(
      await api(undefined, 'POST', '/aiservice/feedbackcard', { roundId, agentId: 'mentor_tech', message: '' }),
      'sendFeedbackCardMessage',
      401,
    );
    const otherRound = await startRound(other, 'Other idea');
    expectAnswer(
      await api(other, 'POST', '/aiservice/feedbackcard', {
        roundId: otherRound,
        agentId: 'mentor_tech',
        message: 'Hi',
        threadId: mine.threadId,
      }),
      'sendFeedbackCardMessage',
      404,
    );
  });
});

describe('the Feedback Card with web search (SearXNG)', () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let founder: TestAccount;
  const { api, expectAnswer, startRound } = roundsApi(() => t.app);

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await buildTestApp({
      dialect: 'sqlite',
      env: { ...ACCOUNT_TEST_ENV, SEARXNG_URL: fake.baseUrl.replace(/\/v1$/, '') },
    });
    founder = await createAccount(t.app, 'searcher');
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('pins the pages found with their URLs, for a mentor who searches the web', async () => {
    fake.enqueue((_request, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          results: [
            { title: 'Pet care spending 2026', url: 'https://example.org/pets', content: 'Owners spend more on care.' },
          ],
        }),
      );
    });
    const roundId = await startRound(founder, 'Dog grooming');
    const res = await api(founder, 'POST', '/aiservice/feedbackcard', {
      roundId,
      agentId: 'mentor_market',
      message: 'How much do dog owners spend on grooming?',
      webSearch: true,
    });
    const reply = expectAnswer(res, 'sendFeedbackCardMessage', 200) as FeedbackCardReply;
    expect(reply.message.pins).toContainEqual(
      expect.objectContaining({ origin: 'web', source: 'https://example.org/pets', topic: 'Pet care spending 2026' }),
    );
    expect(reply.sources).toContainEqual({
      origin: 'web',
      name: 'Pet care spending 2026',
      url: 'https://example.org/pets',
    });
    expect(fake.requests.at(-1)?.url).toMatch(/^\/search\?q=How\+much/);
  });
});

describe('checkedOrigin', () => {
  const context = {
    passages: [{ fileName: 'study.pdf', text: 'x' }],
    webResults: [{ title: 'T', url: 'https://example.org/a', content: 'c' }],
  } as unknown as PromptContext;
  const pin = { topic: 'T', content: 'C' };

  it.each([
    [
      { origin: 'web', source: 'https://example.org/a' },
      { origin: 'web', source: 'https://example.org/a' },
    ],
    [
      { origin: 'web', source: 'https://made-up.example/b' },
      { origin: 'ai', source: null },
    ],
    [
      { origin: 'document', source: 'study.pdf' },
      { origin: 'document', source: 'study.pdf' },
    ],
    [
      { origin: 'document', source: 'other.pdf' },
      { origin: 'ai', source: null },
    ],
    [
      { origin: 'user', source: 'x' },
      { origin: 'user', source: null },
    ],
    [
      { origin: 'ai', source: 'https://example.org/a' },
      { origin: 'ai', source: null },
    ],
  ] as const)('%j becomes %j', (claimed, checked) => {
    expect(checkedOrigin({ ...pin, ...claimed }, context)).toEqual({ ...pin, ...checked });
  });
});
