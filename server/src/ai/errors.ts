import { ApiError } from '../http/errors.js';

/** The AI gave no valid answer after its retries (spec part 2 §8: 'Error / AI response failed'). */
export function aiFailed(): ApiError {
  return new ApiError(502, 'aiFailed', 'Error', 'AI response failed');
}

export { UnusableInputError } from '@idea-studio/assistant';

export function unusableInput(reason: string): ApiError {
  return new ApiError(400, 'unusableInput', 'Nothing to work with', reason);
}

export function unknownPrompt(): ApiError {
  return new ApiError(404, 'notFound', 'Unknown prompt', 'There is no AI prompt with this id.');
}

export function unknownAgent(): ApiError {
  return new ApiError(404, 'notFound', 'Unknown agent', 'There is no agent with this id.');
}

export function threadNotFound(): ApiError {
  return new ApiError(404, 'notFound', 'Chat not found', 'There is no such chat in your account.');
}

export function streamNotFound(): ApiError {
  return new ApiError(404, 'notFound', 'Stream not found', 'There is no stream with this id.');
}

export function stepNotFound(): ApiError {
  return new ApiError(404, 'notFound', 'Step not found', 'This step is not part of the round’s track.');
}

/** Web search needs TAVILY_API_KEY; without it the option is reported unavailable, never faked. */
export function webSearchUnavailable(text = 'Web search is not configured on this server.'): ApiError {
  return new ApiError(503, 'webSearchUnavailable', 'Web search unavailable', text);
}
