import type { FastifyRequest } from 'fastify';
import { requireUser } from '../auth/plugin.js';
import type { HandlerMap } from '../http/types.js';
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

/** The knowledge hub (part 1 §2 My Files, §4, §5, §7, §9). */
export const handlers: HandlerMap = {
  uploadHubFile: async (request: FastifyRequest) => {
    const user = requireUser(request);
    const form = await readForm(request, { fileField: 'file', keepBytes: UPLOAD_KEEP_BYTES });
    return uploadHubFile(request.server.db, user.id, form, request.server.auth.now());
  },
  extractPdfText: async (request: FastifyRequest) => {
    requireUser(request);
    const form = await readForm(request, { fileField: 'file', keepBytes: PDF_EXTRACT_MAX_BYTES });
    return extractPdfText(requireFile(form, 'file'));
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
