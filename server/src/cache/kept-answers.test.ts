import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { listOutboxMails } from '../mail/outbox-repository.js';
import { ACCOUNT_TEST_ENV, createAccount, injectAs, TEST_PASSWORD, type TestAccount } from '../test/accounts.js';
import { buildTestApp, describeEachDialect, eventually, type TestApp } from '../test/helpers.js';
import { roundsApi } from '../test/rounds-api.js';

// Sessions and hot-read answers kept in memory (cache/, http/cached-answer.ts) must never outlive what they copy:
// each case first uses what is kept, then changes it, then expects the change at once.

const NEW_PASSWORD = 'An0ther-Passw0rd!';

/** A second session of the account: log in again with the mailed code. */
async function logInAgain(app: FastifyInstance, account: TestAccount): Promise<TestAccount> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password: TEST_PASSWORD },
  });
  const [mail] = await listOutboxMails(app.db, { to: account.email, limit: 1 });
  const verifyCode = /\b(\d{6})\b/.exec(mail.text)?.[1];
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/verify',
    payload: { verifyId: login.json().verifyId, verifyCode },
  });
  const { token } = verified.json().userdata;
  return { ...account, token, headers: { authorization: `Bearer ${token}` } };
}

const trackNames = (res: { json(): unknown }) => (res.json() as Array<{ name: string }>).map((track) => track.name);

describeEachDialect('kept sessions and answers', (dialect) => {
  let t: TestApp;
  /** A second server on the same database, as behind a load balancer. */
  let other: FastifyInstance;
  const { api, startRound, saveBasicIdea, addProjectMember } = roundsApi(() => t.app);
  const on = (app: FastifyInstance, account: TestAccount, method: 'GET' | 'POST', url: string, payload?: object) =>
    injectAs(app, account, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: ACCOUNT_TEST_ENV });
    other = await buildApp(t.config, { logger: false });
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it('keeps a used session and the answers it reads, and serves them again unchanged', async () => {
    const founder = await createAccount(t.app, 'keep');
    await startRound(founder, 'Bike repair');
    const first = await api(founder, 'GET', '/streams/usertracks');
    const answers = t.app.answers.size;
    const again = await api(founder, 'GET', '/streams/usertracks?t=1');
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    // A cache-busting query string reads the same kept answer.
    expect(t.app.answers.size).toBe(answers);
    expect(t.app.auth.sessions.size).toBeGreaterThan(0);
  });

  it('ends a used session at once on logout, on this server and on the other', async () => {
    const founder = await createAccount(t.app, 'logout');
    for (const app of [t.app, other]) {
      expect((await on(app, founder, 'GET', '/streams/usertracks')).statusCode).toBe(200);
      expect((await on(app, founder, 'POST', '/auth/checklogin')).statusCode).toBe(200);
    }
    expect((await api(founder, 'POST', '/auth/logout')).statusCode).toBe(200);
    expect((await api(founder, 'GET', '/streams/usertracks')).json().code).toBe('notLoggedIn');
    expect((await api(founder, 'POST', '/auth/checklogin')).statusCode).toBe(401);
    await eventually(async () => (await on(other, founder, 'GET', '/streams/usertracks')).statusCode === 401);
    expect((await on(other, founder, 'POST', '/auth/checklogin')).statusCode).toBe(401);
  });

  it('ends every used session at once when the password is reset', async () => {
    const founder = await createAccount(t.app, 'reset');
    expect((await api(founder, 'POST', '/auth/checklogin')).statusCode).toBe(200);
    expect((await on(other, founder, 'GET', '/streams/usertracks')).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/pwforgotten', payload: { email: founder.email } });
    const [mail] = await listOutboxMails(t.app.db, { to: founder.email, limit: 1 });
    const resetId = /\/login\/set-new-password\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/setnewpw',
      payload: { resetId, password: NEW_PASSWORD },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await api(founder, 'POST', '/auth/checklogin')).statusCode).toBe(401);
    expect((await api(founder, 'GET', '/streams/usertracks')).statusCode).toBe(401);
    await eventually(async () => (await on(other, founder, 'GET', '/streams/usertracks')).statusCode === 401);
  });

  it("shows the user's own change in the very next answer, and the other server soon after", async () => {
    const founder = await createAccount(t.app, 'change');
    const roundId = await startRound(founder, 'Tea house');
    expect(trackNames(await api(founder, 'GET', '/streams/usertracks'))).toEqual(['Tea house']);
    expect(trackNames(await on(other, founder, 'GET', '/streams/usertracks'))).toEqual(['Tea house']);

    expect((await api(founder, 'PUT', '/streams/trackname', { roundId, name: 'Tea garden' })).statusCode).toBe(200);
    expect(trackNames(await api(founder, 'GET', '/streams/usertracks'))).toEqual(['Tea garden']);
    await eventually(
      async () => trackNames(await on(other, founder, 'GET', '/streams/usertracks'))[0] === 'Tea garden',
    );

    await startRound(founder, 'Second idea');
    expect(trackNames(await api(founder, 'GET', '/streams/usertracks'))).toHaveLength(2);
    expect((await api(founder, 'POST', '/streams/deletetrack', { roundId })).statusCode).toBe(200);
    expect(trackNames(await api(founder, 'GET', '/streams/usertracks'))).toEqual(['Second idea']);

    // The account data checkLogin answers, kept per session.
    expect((await api(founder, 'POST', '/auth/checklogin')).json().userdata.prename).not.toBe('Bea');
    expect((await api(founder, 'POST', '/user/data', { prename: 'Bea' })).statusCode).toBe(200);
    expect((await api(founder, 'POST', '/auth/checklogin')).json().userdata.prename).toBe('Bea');
  });

  it('keeps an answer that carries the session token per session', async () => {
    const founder = await createAccount(t.app, 'two');
    const again = await logInAgain(t.app, founder);
    expect(again.token).not.toBe(founder.token);
    for (let i = 0; i < 2; i++) {
      expect((await api(founder, 'POST', '/auth/checklogin')).json().userdata.token).toBe(founder.token);
      expect((await api(again, 'POST', '/auth/checklogin')).json().userdata.token).toBe(again.token);
    }
  });

  it("shows a project member the owner's new result and the other user nothing", async () => {
    const owner = await createAccount(t.app, 'owner');
    const member = await createAccount(t.app, 'member');
    const stranger = await createAccount(t.app, 'stranger');
    const roundId = await startRound(owner, 'Shared idea');
    await addProjectMember(owner, member);
    const stepResults = async (account: TestAccount) => {
      const res = await api(account, 'GET', `/rounds/${roundId}/track`);
      expect(res.statusCode, res.body).toBe(200);
      return JSON.stringify(res.json()).includes('Picnic baskets');
    };
    expect(await stepResults(member)).toBe(false);
    expect((await api(stranger, 'GET', `/rounds/${roundId}/track`)).statusCode).toBe(404);

    await saveBasicIdea(owner, roundId, { name: 'Picnic baskets' });
    expect(await stepResults(member)).toBe(true);
    expect(await stepResults(owner)).toBe(true);
    expect((await api(stranger, 'GET', `/rounds/${roundId}/track`)).statusCode).toBe(404);

    // Leaving the project ends what the member was shown.
    await t.app.db.deleteFrom('project_members').where('user_id', '=', member.id).execute();
    expect((await api(member, 'GET', `/rounds/${roundId}/track`)).statusCode).toBe(404);
  });
});
