// The Expert Chat's fields against a fake round (typed by the contract; unhandled requests answer 501): the open
// round is answered by its letter or in the founder's own words, the partner is asked for a round without a turn, and
// a name or text that does not fit writes nothing.
import { describe, expect, it } from 'vitest';
import type { ExpertChatEntry, Persona } from '../ai.js';
import { createIdeaClient } from '../client.js';
import type { TrackData, TrackStructure } from '../flows/tracks.js';
import type { components } from '../generated/openapi.js';
import { chatFromInput } from '../rules/expertChat.js';
import { expertChatFields } from './expertChat.js';
import { stepContext } from './index.js';
import { StepFieldError } from './types.js';

type S = components['schemas'];
const ROUND = 'rnd_1';
const TINDER = 'step-tinder';
const CHAT = 'step-chat';
const PERSONA = { name: 'Lena Weber', short_summary: 'Baker.', values: [] } as unknown as Persona;

const entry = (turn: number): ExpertChatEntry => ({
  speaker: 'Mira Skylark',
  text: `Lead-in ${turn}.`,
  options: [`a) Yes ${turn}.`, `b) Maybe ${turn}.`, `c) No ${turn}.`],
  follow_up_question: `Question ${turn}?`,
  turn,
});

function fakeChat() {
  let input: unknown = null;
  const prompts: S['AiStepRequest'][] = [];
  const puts: unknown[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const route = `${request.method} ${path}`;
    const body = request.method === 'GET' ? undefined : await request.json();
    if (route === `GET /rounds/${ROUND}/inputs/${TINDER}`)
      return json(200, { roundId: ROUND, stepId: TINDER, content: { positivePersonas: [PERSONA] } });
    if (route === `GET /rounds/${ROUND}/inputs/${CHAT}`)
      return json(200, { roundId: ROUND, stepId: CHAT, content: input });
    if (route === `PUT /rounds/${ROUND}/inputs/${CHAT}`) {
      input = (body as S['UserInputUpdate']).content;
      puts.push(input);
      return json(200, { roundId: ROUND, stepId: CHAT, content: input });
    }
    if (route === 'POST /aiservice/airesponse') {
      const prompt = body as S['AiStepRequest'];
      prompts.push(prompt);
      return json(200, { promptResult: [entry(prompt.stepPromptNumber ?? 1)], provider: 'offline' });
    }
    return json(501, { msg: { headline: 'Not implemented', text: route }, code: 'notImplemented' });
  };
  const client = createIdeaClient({ baseUrl: 'http://api.test/api', fetch, token: 'tok' });
  const step = (id: string, type: string) => ({ id, type, name_en: type, name_de: type }) as S['Step'];
  const structure: TrackStructure = {
    track: { id: 'Clu-4-HBY' } as S['Track'],
    streams: [
      { id: 'stream-1', steps: [step(TINDER, 'userTinder'), step(CHAT, 'expertChat')] },
    ] as TrackStructure['streams'],
  };
  const data: TrackData = {
    id: 'Clu-4-HBY',
    roundId: ROUND,
    name: 'Bread',
    finished: 0,
    streams: [
      {
        id: 'stream-1',
        steps: [],
        results: [
          {
            stepId: TINDER,
            streamId: 'stream-1',
            stepIndex: 1,
            name: 'userTinder',
            result: { main_persona: PERSONA },
            finished: 1,
            fileId: null,
          },
        ],
      },
    ],
    files: [],
  } as unknown as TrackData;
  return { ctx: stepContext(client, data, structure, CHAT), prompts, puts, input: () => input };
}

describe('the Expert Chat fields', () => {
  it('read asks the partner for round 1 of a new chat and shows it open with its options', async () => {
    const fake = fakeChat();
    const fields = await expertChatFields.read(fake.ctx);
    expect(fields).toEqual([
      {
        name: 'round.1',
        label: { en: 'Round 1', de: 'Runde 1' },
        question: 'Lead-in 1. Question 1?',
        value: '',
        options: ['Yes 1.', 'Maybe 1.', 'No 1.'],
        open: true,
      },
    ]);
    expect(fake.prompts.map((p) => p.stepPromptNumber)).toEqual([1]);
  });

  it('write takes a letter as the AI’s option, accepted, and other text as the founder’s own words', async () => {
    const fake = fakeChat();
    await expertChatFields.write(fake.ctx, [
      { name: 'round.1', value: 'B)' },
      { name: 'answer', value: '  Only when the oven breaks down.  ' },
    ]);
    const state = chatFromInput(fake.input()).state!;
    expect(state.activeStep).toBe(2);
    expect(state.rounds.slice(0, 2).map((r) => [r.value, r.author])).toEqual([
      ['Maybe 1.', 'ai-accepted'],
      ['Only when the oven breaks down.', 'founder'],
    ]);
    // Round 2's question was asked before it was answered; the prompt marks the founder's own words for round 3.
    const fields = await expertChatFields.read(fake.ctx);
    expect(fields.map((f) => [f.name, f.open, f.locked ?? false])).toEqual([
      ['round.1', false, true],
      ['round.2', false, true],
      ['round.3', true, false],
    ]);
    expect(JSON.parse(String(fake.prompts.at(-1)?.content)).transcript[1]).toMatchObject({ round: 2, own: true });
  });

  it.each([
    [[{ name: 'round.2', value: 'a' }], 'Round 2 is not open: the chat goes on at round 1.'],
    [[{ name: 'question', value: 'a' }], 'This step has no field "question"; its fields are: answer, round.<n>.'],
    [[{ name: 'answer', value: '   ' }], 'answer: The answer is empty.'],
    [
      [
        { name: 'round.1', value: 'a' },
        { name: 'round.3', value: 'b' },
      ],
      'Round 3 is not open: the chat goes on at round 2.',
    ],
  ])('refuses %j before the partner is asked or anything saved', async (values, message) => {
    const fake = fakeChat();
    const writing = expertChatFields.write(fake.ctx, values);
    await expect(writing).rejects.toBeInstanceOf(StepFieldError);
    await expect(writing).rejects.toThrow(message);
    expect(fake.prompts).toEqual([]);
    expect(fake.puts).toEqual([]);
  });
});
