import { ApiError, TOO_MANY_REQUESTS_TEXT } from '../http/errors.js';

export { invalidInput } from '../http/errors.js';

// The auth domain's error answers. Codes are stable: the web and the CLI branch on them.

export function notLoggedIn(): ApiError {
  return new ApiError(401, 'notLoggedIn', 'Not logged in', 'Please log in again.');
}

/** Login and every protected route of an account whose address is not confirmed yet (part 1 §6). */
export function confirmEmailFirst(): ApiError {
  return new ApiError(
    403,
    'confirmEmail',
    'E-mail not confirmed',
    'Please confirm your e-mail address with the link in the mail we sent you, then log in. ' +
      'No mail? You can have the link sent again.',
  );
}

export function xsrfRefused(): ApiError {
  return new ApiError(403, 'xsrf', 'Request refused', 'The security token of this request is missing or wrong.');
}

/** The same answer for an unknown address and a wrong password. */
export function invalidCredentials(): ApiError {
  return new ApiError(401, 'invalidCredentials', 'Login failed', 'The e-mail address or the password is wrong.');
}

export function invalidCode(): ApiError {
  return new ApiError(
    401,
    'invalidCode',
    'Wrong code',
    'The code is not correct. Please check the mail and try again.',
  );
}

/** Unknown, used, expired, or killed by too many wrong codes: the login must start again. */
export function verifyExpired(): ApiError {
  return new ApiError(
    401,
    'verifyExpired',
    'Code expired',
    'This login code is no longer valid. Please log in again to get a new code.',
  );
}

export function invalidApiKey(): ApiError {
  return new ApiError(401, 'invalidApiKey', 'Auto-login failed', 'The user id or API key is not valid. Please log in.');
}

export function notRemembered(): ApiError {
  return new ApiError(
    401,
    'notRemembered',
    'Auto-login failed',
    'This browser is not remembered any more. Please log in.',
  );
}

export function autoLoginPair(): ApiError {
  return new ApiError(
    400,
    'invalidInput',
    'Invalid input',
    'Send userId and apiKey together, or neither (the browser then sends its remember cookie).',
  );
}

export function confirmLinkInvalid(): ApiError {
  return new ApiError(404, 'notFound', 'Missing Data', 'Confirm your Email not possible. Please contact the support.');
}

export function resetLinkInvalid(): ApiError {
  return new ApiError(
    404,
    'notFound',
    'Link expired',
    'This password link is invalid or has expired. Please request a new one.',
  );
}

export function promotionNotFound(): ApiError {
  return new ApiError(404, 'notFound', 'Promotion not found', 'This promotion does not exist.');
}

export function tooManyRequests(): ApiError {
  return new ApiError(429, 'tooManyRequests', 'Too many requests', TOO_MANY_REQUESTS_TEXT);
}
