// The largest inputs the AI routes accept (server/src/ai/input-caps.ts), as varied prose: every sentence is new to
// the offline engine, so each call costs it as much as a founder's real text of that length.
import { stepOfType } from '../src/harness/reference.js';
import type { BenchRequest } from './measure.js';
import type { Seeded } from './seed.js';

const CHAT_TEXT_CAP = 20_000;
const PROMPT_TEXT_CAP = 50_000;
const DOCUMENT_TEXT_CAP = 300_000;

const NOUNS =
  'bakery bread waste evening demand neighbour loaf discount owner family shop nurse shift hospital schedule student teacher homework farmer market price delivery bike city parent childcare cost energy roof tenant landlord repair'.split(
    ' ',
  );
const WORDS = 'the a our their because when who with for and to of in on every many small'.split(' ');

/** Varied English prose of `length` characters, the same for the same seed. */
export function prose(length: number, seed: number): string {
  let state = seed;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor((state / 2147483648) * n);
  };
  let text = '';
  while (text.length < length) {
    const words = Array.from({ length: 6 + next(10) }, (_, i) =>
      i % 2 ? WORDS[next(WORDS.length)] : `${NOUNS[next(NOUNS.length)]}${next(3) === 0 ? next(1000) : ''}`,
    );
    const sentence = `${words.join(' ')}. `;
    text += sentence[0]!.toUpperCase() + sentence.slice(1);
  }
  return text.slice(0, length);
}

/** A step's input, a paper to summarise, a paper's product ideas and a chat message, each at its route's cap. */
export function largestAiRequests(seeded: Seeded): BenchRequest[] {
  const headers = { authorization: seeded.authorization, 'content-type': 'application/json' };
  const step = stepOfType('basicIdea');
  const third = Math.floor(PROMPT_TEXT_CAP / 3) - 10;
  const post = (path: string, body: unknown): BenchRequest => ({
    method: 'POST',
    path,
    headers,
    body: JSON.stringify(body),
  });
  return [
    post('/api/aiservice/airesponse', {
      streamId: step.streamId,
      stepId: step.id,
      roundId: seeded.roundId,
      promptType: 'STEP_PROMPT',
      stepPromptNumber: 1,
      content: { problem: prose(third, 1), users: prose(third, 2), solution: prose(third, 3) },
    }),
    post('/api/aiservice/standalone', {
      promptId: 'SUMMARIZE_DOCUMENT_UPLOAD',
      userInput: prose(DOCUMENT_TEXT_CAP, 4),
    }),
    post('/api/aiservice/standalone', { promptId: 'GENERATE_PRODUCT_IDEAS', userInput: prose(PROMPT_TEXT_CAP, 5) }),
    post('/api/aiservice/default', {
      agentId: 'flying_jhonny',
      modelId: 'HOMECHAT',
      userText: prose(CHAT_TEXT_CAP, 6),
    }),
  ];
}
