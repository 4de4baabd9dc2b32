// The largest inputs the AI routes accept (server/src/ai/input-caps.ts), as varied prose: every sentence is new to
// the offline engine, so each call costs it as much as a founder's real text of that length.
import { prose } from '@idea-studio/server/testing';
import { stepOfType } from '../src/harness/reference.js';
import type { BenchRequest } from './measure.js';
import type { Seeded } from './seed.js';

const CHAT_TEXT_CAP = 20_000;
const PROMPT_TEXT_CAP = 50_000;
const DOCUMENT_TEXT_CAP = 300_000;

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
