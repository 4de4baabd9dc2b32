import { createHash } from 'node:crypto';
import { hostedPagePath, type LandingPageData, type Lang } from '@idea-studio/sdk';
import { escapeHtml } from '../http/html.js';
import type { PublicTestimonial } from './testimonials.js';

// The hosted landing page (part 2 §2.18) as one self-contained HTML document rendered on the server: no script,
// no external request (no fonts, no images: the big image is drawn with CSS gradients), one constant style sheet
// allowed by its hash in the Content-Security-Policy. Every text from the page data is HTML-escaped.

/** What one rendering of a published page shows. */
export interface HostedPageView {
  pageId: string;
  lang: Lang;
  data: LandingPageData;
  publishedAt: string;
  /**
   * The testimonials to show: only the founder's own and quotes of real interviews (testimonials.ts). The AI's
   * example slots never appear; without any, the page has no testimonials section at all.
   */
  testimonials?: readonly PublicTestimonial[];
  /** After a sign-up (Post/Redirect/Get): the thank-you line. */
  signed?: boolean;
  /** After a refused address: the error and the address as typed. */
  invalidEmail?: string;
}

interface Labels {
  nav: { home: string; about: string; services: string; contact: string; label: string };
  testimonials: string;
  emailLabel: string;
  emailPlaceholder: string;
  honeypotLabel: string;
  privacy: string;
  thanks: string;
  invalidEmail: string;
  /** Refused requests on a page's routes (400/415, 413, 429, 5xx). */
  refused: { unreadable: string; tooLong: string; tooMany: string; failed: string };
}

const LABELS: Record<Lang, Labels> = {
  en: {
    nav: { home: 'Home', about: 'About', services: 'Services', contact: 'Contact', label: 'Sections' },
    testimonials: 'What people say',
    emailLabel: 'Your e-mail address',
    emailPlaceholder: 'you@example.com',
    honeypotLabel: 'Leave this field empty',
    privacy: 'Your e-mail address goes only to the owner of this page. It is not passed on to anyone else.',
    thanks: 'Thank you for signing up! You will hear from us.',
    invalidEmail: 'Please enter a valid email address.',
    refused: {
      unreadable: 'The form could not be read. Please send it again from the page.',
      tooLong: 'This entry is too long.',
      tooMany: 'Too many requests, please try again later.',
      failed: 'Something went wrong. Please try again later.',
    },
  },
  de: {
    nav: { home: 'Start', about: 'Über uns', services: 'Leistungen', contact: 'Kontakt', label: 'Bereiche' },
    testimonials: 'Das sagen andere',
    emailLabel: 'Deine E-Mail-Adresse',
    emailPlaceholder: 'du@beispiel.de',
    honeypotLabel: 'Dieses Feld bitte leer lassen',
    privacy: 'Deine E-Mail-Adresse geht nur an den Inhaber dieser Seite. Sie wird an niemanden weitergegeben.',
    thanks: 'Danke für deine Anmeldung! Du hörst von uns.',
    invalidEmail: 'Bitte gib eine gültige E-Mail-Adresse ein.',
    refused: {
      unreadable: 'Das Formular konnte nicht gelesen werden. Bitte sende es noch einmal von der Seite aus.',
      tooLong: 'Diese Eingabe ist zu lang.',
      tooMany: 'Zu viele Anfragen, bitte versuche es später noch einmal.',
      failed: 'Etwas ist schiefgelaufen. Bitte versuche es später noch einmal.',
    },
  },
};

export const PAGE_NOT_FOUND_TEXT = 'This page does not exist.';

