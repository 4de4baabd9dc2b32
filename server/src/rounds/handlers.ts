import type { components } from '@idea-studio/sdk';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/plugin.js';
import type { HandlerDefinition, HandlerMap } from '../http/types.js';
import { contentDisposition } from '../results/file-names.js';
import { getTrackData } from '../tracks/service.js';
import { exportPins, pinsCsv } from './pins-export.js';
import {
  addStepResult,
  deleteResultData,
  getReportData,
  getUserInput,
  recordReportAction,
  saveUserInput,
} from './service.js';

type Schemas = components['schemas'];
type RoundParams = { Params: { roundId: string } };
type InputParams = { Params: { roundId: string; stepId: string } };

/** Step inputs and results can be large (persona lists, chat transcripts): 2 MB instead of the server's 1 MiB. */
export const ROUND_BODY_LIMIT = 2 * 1024 * 1024;

const saveUserInputHandler: HandlerDefinition<InputParams & { Body: Schemas['UserInputUpdate'] }> = {
  bodyLimit: ROUND_BODY_LIMIT,
  handler: async (request) =>
    saveUserInput(request.server.db, requireUser(request).id, {
      roundId: request.params.roundId,
      stepId: request.params.stepId,
      content: request.body.content,
      now: request.server.auth.now(),
      contract: request.server.contract,
    }),
};

const addStepResultHandler: HandlerDefinition<RoundParams & { Body: Schemas['StepResultCreate'] }> = {
  bodyLimit: ROUND_BODY_LIMIT,
  handler: async (request) =>
    addStepResult(
      request.server.db,
      requireUser(request).id,
      request.params.roundId,
      request.body,
      request.server.auth.now(),
      request.server.contract,
    ),
};

/** The round operations of part 2 §7.5 (designed in the contract under /rounds). */
export const handlers: HandlerMap = {
  getTrackData: {
    handler: async (request: FastifyRequest<RoundParams>) =>
      getTrackData(request.server.db, requireUser(request).id, request.params.roundId),
    cachedAnswer: 'user',
  },
  getUserInput: async (request: FastifyRequest<InputParams>) =>
    getUserInput(request.server.db, requireUser(request).id, request.params.roundId, request.params.stepId),
  saveUserInput: saveUserInputHandler,
  addStepResult: addStepResultHandler,
  exportPins: async (request: FastifyRequest<RoundParams>) => {
    const user = requireUser(request);
    return exportPins(request.server.db, user.id, request.params.roundId, user.lang);
  },
  downloadPinsCsv: async (request: FastifyRequest<RoundParams>, reply: FastifyReply) => {
    const user = requireUser(request);
    const { fileName, csv } = await pinsCsv(request.server.db, user.id, request.params.roundId, user.lang);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(fileName))
      .header('cache-control', 'private, no-store')
      .send(csv);
  },
  getReportData: async (request: FastifyRequest<RoundParams>) =>
    getReportData(request.server.db, requireUser(request).id, request.params.roundId),
  deleteResultData: async (request: FastifyRequest<{ Params: { roundId: string; fileId: string } }>) =>
    deleteResultData(
      request.server.db,
      requireUser(request).id,
      request.params.roundId,
      request.params.fileId,
      request.server.auth.now(),
    ),
  recordReportAction: async (request: FastifyRequest<RoundParams & { Body: Schemas['ReportActionCreate'] }>) =>
    recordReportAction(
      request.server.db,
      requireUser(request).id,
      request.params.roundId,
      request.body,
      request.server.auth.now(),
    ),
};
