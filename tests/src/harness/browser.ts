// Debian's Chromium driven by playwright-core (never a downloaded browser).
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const violationsOf = new WeakMap<Browser, string[]>();

/**
 * Content-Security-Policy violations Chromium logged so far in any page of this browser (a test that provokes
 * one on purpose empties the list after checking it).
 */
export function cspViolations(browser: Browser): string[] {
  return violationsOf.get(browser) ?? [];
}

/**
 * Every page of every end-to-end test runs under the server's real Content-Security-Policy: a violation that
 * Chromium logs (a blocked inline script, style, frame or request) fails the suite when its browser closes.
 */
function watchPolicy(browser: Browser): void {
  const violations: string[] = [];
  violationsOf.set(browser, violations);
  const watched = new WeakSet<BrowserContext>();
  const watch = (context: BrowserContext) => {
    if (watched.has(context)) return;
    watched.add(context);
    context.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) {
        violations.push(`${message.location().url || message.page()?.url()}: ${message.text()}`);
      }
    });
  };
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    watch(context);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (...args) => {
    const page = await newPage(...args);
    watch(page.context());
    return page;
  };
  const close = browser.close.bind(browser);
  browser.close = async (...args) => {
    await close(...args);
    expectNoPolicyViolations(browser);
  };
}

/** Fails on the Content-Security-Policy violations logged since the last check, and empties the list. */
export function expectNoPolicyViolations(browser: Browser): void {
  const violations = cspViolations(browser).splice(0);
  if (violations.length > 0) throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
}

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install it with \`apt-get install -y chromium\` (.ci/run does).`,
    );
  }
  // playwright gives every launch a fresh temporary profile of its own.
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  watchPolicy(browser);
  return browser;
}
