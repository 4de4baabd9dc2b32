// The round r-1 at the Solution Expert Chat step for the view's tests: the stateful round of the Qualify tests
// (Mara Jensen the main persona, Tom accepted too), with the AI answering the chat's rounds and its summary.
import type { ExpertChatEntry, Persona } from '@idea-studio/sdk';
import { stepAnswer } from './aiFixtures';
import { type FakeCall, type Handlers, ok, type Schemas } from './fakeApi';
import { PERSONAS, type QualifyState, qualifyServer, tinderResultOf } from './qualifyTestServer';
import { makeTrackData, STEP, VALIDATE } from './trackFixtures';

export const [MARA, TOM] = PERSONAS as [Persona, Persona];

/** The partner's entry for a round; `asked` counts how often the round was asked (a Refresh asks again). */
export const ENTRY = (round: number, asked: number, speaker = 'Mira Skylark'): ExpertChatEntry => ({
  speaker,
  text: `Lead-in ${round}.${asked}`,
  follow_up_question: `Question ${round}.${asked}?`,
  options: [
    `a) Keen reaction ${round}.${asked}`,
    `b) Conditional reaction ${round}.${asked}`,
    `c) Doubtful reaction ${round}.${asked}`,
  ],
  turn: round,
});

export const SUMMARY = { summary: 'Mara would try it.', learned: ['Evenings matter.'], objections: ['The price.'] };

/** Mara's Tinder result and the Tinder input with Mara and Tom accepted. */
export function withAcceptedUsers(): Partial<QualifyState> {
  const tinder = tinderResultOf(MARA);
  return {
    results: [tinder.result],
    files: [tinder.file],
    inputs: { [STEP.userTinder]: { positivePersonas: [TOM, MARA], negativePersonas: [], skippedPersonas: [] } },
  };
}

export function chatServer(initial: Partial<QualifyState> = withAcceptedUsers(), handlers: Handlers = {}) {
  const holder: { state?: QualifyState } = {};
  const asked = new Map<number, number>();
  const server = qualifyServer(initial, {
    'GET /rounds/{roundId}/track': () =>
      ok(
        makeTrackData(
          { files: holder.state?.files ?? [], lastStreamId: VALIDATE, lastStepId: STEP.expertChat },
          holder.state?.results ?? [],
        ),
      ),
    'POST /aiservice/airesponse': (call: FakeCall) => {
      const prompt = call.body as Schemas['AiStepRequest'];
      if (prompt.promptType === 'CLOSING_STEP_PROMPT') return ok(stepAnswer([SUMMARY]));
      const round = prompt.stepPromptNumber ?? 1;
      const count = (asked.get(round) ?? 0) + 1;
      asked.set(round, count);
      const partner = (JSON.parse(String(prompt.content)) as { partner?: { name?: string } }).partner?.name;
      return ok(stepAnswer([ENTRY(round, count, partner)]));
    },
    ...handlers,
  });
  holder.state = server.state;
  return server;
}
