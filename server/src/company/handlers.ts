import type { components } from '@idea-studio/sdk';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../auth/plugin.js';
import type { HandlerMap } from '../http/types.js';
import { updateCompany } from './service.js';

type CompanyMetadataUpdate = components['schemas']['CompanyMetadataUpdate'];

/** The company profile (part 1 §2 Basic Info, §7 `/company/metadata`). */
export const handlers: HandlerMap = {
  updateCompanyMetadata: async (request: FastifyRequest<{ Body: CompanyMetadataUpdate }>) =>
    updateCompany(request.server.db, requireUser(request).id, request.body, request.server.auth.now()),
};
