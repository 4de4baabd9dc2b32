import type { components } from '@idea-studio/sdk';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { industries } from '../data/reference.js';
import { ACCOUNT_TEST_ENV, createAccount, injectAs, type TestAccount } from '../test/accounts.js';
import { buildTestApp, createResponseChecker, describeEachDialect, type TestApp } from '../test/helpers.js';
import { formData, makePdf } from '../test/hub-files.js';

type User = components['schemas']['User'];

describeEachDialect('company metadata', (dialect) => {
  let t: TestApp;
  let check: ReturnType<typeof createResponseChecker>;
  let user: TestAccount;
  const industryId = industries[2].id;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: ACCOUNT_TEST_ENV });
    check = createResponseChecker(t.app.contract);
    user = await createAccount(t.app, 'company');
  });
  afterAll(() => t?.close());

  function expectAnswer(res: LightMyRequestResponse, status: number) {
    expect(res.statusCode, res.body).toBe(status);
    expect(check('updateCompanyMetadata', status, res.json())).toBeUndefined();
    return res.json();
  }

  const save = (payload: object, account: TestAccount | undefined = user) =>
    injectAs(t.app, account, { method: 'POST', url: '/api/company/metadata', payload });

  const valid = { name: 'Solar Sprout', industryId, mission: 'Clean energy for every roof.', webpage: '' };

  it('saves the company trimmed, an empty webpage as null, and answers the company data', async () => {
    const body = expectAnswer(
      await save({ name: '  Solar Sprout ', industryId, mission: ' Clean energy. ', webpage: '  ' }),
      200,
    );
    expect(body).toEqual({
      success: true,
      companyData: {
        name: 'Solar Sprout',
        industry: industryId,
        mission: 'Clean energy.',
        webpage: null,
        pitchDeck: null,
      },
    });
    const withPage = expectAnswer(await save({ ...valid, webpage: 'https://solar-sprout.example.com/about' }), 200);
    expect(withPage.companyData.webpage).toBe('https://solar-sprout.example.com/about');
    const { userdata } = (await injectAs(t.app, user, { method: 'POST', url: '/api/auth/checklogin' })).json() as {
      userdata: User;
    };
    expect(userdata.companyData).toEqual(withPage.companyData);
    // null webpage clears it.
    expect(expectAnswer(await save({ ...valid, webpage: null }), 200).companyData.webpage).toBeNull();
  });

  it('answers the pitch deck of the default project with the company data', async () => {
    const deck = await injectAs(t.app, user, {
      method: 'POST',
      url: '/api/knowledgehub/uploads',
      ...formData([
        { name: 'hubId', value: user.projectId },
        { name: 'fileType', value: 'PITCHDECK' },
        { name: 'file', filename: 'deck.pdf', content: await makePdf([['Deck']]) },
      ]),
    });
    expect(deck.statusCode, deck.body).toBe(200);
    expect(expectAnswer(await save(valid), 200).companyData.pitchDeck).toEqual(deck.json());
  });

  it('refuses blank names and missions, unknown industries and bad web addresses with a readable 400', async () => {
    const cases: [object, RegExp][] = [
      [{ ...valid, name: '   ' }, /Startup Name/],
      [{ ...valid, mission: '\n\t ' }, /Our Mission/],
      [{ ...valid, industryId: 999_999 }, /Industry/],
      [{ ...valid, webpage: 'www.example.com' }, /Webpage/],
      [{ ...valid, webpage: 'ftp://example.com' }, /Webpage/],
      [{ ...valid, webpage: 'https://nodot' }, /Webpage/],
      [{ ...valid, name: '' }, /Startup Name/],
      [{ name: 'x', mission: 'y' }, /industryId/],
      [{ ...valid, extra: 1 }, /./],
    ];
    for (const [payload, text] of cases) {
      const body = expectAnswer(await save(payload), 400);
      expect(body.msg.text).toMatch(text);
    }
    // Nothing of the refused saves was stored.
    const { userdata } = (await injectAs(t.app, user, { method: 'POST', url: '/api/auth/checklogin' })).json();
    expect(userdata.companyData.name).toBe('Solar Sprout');
  });

  it('is only for a logged-in user', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/company/metadata', payload: valid })).statusCode).toBe(401);
  });
});
