import { createHash } from 'node:crypto';
import { LANDING_PAGE_FIELDS, type LandingPageData } from '@idea-studio/sdk';
import { describe, expect, it } from 'vitest';
import { HOSTED_PAGE_CSP, renderHostedPage, renderNotFoundPage } from './hosted-page.js';

// The hosted landing page's HTML (part 2 §2.18) rendered from landing page data: every section, every text
// escaped, no script, one style sheet allowed by its hash.

const DATA = Object.fromEntries(
  LANDING_PAGE_FIELDS.map((field) => [field, `Text of ${field}`]),
) as unknown as LandingPageData;

const view = (overrides: Partial<Parameters<typeof renderHostedPage>[0]> = {}) =>
  renderHostedPage({
    pageId: 'AbC_12-xyz',
    lang: 'en',
    data: DATA,
    publishedAt: '2026-11-27T10:00:00.000Z',
    ...overrides,
  });

describe('the hosted landing page', () => {
  it('shows every field of the landing page data but the testimonials, which come only as the view lists them', () => {
    const html = view();
    for (const field of LANDING_PAGE_FIELDS) {
      if (field.startsWith('testimonial')) expect(html, field).not.toContain(`Text of ${field}`);
      else expect(html, field).toContain(`Text of ${field}`);
    }
    expect(html).not.toContain('id="testimonials"');
  });

  it('shows the testimonials it is given (the founder’s and interview quotes), and the section only then', () => {
    const html = view({
      testimonials: [
        { slot: 2, text: 'We lose an hour a day.', name: 'Owner of a kiosk', position: 'Interview, 2026-03-04' },
      ],
    });
    expect(html).toContain('id="testimonials"');
    expect(html).toContain('What people say');
    expect(html).toContain('We lose an hour a day.');
    expect(html).toContain('Owner of a kiosk');
    expect(html).toContain('Interview, 2026-03-04');
  });

  it('has the nav with anchors to its sections, in English and in German', () => {
    const en = view();
    for (const [label, anchor] of [
      ['Home', 'home'],
      ['About', 'about'],
      ['Services', 'services'],
      ['Contact', 'contact'],
    ]) {
      expect(en).toContain(`<a href="#${anchor}">${label}</a>`);
      expect(en).toContain(`id="${anchor}"`);
    }
    expect(en).toContain('<html lang="en">');
    const de = view({ lang: 'de' });
    expect(de).toContain('<html lang="de">');
    for (const label of ['Start', 'Über uns', 'Leistungen', 'Kontakt']) expect(de).toContain(`>${label}</a>`);
  });

  it('posts the e-mail form to the page’s sign-up address, with a hidden honeypot and the privacy line', () => {
    const html = view();
    expect(html).toContain('<form method="post" action="/lp/AbC_12-xyz/signup">');
    expect(html).toMatch(/<input id="email" name="email" type="email" required/);
    expect(html).toMatch(
      /<div class="hp" aria-hidden="true">.*name="website" type="text" tabindex="-1" autocomplete="off"/,
    );
    expect(html).toContain('<button class="button" type="submit">Text of finalCTAButton</button>');
    expect(html).toContain('Your e-mail address goes only to the owner of this page.');
  });

  it('escapes every text and has no script at all', () => {
    const hostile = { ...DATA, heroHeadline: '<script>alert("x")</script>', companyName: `A & B's "Co"` };
    const html = view({ data: hostile, invalidEmail: '"><script>alert(1)</script>' });
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('A &amp; B&#39;s &quot;Co&quot;');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('shows a refused address with the error and the typed value; a sign-up with the thank-you line', () => {
    const refused = view({ invalidEmail: 'not-an-address' });
    expect(refused).toContain('Please enter a valid email address.');
    expect(refused).toContain('value="not-an-address" aria-invalid="true"');
    expect(view()).not.toContain('Please enter a valid email address.');
    expect(view({ signed: true })).toContain('Thank you for signing up!');
    expect(view()).not.toContain('Thank you for signing up!');
    expect(view({ lang: 'de', invalidEmail: 'x' })).toContain('Bitte gib eine gültige E-Mail-Adresse ein.');
  });

  it('allows exactly its own style sheet in the Content-Security-Policy', () => {
    const css = /<style>([\s\S]*?)<\/style>/.exec(view())?.[1] ?? '';
    const hash = createHash('sha256').update(css, 'utf8').digest('base64');
    expect(HOSTED_PAGE_CSP).toContain(`style-src 'sha256-${hash}'`);
    expect(HOSTED_PAGE_CSP).toMatch(/^default-src 'none'; /);
    for (const part of ['img-src data:', "form-action 'self'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(HOSTED_PAGE_CSP).toContain(part);
    }
    expect(renderNotFoundPage()).toContain(`<style>${css}</style>`);
    expect(view()).not.toMatch(/\sstyle=/);
  });

  it('makes no external request: no URL to another host', () => {
    expect(view()).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(view()).not.toMatch(/url\(/);
  });
});
