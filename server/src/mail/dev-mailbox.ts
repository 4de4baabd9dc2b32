import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../http/errors.js';
import { escapeHtml } from '../http/html.js';
import { listOutboxMails, type OutboxMail } from './outbox-repository.js';

/** Escapes the text and turns http(s) links into anchors, so verification links can be clicked. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

function renderMailbox(mails: OutboxMail[]): string {
  const items = mails
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To <b>${escapeHtml(mail.to)}</b> · <time datetime="${mail.createdAt}">${mail.createdAt}</time></p>
  <pre>${linkify(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Development mailbox · Idea Studio</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 860px; margin: 2rem auto; padding: 0 1rem; color: #1f2937; }
article { border: 1px solid #e5e7eb; border-radius: 8px; padding: 0 1rem; margin-bottom: 1rem; }
h2 { font-size: 1.05rem; } .meta { color: #6b7280; font-size: .9rem; }
pre { white-space: pre-wrap; font-family: inherit; }
</style>
</head>
<body>
<h1>Development mailbox</h1>
<p>Mails the server would have sent, newest first. JSON: <a href="/dev/mailbox.json">/dev/mailbox.json</a>.</p>
${items || '<p>No mails yet.</p>'}
</body>
</html>`;
}

/**
 * Whether a request comes straight from this machine: a loopback peer and no proxy header (behind a proxy on the same
 * machine every visitor would look local). The socket's address, not `request.ip`, which TRUST_PROXY may rewrite.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  const loopback = /^(?:127\.|::1$|::ffff:127\.)/.test(peer);
  const proxied = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => request.headers[name] !== undefined);
  return loopback && !proxied;
}

/**
 * `/dev/mailbox` (HTML) and `/dev/mailbox.json`: the development outbox. Registered only outside production and
 * without SMTP_URL, and answered only to this machine: anyone who could read it could reset any password.
 */
export function registerDevMailbox(app: FastifyInstance): void {
  const onlyThisMachine = async (request: FastifyRequest) => {
    if (!fromThisMachine(request)) throw notFound();
  };
  const querystring = {
    type: 'object',
    properties: { to: { type: 'string' }, limit: { type: 'integer', minimum: 1, maximum: 1000 } },
  };
  app.get<{ Querystring: { to?: string; limit?: number } }>(
    '/dev/mailbox.json',
    { schema: { querystring }, onRequest: onlyThisMachine },
    async (request) => listOutboxMails(app.db, request.query),
  );
  app.get<{ Querystring: { to?: string; limit?: number } }>(
    '/dev/mailbox',
    { schema: { querystring }, onRequest: onlyThisMachine },
    async (request, reply) =>
      reply.type('text/html; charset=utf-8').send(renderMailbox(await listOutboxMails(app.db, request.query))),
  );
}
