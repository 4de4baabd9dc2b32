import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helpers.js';

function directives(header: string | string[] | number | undefined): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
}

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it.each(['/', '/dashboard', '/api/docs'])('the page %s carries the app policy', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('script-src-attr')).toBe("'none'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect([...csp.values()].join(' ')).not.toMatch(/unsafe-eval/);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it.each(['/api/health', '/api/data/tracks', '/api/no/such/operation'])(
    'the API answer %s loads nothing and cannot be framed',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      const policy = directives(res.headers['content-security-policy']);
      if (url === '/api/no/such/operation') {
        // No operation: the page policy, which is strict as well.
        expect(policy.get('script-src')).toBe("'self'");
      } else {
        expect(Object.fromEntries(policy)).toEqual({ 'default-src': "'none'", 'frame-ancestors': "'none'" });
      }
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    },
  );

  it('the built app has no inline script the policy would block', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    for (const tag of res.body.match(/<script\b[^>]*>/g) ?? []) expect(tag).toMatch(/\bsrc=/);
    expect(res.body).not.toMatch(/\son[a-z]+=/i);
  });

  it('under https: HSTS and upgraded requests', async () => {
    const secure = await buildTestApp({ env: { APP_URL: 'https://ideas.example.com' } });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+; includeSubDomains/);
      const page = await secure.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(directives(page.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
      expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+; includeSubDomains/);
    } finally {
      await secure.close();
    }
  });
});
