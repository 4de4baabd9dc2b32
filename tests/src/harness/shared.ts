// One server and one Chromium for all the end-to-end files of a Vitest worker instead of one of each per file.
// The files run one after another in the worker and share its module registry (isolate: false), so these
// module-level instances outlive each file. Every file makes its own accounts, so none needs a fresh database.
// Files that need a server with other settings start their own with `startServer`.
import { raisedRateLimits } from '@idea-studio/server/testing';
import type { Browser } from 'playwright-core';
import { inject } from 'vitest';
import { expectNoPolicyViolations, launchBrowser } from './browser.js';
import { type RunningServer, startServer } from './server.js';

let server: Promise<RunningServer> | undefined;
let browser: Promise<Browser> | undefined;

/**
 * The worker's server. Its rate limits are raised: every file logs in and calls the AI from 127.0.0.1 within the
 * same minutes, where each used to have a server, and so limits, of its own (the limits have tests of their own).
 * `close()` leaves it running for the next file; it ends with the worker, and its SQLite folder is removed by the
 * project's global teardown (e2eGlobalSetup.ts).
 */
export function sharedServer(): Promise<RunningServer> {
  server ??= startServer(raisedRateLimits(100_000), { parentDir: inject('sharedDataDir') }).then((running) => ({
    ...running,
    close: async () => {},
  }));
  return server;
}

/**
 * The worker's Chromium. `close()` ends a file's use of it: it closes the file's contexts and fails on the
 * Content-Security-Policy violations logged during the file, as closing a browser of its own did. Playwright kills
 * the browser when the worker exits.
 */
export function sharedBrowser(): Promise<Browser> {
  browser ??= launchBrowser().then((launched) => {
    launched.close = async () => {
      await Promise.all(launched.contexts().map((context) => context.close()));
      expectNoPolicyViolations(launched);
    };
    return launched;
  });
  return browser;
}
