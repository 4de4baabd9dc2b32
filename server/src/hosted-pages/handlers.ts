import type { components } from '@idea-studio/sdk';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../auth/plugin.js';
import type { HandlerMap } from '../http/types.js';
import {
  createLandingAccount,
  getInternalLandingPage,
  getLandingConfig,
  getLandingSignups,
  publishLandingPage,
} from './service.js';

type Schemas = components['schemas'];

/** The landing page operations of part 2 §7.4, and the sign-ups of a round's hosted page. */
export const handlers: HandlerMap = {
  getInternalLandingPage: async (request: FastifyRequest<{ Params: { projectId: string } }>) =>
    getInternalLandingPage(request.server.db, requireUser(request).id, request.params.projectId),
  createLandingPageAccount: async (request: FastifyRequest<{ Body: Schemas['LandingAccountRequest'] }>) =>
    createLandingAccount(
      request.server.db,
      request.server.config.appUrl,
      requireUser(request),
      request.body,
      request.server.auth.now(),
    ),
  createExternalLandingPage: async (request: FastifyRequest<{ Body: Schemas['LandingPublishRequest'] | undefined }>) =>
    publishLandingPage(
      request.server.db,
      request.server.config.appUrl,
      requireUser(request).id,
      request.body?.projectId,
      request.server.auth.now(),
    ),
  getLandingPageConfig: async (request: FastifyRequest<{ Params: { id: string } }>) =>
    getLandingConfig(request.server.db, request.server.config.appUrl, requireUser(request).id, request.params.id),
  listLandingSignups: async (request: FastifyRequest<{ Params: { roundId: string } }>) =>
    getLandingSignups(request.server.db, request.server.config.appUrl, requireUser(request).id, request.params.roundId),
};