/** The one style sheet of every hosted page; ASCII only, so its hash is that of its UTF-8 bytes. */
const CSS = `
*,*::before,*::after{box-sizing:border-box}
html{scroll-behavior:smooth}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1f2330;background:#fff;line-height:1.6}
h1,h2,h3{line-height:1.2;margin:0 0 .75rem}
h1{font-size:clamp(2rem,5vw,3.25rem)}
h2{font-size:clamp(1.5rem,3.5vw,2.25rem);text-align:center;margin-bottom:2rem}
h3{font-size:1.15rem}
p{margin:0 0 1rem}
a{color:inherit}
.wrap{max-width:1100px;margin:0 auto;padding:0 1.25rem}
.top{position:sticky;top:0;z-index:2;background:rgba(255,255,255,.94);border-bottom:1px solid #e7e9f0}
.top .wrap{display:flex;align-items:center;justify-content:space-between;gap:1rem;min-height:4rem;flex-wrap:wrap}
.brand{font-weight:700;font-size:1.15rem;text-decoration:none}
.top nav{display:flex;gap:1.25rem;flex-wrap:wrap}
.top nav a{text-decoration:none;color:#4a5064}
.top nav a:hover,.top nav a:focus-visible{color:#3b3fd8}
.notice{margin:1rem auto;max-width:1100px;padding:.85rem 1.25rem;border-radius:.5rem;background:#e8f7ee;color:#14532d;font-weight:600}
section{padding:4.5rem 0}
.hero{background:linear-gradient(160deg,#eef0ff 0%,#fff 70%);text-align:center}
.hero p{font-size:1.2rem;color:#4a5064;max-width:42rem;margin:0 auto 2rem}
.actions{display:flex;gap:.75rem;justify-content:center;flex-wrap:wrap}
.button{display:inline-block;padding:.8rem 1.5rem;border-radius:999px;font-weight:600;text-decoration:none;border:2px solid #3b3fd8;font:inherit;font-weight:600;cursor:pointer}
.primary{background:#3b3fd8;color:#fff}
.secondary{background:transparent;color:#3b3fd8}
.cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(240px,1fr));gap:1.25rem}
.card{border:1px solid #e7e9f0;border-radius:1rem;padding:1.5rem;background:#fff;box-shadow:0 1px 3px rgba(31,35,48,.06)}
.card p{color:#4a5064;margin:0}
.alt{background:#f7f8fb}
.checks,.steps{list-style:none;margin:0 auto;padding:0;max-width:46rem;display:grid;gap:1rem}
.checks li,.steps li{display:flex;gap:.85rem;align-items:flex-start;background:#fff;border-radius:.75rem;padding:1rem 1.25rem;border:1px solid #e7e9f0}
.checks li::before{content:"\\2713";flex:none;width:1.75rem;height:1.75rem;border-radius:50%;background:#e8f7ee;color:#15803d;display:grid;place-items:center;font-weight:700}
.steps{counter-reset:step}
.steps li::before{counter-increment:step;content:counter(step);flex:none;width:1.75rem;height:1.75rem;border-radius:50%;background:#3b3fd8;color:#fff;display:grid;place-items:center;font-weight:700}
.quotes{display:grid;grid-template-columns:repeat(auto-fit,minmax(260px,1fr));gap:1.25rem}
figure{margin:0;border-radius:1rem;padding:1.5rem;background:#fff;border:1px solid #e7e9f0;display:flex;flex-direction:column;justify-content:space-between;gap:1rem}
blockquote{margin:0;font-style:italic;color:#363b4d}
figcaption{display:flex;align-items:center;gap:.75rem}
figcaption span{display:block;color:#6b7185;font-size:.9rem}
.avatar{flex:none;width:2.5rem;height:2.5rem;border-radius:50%;background:linear-gradient(135deg,#3b3fd8,#c026d3);color:#fff;display:grid;place-items:center;font-weight:700}
.banner{position:relative;overflow:hidden;min-height:22rem;display:flex;align-items:center;color:#fff;text-align:center;background:radial-gradient(circle at 15% 20%,rgba(255,255,255,.28) 0,rgba(255,255,255,0) 28%),radial-gradient(circle at 85% 75%,rgba(255,214,102,.45) 0,rgba(255,214,102,0) 30%),linear-gradient(125deg,#1e1b4b 0%,#3b3fd8 45%,#c026d3 80%,#f97316 100%)}
.banner::after{content:"";position:absolute;inset:auto -10% -40% -10%;height:60%;background:radial-gradient(ellipse at center,rgba(255,255,255,.18) 0,rgba(255,255,255,0) 70%)}
.banner p{position:relative;z-index:1;font-size:clamp(1.3rem,3vw,2rem);font-weight:600;max-width:48rem;margin:0 auto;text-shadow:0 2px 12px rgba(0,0,0,.25)}
.cta{background:#1f2330;color:#fff;text-align:center}
.cta form{display:flex;gap:.75rem;justify-content:center;flex-wrap:wrap;max-width:34rem;margin:0 auto 1rem}
.cta input[type=email]{flex:1 1 16rem;padding:.8rem 1rem;border-radius:999px;border:2px solid transparent;font:inherit}
.cta input[aria-invalid=true]{border-color:#f87171}
.cta .button{background:#fff;color:#1f2330;border-color:#fff}
.error{color:#fecaca;font-weight:600}
.privacy{font-size:.85rem;color:#c5c9d6;max-width:34rem;margin:0 auto}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
footer{padding:2rem 0;text-align:center;color:#6b7185;font-size:.9rem}
.message{min-height:70vh;display:grid;place-items:center;text-align:center}
`;

/** The Content-Security-Policy of every hosted page: nothing but the one inline style sheet and data: images. */
export const HOSTED_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(CSS, 'utf8').digest('base64')}'`,
  'img-src data:',
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const e = escapeHtml;

function initialOf(name: string): string {
  const first = Array.from(name.trim())[0] ?? '';
  return first.toUpperCase();
}

