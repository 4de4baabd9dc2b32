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
