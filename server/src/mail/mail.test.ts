import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, describeEachDialect, type TestApp } from '../test/helpers.js';

describeEachDialect('development outbox', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(() => t?.close());

  it('stores mails and lists them newest first at /dev/mailbox.json', async () => {
    expect(t.app.mailer.transport).toBe('outbox');
    await t.app.mailer.send({ to: 'ada@example.com', subject: 'Your code', text: 'Code: 123456' });
    await t.app.mailer.send({
      to: 'Grace@Example.com',
      subject: 'Confirm <your> e-mail',
      text: 'Open http://localhost:3000/login/confirm/abc?x=1&y=2',
      html: '<p>Open the link</p>',
    });

    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(res.statusCode).toBe(200);
    const mails = res.json();
    expect(mails).toEqual([
      {
        id: expect.any(String),
        to: 'Grace@Example.com',
        subject: 'Confirm <your> e-mail',
        text: 'Open http://localhost:3000/login/confirm/abc?x=1&y=2',
        html: '<p>Open the link</p>',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
      {
        id: expect.any(String),
        to: 'ada@example.com',
        subject: 'Your code',
        text: 'Code: 123456',
        html: null,
        createdAt: expect.any(String),
      },
    ]);

    const filtered = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json?to=grace@example.com' });
    expect(filtered.json().map((mail: { subject: string }) => mail.subject)).toEqual(['Confirm <your> e-mail']);
    const limited = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json?limit=1' });
    expect(limited.json()).toHaveLength(1);
  });

  it('answers only to this machine: another address, or a request through a proxy, finds no mailbox', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
      const remote = await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7' });
      expect(remote.statusCode, url).toBe(404);
      expect(remote.body).not.toContain('@');
      const proxied = await t.app.inject({
        method: 'GET',
        url,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(proxied.statusCode, url).toBe(404);
      const ipv6 = await t.app.inject({ method: 'GET', url, remoteAddress: '::1' });
      expect(ipv6.statusCode, url).toBe(200);
    }
  });

  it('renders /dev/mailbox as escaped HTML with clickable links', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Confirm &lt;your&gt; e-mail');
    expect(res.body).not.toContain('Confirm <your>');
    expect(res.body).toContain('<a href="http://localhost:3000/login/confirm/abc?x=1&amp;y=2">');
    expect(res.body.indexOf('Confirm &lt;your')).toBeLessThan(res.body.indexOf('Your code'));
  });
});

describe('production', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => t?.close());

  it('has no development mailbox', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('notFound');
    }
  });
});

describe('SMTP delivery', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await buildTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Idea Studio <hello@idea.test>' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  });

  it('sends through the SMTP server instead of the outbox', async () => {
    expect(t.app.mailer.transport).toBe('smtp');
    await t.app.mailer.send({
      to: 'ada@example.com',
      subject: 'Welcome to Idea Studio',
      text: 'Hello Ada',
      html: '<p>Hello Ada</p>',
    });
    expect(received).toHaveLength(1);
    expect(received[0].from).toBe('hello@idea.test');
    expect(received[0].to).toEqual(['ada@example.com']);
    expect(received[0].data).toContain('Subject: Welcome to Idea Studio');
    expect(received[0].data).toContain('Hello Ada');
    expect(received[0].data).toContain('<p>Hello Ada</p>');
    expect(await t.app.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
  });

  it('reports smtp in the health answer and has no development mailbox', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json().mail).toBe('smtp');
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404);
  });
});

describe('a slow mail server', () => {
  // The mail server takes each mail only when the test releases it: until then every delivery hangs.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const received: string[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          void released.then(() => {
            received.push(session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','));
            callback();
          });
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, NODE_ENV: 'test' } });
  });
  afterAll(async () => {
    release();
    await t?.close();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  });

  /** The answer, or 'waited for the mail server' when it does not come before the mail server takes the mail. */
  const answered = (payload: object, url: string) =>
    Promise.race([
      t.app.inject({ method: 'POST', url: `/api${url}`, payload }).then((res) => res.statusCode),
      new Promise((resolve) => setTimeout(() => resolve('waited for the mail server'), 3000)),
    ]);

  it('answers registration and password reset without waiting, known address or not; the mails follow', async () => {
    const email = 'known@example.com';
    expect(await answered({ email, password: 'Secret-Pass-1' }, '/auth/register')).toBe(200);
    expect(await answered({ email }, '/auth/pwforgotten')).toBe(200);
    expect(await answered({ email: 'unknown@example.com' }, '/auth/pwforgotten')).toBe(200);
    expect(received).toEqual([]);
    release();
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(2);
    expect(received).toEqual([email, email]);
  });
});
