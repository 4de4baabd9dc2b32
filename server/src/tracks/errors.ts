import { NO_RESULT_WARNING } from '@idea-studio/sdk';
import { ApiError } from '../http/errors.js';

/** The spec's message (part 2 §8), spelling included: the project for a new round or a file is not the user's. */
export function noProjectFound(): ApiError {
  return new ApiError(
    404,
    'noProject',
    'No Project found',
    'Please contact the support team. There is no project in your accouunt.',
  );
}

/** The Next rule of part 2 §4.1, §5 (the SDK's warning): a move may not go past a step without a saved result. */
export function noResultSaved(): ApiError {
  return new ApiError(400, 'noResultSaved', NO_RESULT_WARNING.headline, NO_RESULT_WARNING.text);
}