function documentOf(lang: Lang, title: string, description: string | undefined, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)}</title>
${description ? `<meta name="description" content="${e(description)}">\n` : ''}<link rel="icon" href="data:,">
<style>${CSS}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/** The published landing page: nav, hero, offer cards, features, solution, testimonials, banner, services, CTA. */
export function renderHostedPage(view: HostedPageView): string {
  const d = view.data;
  const t = LABELS[view.lang];
  const invalid = view.invalidEmail !== undefined;
  const offers = ([1, 2, 3] as const)
    .map(
      (n) =>
        `<article class="card"><h3>${e(d[`offeringTitle${n}`])}</h3><p>${e(d[`offeringSubheadline${n}`])}</p></article>`,
    )
    .join('\n');
  const features = ([1, 2, 3] as const).map((n) => `<li>${e(d[`feature${n}`])}</li>`).join('\n');
  const solutions = ([1, 2, 3] as const).map((n) => `<li>${e(d[`solution${n}`])}</li>`).join('\n');
  const quotes = (view.testimonials ?? [])
    .map(
      (q) =>
        `<figure><blockquote><p>${e(q.text)}</p></blockquote><figcaption><span class="avatar" aria-hidden="true">${e(initialOf(q.name))}</span><div><strong>${e(q.name)}</strong><span>${e(q.position)}</span></div></figcaption></figure>`,
    )
    .join('\n');
  const testimonials = quotes
    ? `<section id="testimonials" class="alt"><div class="wrap">
<h2>${e(t.testimonials)}</h2>
<div class="quotes">
${quotes}
</div>
</div></section>
`
    : '';
  const services = ([1, 2, 3] as const)
    .map(
      (n) =>
        `<article class="card"><h3>${e(d[`serviceCard${n}Name`])}</h3><p>${e(d[`serviceCard${n}Description`])}</p></article>`,
    )
    .join('\n');
  const action = `${hostedPagePath(view.pageId)}/signup`;
  const year = view.publishedAt.slice(0, 4);

  const body = `<header class="top"><div class="wrap">
<a class="brand" href="#home">${e(d.companyName)}</a>
<nav aria-label="${e(t.nav.label)}"><a href="#home">${e(t.nav.home)}</a><a href="#about">${e(t.nav.about)}</a><a href="#services">${e(t.nav.services)}</a><a href="#contact">${e(t.nav.contact)}</a></nav>
</div></header>
${view.signed ? `<p class="notice" role="status">${e(t.thanks)}</p>\n` : ''}<main>
<section id="home" class="hero"><div class="wrap">
<h1>${e(d.heroHeadline)}</h1>
<p>${e(d.heroDescription)}</p>
<div class="actions"><a class="button primary" href="#contact">${e(d.heroButton1)}</a><a class="button secondary" href="#about">${e(d.geroButton2)}</a></div>
</div></section>
<section id="about"><div class="wrap">
<h2>${e(d.offerHeadline)}</h2>
<div class="cards">
${offers}
</div>
</div></section>
<section id="features" class="alt"><div class="wrap">
<h2>${e(d.featuresHeadline)}</h2>
<ul class="checks">
${features}
</ul>
</div></section>
<section id="solution"><div class="wrap">
<h2>${e(d.solutionHeadline)}</h2>
<ol class="steps">
${solutions}
</ol>
</div></section>
${testimonials}<section class="banner"><div class="wrap"><p>${e(d.bigImageSection)}</p></div></section>
<section id="services"><div class="wrap">
<h2>${e(d.valuePropositionHeadline)}</h2>
<div class="cards">
${services}
</div>
</div></section>
<section id="contact" class="cta"><div class="wrap">
<h2>${e(d.finalCTAHeadline)}</h2>
<form method="post" action="${e(action)}">
<label class="sr" for="email">${e(t.emailLabel)}</label>
<input id="email" name="email" type="email" required maxlength="254" autocomplete="email" placeholder="${e(t.emailPlaceholder)}"${invalid ? ` value="${e(view.invalidEmail ?? '')}" aria-invalid="true" aria-describedby="email-error" autofocus` : ''}>
<div class="hp" aria-hidden="true"><label for="website">${e(t.honeypotLabel)}</label><input id="website" name="website" type="text" tabindex="-1" autocomplete="off"></div>
<button class="button" type="submit">${e(d.finalCTAButton)}</button>
</form>
${invalid ? `<p id="email-error" class="error" role="alert">${e(t.invalidEmail)}</p>\n` : ''}<p class="privacy">${e(t.privacy)}</p>
</div></section>
</main>
<footer><div class="wrap">&copy; ${e(year)} ${e(d.companyName)}</div></footer>`;

  return documentOf(view.lang, d.companyName, d.heroDescription, body);
}

/** A short page for an address that shows nothing (unknown, unpublished) or a request that was refused. */
export function renderMessagePage(text: string, title = text, lang: Lang = 'en'): string {
  return documentOf(lang, title, undefined, `<main class="message"><div class="wrap"><h1>${e(text)}</h1></div></main>`);
}

export type RefusalKind = keyof Labels['refused'];

/** The page for a refused request, in the language of the page it was sent to. */
export function renderRefusedPage(kind: RefusalKind, lang: Lang): string {
  return renderMessagePage(LABELS[lang].refused[kind], undefined, lang);
}

export function renderNotFoundPage(): string {
  return renderMessagePage(PAGE_NOT_FOUND_TEXT, 'Page not found');
}
