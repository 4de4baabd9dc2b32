import type { FastifyRequest } from 'fastify';
import { requireUser } from '../auth/plugin.js';
import type { HandlerMap } from '../http/types.js';
import { textReaderOf } from './extract-pool.js';
import { readForm, requireFile } from './multipart.js';
import {
  allowedFileTypes,
  deleteHubFile,
  extractPdfText,
  listHubFiles,
  PDF_EXTRACT_MAX_BYTES,
  UPLOAD_KEEP_BYTES,
  uploadHubFile,
} from './service.js';

type IdParams = { Params: { id: string } };

/**
 * Reading an uploaded file costs up to a second or two of CPU: a limit per user (config `uploadRateLimit`, env
 * UPLOAD_RATE_LIMIT), counted per route. It runs after the auth hook, so the key is the user, not a shared IP.
 */
export const UPLOAD_RATE_LIMIT = {
  hook: 'preHandler' as const,
  max: (request: FastifyRequest) => request.server.config.uploadRateLimit.max,
  timeWindow: (request: FastifyRequest) => request.server.config.uploadRateLimit.windowMs,
  keyGenerator: (request: FastifyRequest) => `upload:${request.user?.id ?? request.ip}`,
};

/** The knowledge hub (part 1 §2 My Files, §4, §5, §7, §9). */
export const handlers: HandlerMap = {
  uploadHubFile: {
    rateLimit: UPLOAD_RATE_LIMIT,
    handler: async (request: FastifyRequest) => {
      const user = requireUser(request);
      const form = await readForm(request, { fileField: 'file', keepBytes: UPLOAD_KEEP_BYTES });
      const { server } = request;
      return uploadHubFile(server.db, user.id, form, server.auth.now(), textReaderOf(server));
    },
  },
  extractPdfText: {
    rateLimit: UPLOAD_RATE_LIMIT,
    handler: async (request: FastifyRequest) => {
      requireUser(request);
      const form = await readForm(request, { fileField: 'file', keepBytes: PDF_EXTRACT_MAX_BYTES });
      return extractPdfText(requireFile(form, 'file'), textReaderOf(request.server));
    },
  },
  listAllowedFileTypes: async (request: FastifyRequest) => {
    requireUser(request);
    return allowedFileTypes();
  },
  listHubFiles: {
    handler: async (request: FastifyRequest<IdParams>) =>
      listHubFiles(request.server.db, request.params.id, requireUser(request).id),
    cachedAnswer: 'user',
  },
  deleteHubFile: async (request: FastifyRequest<IdParams>) => {
    await deleteHubFile(request.server.db, request.params.id, requireUser(request).id);
    return { success: true };
  },
};
