// Secrets travel in some URLs (confirmation and reset links, the login link with its code) and in the subject
// of the login-code mail. These helpers keep them out of the logs; app.ts wires them into the logger.

export const REDACTED = '[redacted]';

/** Path segments that are secrets: the id after these prefixes (API routes and the web app's link targets). */
const SECRET_SEGMENTS = /(\/(?:auth\/confirm|login\/confirm|login\/set-new-password|login\/verify|invite)\/)[^/?#]+/gi;
/** Query parameters that carry secrets. */
const SECRET_QUERY = /([?&](?:code|verifyCode|resetId|resetid|confirmId|apiKey|token)=)[^&#]*/gi;

/** The URL with secret path segments and query values replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_SEGMENTS, `$1${REDACTED}`).replace(SECRET_QUERY, `$1${REDACTED}`);
}

/** A mail subject with any 6-digit login code masked. */
export function redactSubject(subject: string): string {
  return subject.replace(/\b\d{6}\b/g, '******');
}

/** pino `redact.censor`: mail subjects keep their words, everything else redacted becomes `[redacted]`. */
export function censor(value: unknown, path: string[]): unknown {
  if (path[path.length - 1] === 'subject' && typeof value === 'string') return redactSubject(value);
  return REDACTED;
}
