import type { components } from '@idea-studio/sdk';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Catalogue } from '../ai/catalogue/index.js';
import { loadCatalogue } from '../ai/catalogue/index.js';
import { createProvider } from '../ai/provider.js';
import { AiService } from '../ai/service.js';
import type { AiProvider } from '../ai/types.js';
import { requireUser } from '../auth/plugin.js';
import type { HandlerDefinition, HandlerMap } from '../http/types.js';
import { textReaderOf } from '../hub/extract-pool.js';
import { createInterview, deleteInterview, listInterviews } from './service.js';

type RoundParams = { Params: { roundId: string } };
type CreateRequest = RoundParams & { Body: components['schemas']['InterviewCreate'] };
type DeleteParams = { Params: { roundId: string; interviewId: string } };

/**
 * A document travels as base64 in JSON (contract: at most 2,000,000 characters); a body above that is refused with
 * 413 like a file above 1 MB, so every too-large upload gets the same answer.
 */
export const INTERVIEW_BODY_LIMIT = 2_000_000;

/** Reading notes makes the model work: the same per-client limit as the AI operations (config `ai.rateLimit`). */
const AI_RATE_LIMIT = {
  max: (request: FastifyRequest) => request.server.config.ai.rateLimit.max,
  timeWindow: (request: FastifyRequest) => request.server.config.ai.rateLimit.windowMs,
};

export interface InterviewHandlerOptions {
  /** The provider of an app (default: the configured one, AI_PROVIDER). */
  provider?: (app: FastifyInstance) => AiProvider;
  /** The prompt catalogue (default: the entries of ai/catalogue/entries). */
  catalogue?: Catalogue;
}

/** The interview operations; each app gets its AI service on first use, from the app's configuration. */
export function createInterviewHandlers(options: InterviewHandlerOptions = {}): HandlerMap {
  const provider = options.provider ?? ((app: FastifyInstance) => createProvider(app.config.ai, app.log));
  let catalogue = options.catalogue;
  const services = new WeakMap<FastifyInstance, AiService>();
  const serviceOf = (app: FastifyInstance): AiService => {
    let service = services.get(app);
    if (!service) {
      catalogue ??= loadCatalogue();
      service = new AiService({ db: app.db, catalogue, provider: provider(app), log: app.log });
      services.set(app, service);
    }
    return service;
  };

  const create: HandlerDefinition<CreateRequest> = {
    bodyLimit: INTERVIEW_BODY_LIMIT,
    rateLimit: AI_RATE_LIMIT,
    handler: async (request, reply) => {
      const record = await createInterview(
        {
          db: request.server.db,
          ai: serviceOf(request.server),
          now: request.server.auth.now(),
          log: request.log,
          reader: textReaderOf(request.server),
        },
        requireUser(request),
        request.params.roundId,
        request.body,
      );
      reply.code(201);
      return record;
    },
  };

  return {
    listInterviews: async (request: FastifyRequest<RoundParams>) =>
      listInterviews(request.server.db, requireUser(request), request.params.roundId),
    createInterview: create,
    deleteInterview: async (request: FastifyRequest<DeleteParams>) => {
      await deleteInterview(
        request.server.db,
        requireUser(request),
        request.params.roundId,
        request.params.interviewId,
      );
      return { success: true };
    },
  };
}

/** The interview operations with the configured provider and the catalogue of ai/catalogue/entries. */
export const handlers: HandlerMap = createInterviewHandlers();
