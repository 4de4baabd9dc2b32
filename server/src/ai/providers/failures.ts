// How a request to the AI endpoint can fail, as the provider's retry loop sees it.

/** The endpoint failed for good (after its retries, or with a status that retrying cannot fix). */
export class AiProviderError extends Error {
  readonly reason: 'http' | 'timeout' | 'network' | 'answer';
  readonly status?: number;

  constructor(reason: AiProviderError['reason'], message: string, status?: number) {
    super(message);
    this.name = 'AiProviderError';
    this.reason = reason;
    this.status = status;
  }
}

/**
 * The endpoint refused a request option: the response format (`format`), one entry's JSON schema (`schema`, e.g.
 * a keyword it does not take) or `stream_options`. Ask again without it.
 */
export class OptionRefused extends Error {
  constructor(readonly option: 'format' | 'schema' | 'strict' | 'streamOptions' | 'temperature' | 'maxTokens') {
    super(`refused ${option}`);
  }
}

/** Retrying may help: rate limits, server errors, timeouts, broken connections. */
export class Retryable extends Error {
  constructor(
    readonly failure: AiProviderError,
    readonly retryAfterMs?: number,
  ) {
    super(failure.message);
  }
}

/** Statuses worth another attempt. */
export function retryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** Retry-After (seconds or an HTTP date) or retry-after-ms, in milliseconds. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const ms = headers.get('retry-after-ms');
  if (ms && Number.isFinite(Number(ms))) return Math.max(0, Number(ms));
  const value = headers.get('retry-after');
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
