import { LANDING_PAGE_FIELDS, type LandingPageData } from '@idea-studio/sdk';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { nowIso } from '../db/ids.js';
import { addProjectMember } from '../projects/repository.js';
import { ACCOUNT_TEST_ENV, createAccount, type TestAccount } from '../test/accounts.js';
import { buildTestApp, describeEachDialect, type TestApp } from '../test/helpers.js';
import { roundsApi } from '../test/rounds-api.js';

// Landing pages on the server (part 2 §2.17, §2.18, §7.4): the internal landing page JSON of a round, the hosted
// page's account and publishing, the page itself as static HTML at /lp/{id}, and its sign-ups.

const LANDING: LandingPageData = {
  companyName: 'Sunbox',
  heroHeadline: 'Light for every kiosk after dark',
  heroDescription: 'Solar boxes that keep small shops open in the evening.',
  heroButton1: 'Join the pilot',
  geroButton2: 'Learn more',
  offerHeadline: 'What Sunbox offers',
  offeringTitle1: 'Solar box',
  offeringSubheadline1: 'A panel, a battery and two lamps in one case.',
  offeringTitle2: 'Pay per week',
  offeringSubheadline2: 'Small weekly payments instead of a large price.',
  offeringTitle3: 'Repair service',
  offeringSubheadline3: 'A technician within two days.',
  featuresHeadline: 'Why kiosk owners choose it',
  feature1: 'Four hours of light on one charge',
  feature2: 'Charges phones for customers',
  feature3: 'Installed in under an hour',
  solutionHeadline: 'How it works',
  solution1: 'Order the box from your supplier',
  solution2: 'Mount the panel on the roof',
  solution3: 'Sell after sunset',
  testimonial1: 'I close two hours later now.',
  testimonial1Name: 'Amina Okafor',
  testimonial1Position: 'Kiosk owner, Lagos',
  testimonial2: 'Customers come back to charge their phones.',
  testimonial2Name: 'Joseph Mensah',
  testimonial2Position: 'Shop owner, Accra',
  testimonial3: 'Cheaper than the diesel generator.',
  testimonial3Name: 'Grace Wanjiru',
  testimonial3Position: 'Market trader, Nairobi',
  bigImageSection: 'A row of lit kiosks on a dark street',
  valuePropositionHeadline: 'Services around your box',
  serviceCard1Name: 'Installation',
  serviceCard1Description: 'We mount and connect the box.',
  serviceCard2Name: 'Financing',
  serviceCard2Description: 'Weekly plans that fit your sales.',
  serviceCard3Name: 'Support',
  serviceCard3Description: 'A phone line in your language.',
  finalCTAHeadline: 'Be among the first fifty kiosks',
  finalCTAButton: 'Sign me up',
};

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describeEachDialect('landing pages', (dialect) => {
  let t: TestApp;
  let owner: TestAccount;
  let member: TestAccount;
  let other: TestAccount;
  let roundId: string;
  let pagePath: string;
  const { api, expectAnswer, startRound } = roundsApi(() => t.app);

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: ACCOUNT_TEST_ENV });
    owner = await createAccount(t.app, 'owner');
    member = await createAccount(t.app, 'member');
    other = await createAccount(t.app, 'other');
    await addProjectMember(t.app.db, { projectId: owner.projectId, userId: member.id, role: 'Member', now: nowIso() });
    roundId = await startRound(owner, 'Kiosks');
  });
  afterAll(() => t?.close());

  const storeLanding = (account: TestAccount, round: string, result: LandingPageData) =>
    api(account, 'POST', `/rounds/${round}/results`, {
      streamId: 'export_reports',
      stepId: 'landing-page',
      name: 'landingPage',
      result,
      stepIndex: 0,
    });
  const config = async (account = owner) =>
    expectAnswer(await api(account, 'GET', `/userlp_easy2/config/${roundId}?t=1`), 'getLandingPageConfig', 200);
  const page = (path: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url: path });
  const signup = (body: string, remoteAddress: string, path = pagePath) =>
    t.app.inject({ method: 'POST', url: `${path}/signup`, payload: body, headers: FORM, remoteAddress });
  const signupsInDb = (pageId: string) =>
    t.app.db.selectFrom('landing_signups').select('email').where('page_id', '=', pageId).execute();
  const pageIdOf = (path: string) => path.split('/').pop() ?? '';

  function expectPageHeaders(res: LightMyRequestResponse) {
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-[^']+'; /);
    expect(res.headers['content-security-policy']).toContain("form-action 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).not.toMatch(/<script/i);
  }

  it('has nothing before the landing page is generated: step 0, internal page 404', async () => {
    expect(await config()).toEqual({
      id: roundId,
      projectId: roundId,
      link: null,
      step: 0,
      trialDays: 14,
      publishedAt: null,
      signups: 0,
      views: 0,
    });
    const missing = expectAnswer(
      await api(owner, 'GET', `/userlp_easy2/internlp/${roundId}`),
      'getInternalLandingPage',
      404,
    );
    expect(missing.msg.text).toBe('This round has no landing page yet. Generate it in the closing view.');
    expect(expectAnswer(await api(owner, 'GET', `/rounds/${roundId}/signups`), 'listLandingSignups', 200)).toEqual({
      link: null,
      views: 0,
      signups: [],
    });
  });

  it('refuses the account without landing page data (400) and publishing without an account (404)', async () => {
    const body = { email: 'owner@sunbox.example', projectId: roundId, firstname: 'Ada' };
    const refused = expectAnswer(
      await api(owner, 'POST', '/userlp_easy2/account', body),
      'createLandingPageAccount',
      400,
    );
    expect(refused.msg.text).toBe('This round has no landing page yet. Generate it in the closing view.');
    const noAccount = expectAnswer(
      await api(owner, 'POST', '/userlp_easy2/landingPage', { projectId: roundId }),
      'createExternalLandingPage',
      404,
    );
    expect(noAccount.msg.text).toBe('Create the landing page account first.');
    expect((await config()).step).toBe(0);
  });

  it('answers the stored internal landing page to the round’s user and project members', async () => {
    expectAnswer(await storeLanding(owner, roundId, LANDING), 'addStepResult', 200);
    for (const account of [owner, member]) {
      const data = expectAnswer(
        await api(account, 'GET', `/userlp_easy2/internlp/${roundId}?t=2`),
        'getInternalLandingPage',
        200,
      );
      expect(data).toEqual(LANDING);
    }
  });

  it('creates the account: step 3 with an unguessable link; a blank first name is refused', async () => {
    const blank = expectAnswer(
      await api(owner, 'POST', '/userlp_easy2/account', {
        email: 'owner@sunbox.example',
        projectId: roundId,
        firstname: '   ',
      }),
      'createLandingPageAccount',
      400,
    );
    expect(blank.msg.text).toBe('firstname must not be empty.');
    const badEmail = await api(owner, 'POST', '/userlp_easy2/account', {
      email: 'not an address',
      projectId: roundId,
      firstname: 'Ada',
    });
    expect(badEmail.statusCode).toBe(400);

    const created = expectAnswer(
      await api(owner, 'POST', '/userlp_easy2/account', {
        email: 'owner@sunbox.example',
        projectId: roundId,
        firstname: ' Ada ',
      }),
      'createLandingPageAccount',
      200,
    );
    expect(created.step).toBe(3);
    expect(created.link).toMatch(new RegExp(`^${t.config.appUrl.replace(/\/+$/, '')}/lp/[A-Za-z0-9_-]{16}$`));
    expect(created.link).not.toContain(roundId);
    pagePath = new URL(created.link).pathname;

    const state = await config();
    expect(state).toMatchObject({ link: created.link, step: 3, publishedAt: null, signups: 0, views: 0 });
    const row = await t.app.db
      .selectFrom('landing_pages')
      .selectAll()
      .where('round_id', '=', roundId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ firstname: 'Ada', email: 'owner@sunbox.example', lang: 'en', data: null });

    // Once per round: asking again keeps the address.
    const again = expectAnswer(
      await api(owner, 'POST', '/userlp_easy2/account', {
        email: 'team@sunbox.example',
        projectId: roundId,
        firstname: 'Ada',
      }),
      'createLandingPageAccount',
      200,
    );
    expect(again).toEqual({ link: created.link, step: 3 });
    expect(
      await t.app.db.selectFrom('landing_pages').select('id').where('round_id', '=', roundId).execute(),
    ).toHaveLength(1);
  });

  it('shows no page before publishing, and none for an unknown address (404 page)', async () => {
    for (const path of [pagePath, '/lp/unknownPageId00', '/lp/%3Cscript%3E']) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(404);
      expectPageHeaders(res);
      expect(res.body).toContain('This page does not exist.');
    }
    const post = await signup('email=early%40example.com', '198.51.100.1');
    expect(post.statusCode).toBe(404);
    expect(await signupsInDb(pageIdOf(pagePath))).toEqual([]);
  });

  it('publishes the page: step 4 with its time; the latest account is published without a body', async () => {
    const published = expectAnswer(
      await api(owner, 'POST', '/userlp_easy2/landingPage', { projectId: roundId }),
      'createExternalLandingPage',
      200,
    );
    expect(published).toEqual({ link: `${t.config.appUrl.replace(/\/+$/, '')}${pagePath}`, step: 4 });
    const state = await config();
    expect(state.step).toBe(4);
    expect(state.publishedAt).toEqual(expect.any(String));
    expect(Number.isNaN(Date.parse(state.publishedAt))).toBe(false);

    const noBody = await api(owner, 'POST', '/userlp_easy2/landingPage');
    expect(expectAnswer(noBody, 'createExternalLandingPage', 200)).toEqual(published);
    const list = expectAnswer(await api(owner, 'GET', `/rounds/${roundId}/signups`), 'listLandingSignups', 200);
    expect(list.link).toBe(published.link);
  });

  it('serves the published page as static HTML with every section, the nav and a strict CSP', async () => {
    const res = await page(pagePath);
    expect(res.statusCode).toBe(200);
    expectPageHeaders(res);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const html = res.body;
    expect(html).toContain('<html lang="en">');
    // Every field but the testimonials: the AI's example slots never appear on the public page (testimonials.test.ts).
    for (const field of LANDING_PAGE_FIELDS.filter((f) => !f.startsWith('testimonial'))) {
      expect(html, field).toContain(LANDING[field]);
    }
    expect(html).not.toContain(LANDING.testimonial1Name);
    expect(html).not.toContain('id="testimonials"');
    for (const label of ['Home', 'About', 'Services', 'Contact']) expect(html).toContain(`>${label}</a>`);
    expect(html).toContain(`<form method="post" action="${pagePath}/signup">`);
    expect(html).toContain('name="website"');
    expect(html).toContain('Your e-mail address goes only to the owner of this page.');
    expect(html).not.toMatch(/<link[^>]+stylesheet|<img[^>]+src="http/);
  });

  it('publishes again with the current data, escaped', async () => {
    const hostile = { ...LANDING, heroHeadline: '<script>alert("owned")</script> Night markets' };
    expectAnswer(await storeLanding(owner, roundId, hostile), 'addStepResult', 200);
    // The published copy changes only when published again.
    expect((await page(pagePath)).body).toContain(LANDING.heroHeadline);
    expectAnswer(
      await api(owner, 'POST', '/userlp_easy2/landingPage', { projectId: roundId }),
      'createExternalLandingPage',
      200,
    );
    const res = await page(pagePath);
    expectPageHeaders(res);
    expect(res.body).toContain('&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt; Night markets');
  });

  it('counts a GET of the published page as a view once per visitor and day (not HEAD, not the thank-you page)', async () => {
    const visit = (remoteAddress: string, userAgent = 'Browser A', method: 'GET' | 'HEAD' = 'GET', path = pagePath) =>
      t.app.inject({ method, url: path, remoteAddress, headers: { 'user-agent': userAgent } });
    const before = (await config()).views;
    // One client reloading 30 times is one visitor.
    for (let i = 0; i < 30; i++) await visit('203.0.113.50');
    await visit('203.0.113.50', 'Browser A', 'HEAD');
    await visit('203.0.113.50', 'Browser A', 'GET', `${pagePath}?signed=1`);
    expect((await config()).views).toBe(before + 1);
    // Another address, or another browser at the same address, is another visitor.
    await visit('203.0.113.51');
    await visit('203.0.113.50', 'Browser B');
    expect((await config()).views).toBe(before + 3);
    const list = expectAnswer(await api(owner, 'GET', `/rounds/${roundId}/signups`), 'listLandingSignups', 200);
    expect(list.views).toBe(before + 3);
    // What is kept of a visitor is a salted hash, never the address.
    const kept = JSON.stringify(await t.app.db.selectFrom('landing_visits').selectAll().execute());
    expect(kept).not.toContain('203.0.113');
    expect(kept).toMatch(/[0-9a-f]{64}/);
  });

  it('refuses a bad address with the page, the error and the typed value (400, nothing stored)', async () => {
    const res = await signup(`email=${encodeURIComponent('"><script>x</script>')}&website=`, '198.51.100.2');
    expect(res.statusCode).toBe(400);
    expectPageHeaders(res);
    expect(res.body).toContain('Please enter a valid email address.');
    expect(res.body).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect((await signup('website=', '198.51.100.2')).statusCode).toBe(400);
    expect(await signupsInDb(pageIdOf(pagePath))).toEqual([]);
  });

  it('answers a filled honeypot like a sign-up and stores nothing', async () => {
    const res = await signup('email=bot%40example.com&website=https%3A%2F%2Fspam.example', '198.51.100.3');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${pagePath}?signed=1`);
    expect(await signupsInDb(pageIdOf(pagePath))).toEqual([]);
  });

  it('stores a sign-up once (303 to the thank-you page) and lists them newest first', async () => {
    const first = await signup('email=%20First%40Example.com%20&website=', '198.51.100.4');
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(`${pagePath}?signed=1`);
    const thanks = await page(first.headers.location as string);
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain('Thank you for signing up!');

    expect((await signup('email=second%40example.com', '198.51.100.4')).statusCode).toBe(303);
    const duplicate = await signup('email=FIRST%40example.com', '198.51.100.5');
    expect(duplicate.statusCode).toBe(303);
    expect(duplicate.headers.location).toBe(`${pagePath}?signed=1`);
    expect(await signupsInDb(pageIdOf(pagePath))).toHaveLength(2);

    const list = expectAnswer(await api(owner, 'GET', `/rounds/${roundId}/signups?t=3`), 'listLandingSignups', 200);
    expect(list.signups.map((s: { email: string }) => s.email)).toEqual(['second@example.com', 'first@example.com']);
    expect((await config()).signups).toBe(2);
  });

  it('limits sign-ups per address and page: 429 as a page after the maximum', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < 5; i++) {
      expect((await signup(`email=limit${i}%40example.com`, ip)).statusCode).toBe(303);
    }
    const limited = await signup('email=limit5%40example.com', ip);
    expect(limited.statusCode).toBe(429);
    expectPageHeaders(limited);
    expect(limited.body).toContain('Too many requests, please try again later.');
    expect(await signupsInDb(pageIdOf(pagePath))).toHaveLength(7);
    // Another visitor is not affected.
    expect((await signup('email=someone%40example.com', '203.0.113.10')).statusCode).toBe(303);
  });

  it('refuses other bodies as a page: too large (413), JSON (415)', async () => {
    const large = await signup(`email=${'a'.repeat(3000)}%40example.com`, '198.51.100.6');
    expect(large.statusCode).toBe(413);
    expectPageHeaders(large);
    const json = await t.app.inject({
      method: 'POST',
      url: `${pagePath}/signup`,
      payload: { email: 'json@example.com' },
      remoteAddress: '198.51.100.7',
    });
    expect(json.statusCode).toBe(415);
    expectPageHeaders(json);
  });

  it('renders a German page with German nav labels', async () => {
    const german = await createAccount(t.app, 'german', 'de');
    const round = await startRound(german, 'Kioske');
    expectAnswer(await storeLanding(german, round, LANDING), 'addStepResult', 200);
    const { link } = expectAnswer(
      await api(german, 'POST', '/userlp_easy2/account', {
        email: 'de@sunbox.example',
        projectId: round,
        firstname: 'Jo',
      }),
      'createLandingPageAccount',
      200,
    );
    expectAnswer(await api(german, 'POST', '/userlp_easy2/landingPage', {}), 'createExternalLandingPage', 200);
    const res = await page(new URL(link).pathname);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="de">');
    for (const label of ['Start', 'Über uns', 'Leistungen', 'Kontakt']) expect(res.body).toContain(`>${label}</a>`);
    // A refused request to a German page is answered in German too.
    const refused = await t.app.inject({
      method: 'POST',
      url: `${new URL(link).pathname}/signup`,
      payload: { email: 'json@example.com' },
      remoteAddress: '198.51.100.8',
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.body).toContain('<html lang="de">');
    expect(refused.body).toContain('Das Formular konnte nicht gelesen werden.');
  });

  it('keeps the round’s landing page to its user: others 404, no session 401', async () => {
    const calls = [
      ['GET', `/userlp_easy2/config/${roundId}`, undefined, 'getLandingPageConfig'],
      ['GET', `/userlp_easy2/internlp/${roundId}`, undefined, 'getInternalLandingPage'],
      [
        'POST',
        '/userlp_easy2/account',
        { email: 'x@example.com', projectId: roundId, firstname: 'X' },
        'createLandingPageAccount',
      ],
      ['POST', '/userlp_easy2/landingPage', { projectId: roundId }, 'createExternalLandingPage'],
      ['GET', `/rounds/${roundId}/signups`, undefined, 'listLandingSignups'],
    ] as const;
    for (const [method, url, body, operationId] of calls) {
      expectAnswer(await api(other, method, url, body), operationId, 404);
      expectAnswer(await api(undefined, method, url, body), operationId, 401);
    }
    // Project members read the internal page, but nothing else of the hosted one.
    for (const [method, url, body, operationId] of calls.filter(([, url]) => !url.includes('internlp'))) {
      expectAnswer(await api(member, method, url, body), operationId, 404);
    }
    // Someone without an account has nothing to publish.
    expectAnswer(await api(other, 'POST', '/userlp_easy2/landingPage'), 'createExternalLandingPage', 404);
    const row = await t.app.db
      .selectFrom('landing_pages')
      .selectAll()
      .where('round_id', '=', roundId)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe('team@sunbox.example');
  });
});
