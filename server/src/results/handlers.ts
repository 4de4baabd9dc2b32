import type { components } from '@idea-studio/sdk';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../auth/plugin.js';
import type { HandlerDefinition, HandlerMap } from '../http/types.js';
import { ROUND_BODY_LIMIT } from '../rounds/handlers.js';
import { contentDisposition } from './file-names.js';
import { pdfRendererOf } from './pdf-pool.js';
import { timedRenderer } from './server-timing.js';
import { createResultFile, deleteResultFile, downloadResultFile, listResultFiles } from './service.js';

type Schemas = components['schemas'];
type FileParams = { Params: { roundId: string; fileId: string; fileName: string } };

const createResultFileHandler: HandlerDefinition<{ Body: Schemas['ResultFileCreate'] }> = {
  // The data of a step result may be as large as the result itself.
  bodyLimit: ROUND_BODY_LIMIT,
  handler: async (request, reply) => {
    const renderer = timedRenderer(pdfRendererOf(request.server));
    const created = await createResultFile(
      request.server.db,
      requireUser(request),
      request.body,
      request.server.auth.now(),
      renderer.render,
    );
    const timing = renderer.header();
    if (timing) reply.header('server-timing', timing);
    return created;
  },
};

const downloadResultFileHandler: HandlerDefinition<FileParams> = {
  handler: async (request, reply) => {
    const { file, content } = await downloadResultFile(request.server.db, requireUser(request).id, request.params);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(file.file_name))
      .header('content-length', content.length)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(content);
  },
};

/** Result files of part 2 §7.2: PDFs rendered from step results, stored in the database. */
export const handlers: HandlerMap = {
  createResultFile: createResultFileHandler,
  listResultFiles: {
    handler: async (request: FastifyRequest<{ Params: { roundId: string } }>) =>
      listResultFiles(request.server.db, requireUser(request).id, request.params.roundId),
    cachedAnswer: 'user',
  },
  downloadResultFile: downloadResultFileHandler,
  deleteResultFile: async (request: FastifyRequest<FileParams>) =>
    deleteResultFile(request.server.db, requireUser(request).id, request.params, request.server.auth.now()),
};
