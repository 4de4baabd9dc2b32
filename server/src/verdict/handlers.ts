import type { FastifyRequest } from 'fastify';
import { requireUser } from '../auth/plugin.js';
import type { HandlerMap } from '../http/types.js';
import { getVerdict } from './service.js';

type RoundParams = { Params: { roundId: string } };

/** The closing verdict of a round (GO / PIVOT / NO_GO with three next experiments); only the round's user. */
export const handlers: HandlerMap = {
  getVerdict: async (request: FastifyRequest<RoundParams>) =>
    getVerdict(request.server.db, request.server.config.appUrl, requireUser(request), request.params.roundId),
};
