import fastifyFormbody from '@fastify/formbody';
import { hostedPagePath } from '@idea-studio/sdk';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toErrorAnswer } from '../http/error-handler.js';
import {
  HOSTED_PAGE_CSP,
  type RefusalKind,
  renderHostedPage,
  renderNotFoundPage,
  renderRefusedPage,
} from './hosted-page.js';
import { findPublishedPage, type PublishedPage, recordView, submitSignup } from './service.js';

// The published landing pages at `/lp/{pageId}`: public HTML outside /api and outside the contract (they are
// pages for visitors, not API operations), with the sign-up form's POST. They live in their own plugin scope so
// that only these routes read form bodies (@fastify/formbody) and every error here is answered as a page.

type PageParams = { Params: { pageId: string } };

/** A sign-up form is one address and an empty honeypot: a few hundred bytes; more is not a sign-up. */
export const SIGNUP_BODY_LIMIT = 2 * 1024;

/** Sign-ups per visitor address and page: enough for typos, too few for filling the list by script. */
export const SIGNUP_RATE_LIMIT = {
  max: 5,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) =>
    `lp-signup:${request.ip}:${(request.params as { pageId?: string }).pageId ?? ''}`,
};

/** A published page may be cached briefly; answers made for one visitor (thank-you, errors) not at all. */
const PAGE_CACHE = 'public, max-age=60';
const NO_STORE = 'no-store';

function sendPage(reply: FastifyReply, status: number, html: string, cache: string): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', HOSTED_PAGE_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', cache)
    .send(html);
}

/** What every rendering of a published page shows. */
const pageView = (page: PublishedPage) => ({
  pageId: page.id,
  lang: page.lang,
  data: page.data,
  publishedAt: page.publishedAt,
  testimonials: page.testimonials,
});

function formField(body: unknown, name: string): string {
  if (!body || typeof body !== 'object') return '';
  const value = (body as Record<string, unknown>)[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

const REFUSALS: Record<number, RefusalKind> = { 400: 'unreadable', 413: 'tooLong', 415: 'unreadable', 429: 'tooMany' };

/**
 * Errors on these routes (rate limit, body size, media type, failures) as a page instead of the JSON envelope, in
 * the language of the page the request was for.
 */
async function pageErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status } = toErrorAnswer(error);
  if (status === 404) return sendPage(reply, 404, renderNotFoundPage(), NO_STORE);
  const pageId = (request.params as { pageId?: string } | undefined)?.pageId;
  const page = pageId ? await findPublishedPage(request.server.db, pageId).catch(() => undefined) : undefined;
  const lang = page?.lang ?? 'en';
  if (status >= 500) {
    request.log.error({ err: error }, 'hosted landing page failed');
    return sendPage(reply, 500, renderRefusedPage('failed', lang), NO_STORE);
  }
  request.log.info({ status }, 'hosted landing page request refused');
  return sendPage(reply, status, renderRefusedPage(REFUSALS[status] ?? 'unreadable', lang), NO_STORE);
}

/** Registers `GET /lp/:pageId` and `POST /lp/:pageId/signup`; call before the web app's not-found handler. */
export async function registerHostedLandingPages(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    // Only form bodies here: JSON or multipart sent to a page is refused (415), not parsed.
    scope.removeAllContentTypeParsers();
    await scope.register(fastifyFormbody, { bodyLimit: SIGNUP_BODY_LIMIT });
    scope.setErrorHandler(pageErrorHandler);

    scope.get<PageParams & { Querystring: { signed?: string } }>('/lp/:pageId', async (request, reply) => {
      const page = await findPublishedPage(request.server.db, request.params.pageId);
      if (!page) return sendPage(reply, 404, renderNotFoundPage(), NO_STORE);
      // The page shown right after a sign-up is the same visit, and HEAD shows nothing: neither is a view.
      const signed = request.query.signed === '1';
      if (request.method === 'GET' && !signed) {
        const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
        await recordView(request.server.db, page.id, client, request.server.auth.now());
      }
      return sendPage(reply, 200, renderHostedPage({ ...pageView(page), signed }), signed ? NO_STORE : PAGE_CACHE);
    });

    scope.post<PageParams>(
      '/lp/:pageId/signup',
      { bodyLimit: SIGNUP_BODY_LIMIT, config: { rateLimit: SIGNUP_RATE_LIMIT } },
      async (request, reply) => {
        const db = request.server.db;
        const page = await findPublishedPage(db, request.params.pageId);
        if (!page) return sendPage(reply, 404, renderNotFoundPage(), NO_STORE);
        const outcome = await submitSignup(
          db,
          page.id,
          { email: formField(request.body, 'email'), website: formField(request.body, 'website') },
          request.server.auth.now(),
        );
        if (outcome.kind === 'invalid') {
          const html = renderHostedPage({ ...pageView(page), invalidEmail: outcome.typed });
          return sendPage(reply, 400, html, NO_STORE);
        }
        // Stored, already on the list, or a bot's honeypot: the same answer, so none can be told apart.
        return reply.header('cache-control', NO_STORE).redirect(`${hostedPagePath(page.id)}?signed=1`, 303);
      },
    );
  });
}
