/**
 * The timeout of one request to the AI endpoint as an abort signal: it fires when nothing arrived for `ms`
 * (`touch()` restarts the wait, once per streamed chunk) and follows the caller's own signal.
 */
export class Deadline {
  timedOut = false;
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private readonly onAbort = () => this.controller.abort(this.caller?.reason);

  constructor(
    private readonly ms: number,
    private readonly caller?: AbortSignal,
  ) {
    caller?.addEventListener('abort', this.onAbort, { once: true });
    this.touch();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  touch(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort();
    }, this.ms);
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.caller?.removeEventListener('abort', this.onAbort);
  }
}
