/**
 * The part of the server's logger (pino) the AI layer writes to. It logs ids, counts and timings — never the
 * prompts, the user's texts or the answers.
 */
export interface AiLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export const silentLog: AiLog = { info() {}, warn() {} };
