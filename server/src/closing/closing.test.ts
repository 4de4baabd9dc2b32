import { PAWWALK_CARD } from '@idea-studio/assistant/testing';
import { projectPageLink } from '@idea-studio/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutboxMails } from '../mail/outbox-repository.js';
import { ACCOUNT_TEST_ENV, createAccount, type TestAccount } from '../test/accounts.js';
import { buildTestApp, describeEachDialect, type TestApp } from '../test/helpers.js';
import {
  BASIC_IDEA,
  INSIGHT_MAPPING,
  PROBLEM_SHADOWING,
  QUALIFY,
  roundsApi,
  sampleResultOf,
  USER_TINDER,
  VALIDATE,
} from '../test/rounds-api.js';
import { shareLinkMail, withoutLinks } from './mails.js';
import { SHARE_MAIL_DAILY_MAX, shareRecipients } from './share.js';

// The end of a track on the server (part 2 §2.1, §2.17, §5): the project page is private until its owner shares
// it, and then shows only what the owner made; the link is mailed naming the sender, rate limited; a closing file
// names its closing option and needs the results that option draws on.

describe('shareRecipients (the send-link input)', () => {
  it.each([
    ['a@example.com, ,b@example.com,', ['a@example.com', 'b@example.com']],
    [' A@Example.com , a@example.com ', ['a@example.com']],
  ])('%j → %j', (input, expected) => {
    expect(shareRecipients(input)).toEqual(expected);
  });

  it.each([
    ['', 'Enter at least one email address.'],
    [' , ,', 'Enter at least one email address.'],
    ['a@example.com, not-an-address', 'These are not valid email addresses: not-an-address.'],
    [
      Array.from({ length: 11 }, (_, i) => `p${i}@example.com`).join(','),
      'Send the link to at most 10 addresses at once.',
    ],
  ])('refuses %j', (input, text) => {
    expect(() => shareRecipients(input)).toThrow(text);
  });
});

