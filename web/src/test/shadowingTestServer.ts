// The round r-1 at the Problem Shadowing step for the view's tests: the stateful round of the Qualify tests, with
// the AI answering the step's prompts (the day, the situations, alternative answers, autofill and the closing).
import { type ShadowingSituation, shadowingToInput, startShadowing, withSituationAnswer } from '@idea-studio/sdk';
import { stepAnswer } from './aiFixtures';
import { type FakeCall, type Handlers, ok, type Schemas } from './fakeApi';
import { type QualifyState, qualifyServer } from './qualifyTestServer';
import { makeTrackData, STEP, VALIDATE } from './trackFixtures';

export const DAY = [
  '6:30 — Mara comes home from the night shift and wakes the kids.',
  '14:00 — She checks whether tonight’s sitter has confirmed.',
  '19:30 — The sitter cancels an hour before her shift starts.',
];

/** The situations of the first load, each with the answer the AI suggests (the view starts them empty). */
export const SITUATIONS: ShadowingSituation[] = [
  { step: 'When the sitter cancels an hour before my shift, I', answer: 'phone everyone I know in a panic' },
  { step: 'When I look for a new sitter on my day off, I', answer: 'scroll through groups until late at night' },
  { step: 'When I leave the kids with someone new, I', answer: 'text home every hour of the shift' },
  { step: 'When a sitter asks for more money, I', answer: 'pay it because I have no choice' },
];

/** The situations after Reset & Start Again: the AI describes the day anew. */
export const NEW_SITUATIONS: ShadowingSituation[] = [
  { step: 'When the school calls during my sleep after a night shift, I', answer: 'miss the call' },
  { step: 'When my partner travels for work, I', answer: 'swap shifts with colleagues' },
];

/** The AI's alternative answers to situation n (STEP_PROMPT with stepPromptNumber n). */
export const ALTERNATIVES = (step: string): ShadowingSituation[] => [
  { step, answer: 'call the agency that never picks up' },
  { step, answer: 'ask my mother to drive two hours' },
  { step, answer: 'take an unpaid day off again' },
];

export const FILLED = (step: string) => `I do what I can about “${step.toLowerCase()}”`;

export const CLOSING: Schemas['ShadowingClosing'] = {
  target_user: 'Mara Jensen',
  persona_extension: {
    core_problem: 'No reliable childcare at short notice for night shifts',
    needs_and_barriers: ['Needs verified sitters within an hour', 'Cannot pay agency fees every week'],
  },
  core_problem: 'No reliable childcare at short notice for night shifts',
};

const isEmptyList = (value: unknown) => Array.isArray(value) && value.length === 0;

const promptOf = (call: FakeCall) => call.body as Schemas['AiStepRequest'];

/** A saved shadowing for `name` with the first `answered` situations answered by hand (the founder's). */
export function shadowingInput(name: string, answered: number) {
  let state = startShadowing(name, 'Sitter Now: verified sitters within an hour', DAY, SITUATIONS);
  for (let i = 0; i < answered; i++) state = withSituationAnswer(state, i, `My own answer number ${i + 1}`);
  const typed = new Set(state.situations.slice(0, answered).map((s) => s.step));
  return shadowingToInput(state).map((entry) =>
    typed.has(entry.type) ? { ...entry, author: 'founder' as const } : entry,
  );
}

/** The round at the Problem Shadowing step, with the given inputs, results and files. */
export function shadowingServer(initial: Partial<QualifyState> = {}, handlers: Handlers = {}) {
  const holder: { state?: QualifyState } = {};
  const server = qualifyServer(initial, {
    'GET /rounds/{roundId}/track': () =>
      ok(
        makeTrackData(
          { files: holder.state?.files ?? [], lastStreamId: VALIDATE, lastStepId: STEP.problemShadowing },
          holder.state?.results ?? [],
        ),
      ),
    'POST /aiservice/airesponse': (call) => {
      const prompt = promptOf(call);
      const content = JSON.parse(String(prompt.content)) as { situations?: ShadowingSituation[] };
      switch (prompt.promptType) {
        case 'INITIALIZE_STEP_PROMPT':
          return ok(stepAnswer([{ day_in_life_story: DAY }]));
        case 'STEP_PROMPT': {
          const number = prompt.stepPromptNumber ?? 0;
          // Reset saves an empty input before the situations are loaded again: the AI then tells another day.
          const resetBefore = isEmptyList(holder.state?.inputs[STEP.problemShadowing]);
          if (number === 0) return ok(stepAnswer(resetBefore ? NEW_SITUATIONS : SITUATIONS));
          return ok(stepAnswer(ALTERNATIVES(content.situations?.[number - 1]?.step ?? '')));
        }
        case 'FILL_OUT_ALL_PROMPT':
          return ok(stepAnswer((content.situations ?? []).map((s) => ({ step: s.step, answer: FILLED(s.step) }))));
        case 'CLOSING_STEP_PROMPT':
          return ok(stepAnswer([CLOSING]));
        default:
          return ok(stepAnswer([]));
      }
    },
    ...handlers,
  });
  holder.state = server.state;
  return server;
}
