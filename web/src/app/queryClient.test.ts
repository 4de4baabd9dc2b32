import { ApiError, networkError } from '@idea-studio/sdk';
import { describe, expect, it } from 'vitest';
import { createAppQueryClient } from './queryClient';

type Retry = (failures: number, error: unknown) => boolean;
const retryOf = (client = createAppQueryClient()) => client.getDefaultOptions().queries?.retry as Retry;
const apiError = (status: number) => new ApiError(status, 'Error', 'text', undefined);

describe('the app query client', () => {
  // One row per kind of failure: [case, error, asked again after the first and the second failure].
  it.each([
    ['no answer at all', networkError(new TypeError('Failed to fetch')), [true, true]],
    ['a 500', apiError(500), [true, true]],
    ['a 503', apiError(503), [true, true]],
    ['a 400', apiError(400), [false, false]],
    ['a 401', apiError(401), [false, false]],
    ['a 404', apiError(404), [false, false]],
    ['a 429', apiError(429), [false, false]],
    ['a failure that is no request (an unknown track)', new Error('Unknown track x'), [false, false]],
  ] as const)('after %s asks again: %j (then gives up)', (_case, error, [first, second]) => {
    const retry = retryOf();
    expect([retry(0, error), retry(1, error), retry(2, error)]).toEqual([first, second, false]);
  });

  it('does not ask again when the window regains the focus, and never retries a change', () => {
    const options = createAppQueryClient().getDefaultOptions();
    expect(options.queries?.refetchOnWindowFocus).toBe(false);
    expect(options.mutations?.retry).toBe(false);
  });

  it('retries nothing in tests', () => {
    expect(createAppQueryClient({ retry: false }).getDefaultOptions().queries?.retry).toBe(false);
  });
});
