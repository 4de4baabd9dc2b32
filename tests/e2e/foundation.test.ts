// The foundation as a visitor meets it: the built web app served by the real server, in Chromium.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspViolations } from '../src/harness/browser.js';
import type { RunningServer } from '../src/harness/server.js';
import { sharedBrowser, sharedServer } from '../src/harness/shared.js';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await sharedServer();
  browser = await sharedBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('landing page and shell', () => {
  it('the root address leads to the landing page with the claim and the two audiences', async () => {
    await page.goto(server.url);
    await page.waitForURL(`${server.url}/start`);
    // The landing page loads on demand: wait for it before reading it.
    await page.getByText('design. supercharged.').first().waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: 'Ecosystem Manager' }).isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'Access code' }).getAttribute('href')).toBe('/login/access');
  });

  it('rotates the claim word every 3 seconds', async () => {
    const word = page.getByTestId('rotating-word');
    const first = (await word.textContent())?.trim();
    expect(['innovation', 'business', 'product']).toContain(first);
    await page.waitForFunction(
      (before) => {
        const text = document.querySelector('[data-testid="rotating-word"]')?.textContent?.trim();
        return Boolean(text) && text !== before;
      },
      first,
      { timeout: 5000 },
    );
    const next = (await word.textContent())?.trim();
    expect(['innovation', 'business', 'product']).toContain(next);
    expect(next).not.toBe(first);
  });

  it('Startup Founder leads to /login', async () => {
    await page
      .getByRole('link', { name: 'Startup Founder' })
      .or(page.getByRole('button', { name: 'Startup Founder' }))
      .first()
      .click();
    await page.waitForURL(`${server.url}/login`);
  });

  it('an unknown path goes back to /start (served by the SPA fallback)', async () => {
    const response = await page.goto(`${server.url}/no/such/page`);
    expect(response?.status()).toBe(200);
    await page.waitForURL(`${server.url}/start`);
  });

  it('shows the Use mobile? notice below 768 px and hides it again on resize', async () => {
    await page.setViewportSize({ width: 600, height: 800 });
    await page.getByText('Use mobile?').waitFor({ state: 'visible' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByText('Use mobile?').waitFor({ state: 'hidden' });
  });

  it('the legal placeholder pages exist', async () => {
    for (const path of ['/imprint', '/privacy', '/terms', '/faq']) {
      await page.goto(`${server.url}${path}`);
      await page.waitForURL(`${server.url}${path}`);
    }
  });
});

describe('Content-Security-Policy', () => {
  it('blocks an inline script, and the browser watch of every test records the violation', async () => {
    await page.goto(`${server.url}/start`);
    await page.getByText('design. supercharged.').first().waitFor({ state: 'visible' });
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineScriptRan = true';
      document.body.append(script);
      // An inline script runs when it is inserted; a frame later it has run if it was allowed to.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return (window as unknown as { inlineScriptRan?: boolean }).inlineScriptRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations(browser).length).toBeGreaterThan(0);
    expect(cspViolations(browser).join('\n')).toMatch(/inline script/);
    // Provoked on purpose: emptied so that closing the browser does not fail the suite.
    cspViolations(browser).splice(0);
  });
});

describe('API reference', () => {
  it('/api/docs renders the interactive reference of the contract without any CDN', async () => {
    const external: string[] = [];
    page.on('request', (req) => {
      if (!req.url().startsWith(server.url)) external.push(req.url());
    });
    await page.goto(`${server.url}/api/docs`);
    await page.getByText('Idea Studio API').first().waitFor({ timeout: 20_000 });
    await page.getByText('/auth/login').first().waitFor();
    expect(external).toEqual([]);
  });
});
