import type { components } from '@idea-studio/sdk';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../auth/plugin.js';
import { findRequestSession } from '../auth/session.js';
import type { HandlerDefinition, HandlerMap } from '../http/types.js';
import { getProjectPage } from './project-page.js';
import { getShare, mailAddressOf, sendShareLink, setShared } from './share.js';

type Schemas = components['schemas'];
type RoundParams = { Params: { roundId: string } };

/** Sending mail to addresses the user types: a few batches per hour per user, so the app is no spam relay. */
export const SHARE_MAIL_RATE_LIMIT = {
  // After the auth hook, so the key is the user (not a shared office IP).
  hook: 'preHandler' as const,
  max: 5,
  timeWindow: 60 * 60 * 1000,
  keyGenerator: (request: FastifyRequest) => `share-mail:${request.user?.id ?? request.ip}`,
};

const sendLink: HandlerDefinition<RoundParams & { Body: Schemas['ShareMailRequest'] }> = {
  rateLimit: SHARE_MAIL_RATE_LIMIT,
  handler: async (request) =>
    sendShareLink(
      request.server.db,
      request.server.mailer,
      request.server.config.appUrl,
      mailAddressOf(request.server.config.mailFrom),
      requireUser(request).id,
      request.params.roundId,
      request.body.emails,
      request.server.auth.now(),
    ),
};

/** The closing view's share link and the public project page (part 2 §2.1, §2.17). */
export const handlers: HandlerMap = {
  getProjectPageShare: async (request: FastifyRequest<RoundParams>) =>
    getShare(request.server.db, request.server.config.appUrl, requireUser(request).id, request.params.roundId),
  setProjectPageShared: async (request: FastifyRequest<RoundParams & { Body: Schemas['ShareUpdate'] }>) =>
    setShared(
      request.server.db,
      request.server.config.appUrl,
      requireUser(request).id,
      request.params.roundId,
      request.body.shared,
      request.server.auth.now(),
    ),
  sendProjectPageLink: sendLink,
  getProjectPage: async (request: FastifyRequest<RoundParams>) => {
    // Public route: a session, when the request has one, only decides whether the owner previews a private page.
    const session = await findRequestSession(request.server, request);
    return getProjectPage(request.server.db, request.server.config.appUrl, session?.userId, request.params.roundId);
  },
};
