// Small checks for parsed JSON (API bodies, AI answers, stored data), shared by the SDK, server, web and CLI.

/** A plain JSON object: not null and not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