describeEachDialect('closing: share link, project page and closing files', (dialect) => {
  let t: TestApp;
  let owner: TestAccount;
  let other: TestAccount;
  let roundId: string;
  const { api, expectAnswer, startRound } = roundsApi(() => t.app);

  const save = async (streamId: string, stepId: string, result: unknown) => {
    const res = await api(owner, 'POST', `/rounds/${roundId}/results`, {
      streamId,
      stepId,
      name: stepId,
      result,
      stepIndex: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: ACCOUNT_TEST_ENV });
    owner = await createAccount(t.app, 'owner');
    other = await createAccount(t.app, 'other');
    roundId = await startRound(owner, 'PawWalk');
    await save(QUALIFY, BASIC_IDEA, PAWWALK_CARD);
  });
  afterAll(() => t?.close());

  it('keeps the project page private until the owner shares it', async () => {
    const link = projectPageLink(t.app.config.appUrl, roundId);
    const state = expectAnswer(await api(owner, 'GET', `/rounds/${roundId}/share?t=1`), 'getProjectPageShare', 200);
    expect(state).toEqual({ shared: false, link });

    // Nobody but the owner sees a private page, and the answer is the same as for a round that does not exist.
    const anonymous = expectAnswer(await api(undefined, 'GET', `/projectpage/${roundId}`), 'getProjectPage', 404);
    const stranger = expectAnswer(await api(other, 'GET', `/projectpage/${roundId}`), 'getProjectPage', 404);
    const unknown = expectAnswer(await api(undefined, 'GET', '/projectpage/nope123'), 'getProjectPage', 404);
    expect(anonymous).toEqual(unknown);
    expect(stranger).toEqual(unknown);
    expect(anonymous.msg.text).not.toContain('PawWalk');

    const preview = expectAnswer(await api(owner, 'GET', `/projectpage/${roundId}`), 'getProjectPage', 200);
    expect(preview).toMatchObject({ owner: true, shared: false, name: 'PawWalk', ideaCard: PAWWALK_CARD });

    // Only the owner shares: another user and an anonymous caller cannot.
    expect((await api(other, 'PUT', `/rounds/${roundId}/share`, { shared: true })).statusCode).toBe(404);
    expect((await api(undefined, 'PUT', `/rounds/${roundId}/share`, { shared: true })).statusCode).toBe(401);
    expect((await api(other, 'GET', `/rounds/${roundId}/share`)).statusCode).toBe(404);

    const shared = expectAnswer(
      await api(owner, 'PUT', `/rounds/${roundId}/share`, { shared: true }),
      'setProjectPageShared',
      200,
    );
    expect(shared).toEqual({ shared: true, link });
    const page = expectAnswer(await api(undefined, 'GET', `/projectpage/${roundId}`), 'getProjectPage', 200);
    expect(page).toMatchObject({
      roundId,
      name: 'PawWalk',
      shared: true,
      owner: false,
      ideaCard: PAWWALK_CARD,
      persona: null,
      empathyMap: null,
      canvas: null,
      landingPageLink: null,
    });
    expect(expectAnswer(await api(other, 'GET', `/projectpage/${roundId}`), 'getProjectPage', 200).owner).toBe(false);

    expectAnswer(await api(owner, 'PUT', `/rounds/${roundId}/share`, { shared: false }), 'setProjectPageShared', 200);
    expect((await api(undefined, 'GET', `/projectpage/${roundId}`)).statusCode).toBe(404);
  });

  it('shows the persona and the empathy map once they are done', async () => {
    await save(QUALIFY, USER_TINDER, sampleResultOf(USER_TINDER, 'Dog owners'));
    await save(QUALIFY, INSIGHT_MAPPING, sampleResultOf(INSIGHT_MAPPING, 'Dog owners'));
    const page = expectAnswer(await api(owner, 'GET', `/projectpage/${roundId}`), 'getProjectPage', 200);
    expect(page.persona?.name).toBeTruthy();
    expect(page.empathyMap.map((q: { question: string }) => q.question)).toEqual([
      'hears',
      'sees',
      'feels',
      'frustrations',
    ]);
    expect(page.empathyMap.every((q: { answers: string[] }) => q.answers.length > 0)).toBe(true);
  });

  it('mails the link naming the sender, makes the page public, and refuses bad lists', async () => {
    const bad = expectAnswer(
      await api(owner, 'POST', `/rounds/${roundId}/share/mail`, { emails: 'friend@example.com, nope' }),
      'sendProjectPageLink',
      400,
    );
    expect(bad.msg.text).toBe('These are not valid email addresses: nope.');
    // An empty list is refused by the contract itself (minLength 1), as the server refuses one of only commas.
    expect(
      expectAnswer(
        await api(owner, 'POST', `/rounds/${roundId}/share/mail`, { emails: '' }),
        'sendProjectPageLink',
        400,
      ),
    ).toMatchObject({ code: 'validation', msg: { text: 'body/emails must NOT have fewer than 1 characters' } });
    expect(
      expectAnswer(
        await api(owner, 'POST', `/rounds/${roundId}/share/mail`, { emails: ' , ' }),
        'sendProjectPageLink',
        400,
      ).msg.text,
    ).toBe('Enter at least one email address.');
    expect(await listOutboxMails(t.app.db, { to: 'friend@example.com' })).toEqual([]);

    const sent = expectAnswer(
      await api(owner, 'POST', `/rounds/${roundId}/share/mail`, { emails: 'friend@example.com, ,coach@example.com,' }),
      'sendProjectPageLink',
      200,
    );
    expect(sent.sent).toEqual(['friend@example.com', 'coach@example.com']);
    const [mail] = await listOutboxMails(t.app.db, { to: 'coach@example.com' });
    expect(mail?.subject).toContain(owner.email);
    expect(mail?.subject).toContain('PawWalk');
    expect(mail?.text).toContain(sent.link);
    expect(expectAnswer(await api(undefined, 'GET', `/projectpage/${roundId}`), 'getProjectPage', 200).shared).toBe(
      true,
    );

    expect((await api(other, 'POST', `/rounds/${roundId}/share/mail`, { emails: 'x@example.com' })).statusCode).toBe(
      404,
    );
    expect(
      (await api(undefined, 'POST', `/rounds/${roundId}/share/mail`, { emails: 'x@example.com' })).statusCode,
    ).toBe(401);
  });

  it('rate limits sending per user', async () => {
    const sender = await createAccount(t.app, 'sender');
    const round = await startRound(sender, 'Lots of mail');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await api(sender, 'POST', `/rounds/${round}/share/mail`, { emails: `r${i}@example.com` })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('caps the share mails a user sends in a day, counted before any goes out', async () => {
    const sender = await createAccount(t.app, 'daily');
    const round = await startRound(sender, 'Daily cap');
    const batch = (n: number) => Array.from({ length: 10 }, (_, i) => `d${n}-${i}@example.com`).join(',');
    for (let n = 0; n < 3; n += 1) {
      expectAnswer(
        await api(sender, 'POST', `/rounds/${round}/share/mail`, { emails: batch(n) }),
        'sendProjectPageLink',
        200,
      );
    }
    const refused = expectAnswer(
      await api(sender, 'POST', `/rounds/${round}/share/mail`, { emails: 'one-more@example.com' }),
      'sendProjectPageLink',
      429,
    );
    expect(refused.msg.text).toContain(`${SHARE_MAIL_DAILY_MAX} addresses a day`);
    expect(await listOutboxMails(t.app.db, { to: 'one-more@example.com' })).toEqual([]);
  });

  it('defangs links in the names a mail quotes and says who sent it and where to report misuse', () => {
    expect(withoutLinks('Visit https://evil.example/win now')).toBe('Visit hxxps[:]//evil[.]example/win now');
    expect(withoutLinks('bike.io for you@example.com')).toBe('bike[.]io for you at example[.]com');
    expect(withoutLinks('Version 2.5 of PawWalk')).toBe('Version 2.5 of PawWalk');
    const mail = shareLinkMail(
      'en',
      { name: 'Eve www.evil.example', email: 'eve@example.com' },
      'Win at prize.example',
      'http://localhost:3000/projectpage?pid=1',
      'hello@idea.test',
    );
    expect(mail.text).not.toMatch(/www\.evil\.example|prize\.example/);
    expect(mail.subject).toContain('Eve www[.]evil[.]example');
    expect(mail.text).toContain('on behalf of eve@example.com. To report misuse, forward it to hello@idea.test.');
    expect(mail.text).toContain('http://localhost:3000/projectpage?pid=1');
  });

  it('makes a closing file only when the round has what its option draws on', async () => {
    const file = (closingOptionId: string) =>
      api(owner, 'POST', '/knowledgehub/trackresult', {
        roundId,
        name: 'Landing Page Copy',
        data: { heroHeadline: 'Walks you can count on' },
        type: 'CREATE_LP_DATA_INTERN',
        output: true,
        closingOptionId,
        projectId: owner.projectId,
        currentStepNr: 0,
        stepId: 'closing-stream',
      });
    const missing = expectAnswer(await file('validate-landing-page'), 'createResultFile', 400);
    expect(missing).toMatchObject({
      code: 'requiredStepMissing',
      msg: { headline: 'Error', text: 'One of the required steps is missing. Try to reload the page.' },
    });
    expect((await file('no-such-option')).statusCode).toBe(400);

    await save(VALIDATE, PROBLEM_SHADOWING, sampleResultOf(PROBLEM_SHADOWING, 'Dog owners'));
    const made = expectAnswer(await file('validate-landing-page'), 'createResultFile', 200);
    expect(made.filedata.file).toMatchObject({ stepId: 'closing-stream', fileType: 'output_create_lp_data_intern' });
  });
});
