import type { components } from '@idea-studio/sdk';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../auth/plugin.js';
import type { HandlerMap } from '../http/types.js';
import { deleteTrack, finishUserTrack, listUserTracks, renameTrack, saveTrackProgress, startTrack } from './service.js';

type Schemas = components['schemas'];
type Body<T> = FastifyRequest<{ Body: T }>;

/** The user track operations of part 2 §7.3 (`listStreamSteps` is reference data, see `data/`). */
export const handlers: HandlerMap = {
  startTrack: async (request: Body<Schemas['StartTrackRequest']>) =>
    startTrack(request.server.db, requireUser(request).id, request.body, request.server.auth.now()),
  listUserTracks: {
    handler: async (request: FastifyRequest) => listUserTracks(request.server.db, requireUser(request).id),
    cachedAnswer: 'user',
  },
  saveTrackProgress: async (request: Body<Schemas['TrackProgressUpdate']>) =>
    saveTrackProgress(request.server.db, requireUser(request).id, request.body, request.server.auth.now()),
  finishUserTrack: async (request: Body<Schemas['RoundRef']>) =>
    finishUserTrack(request.server.db, requireUser(request).id, request.body.roundId, request.server.auth.now()),
  renameTrack: async (request: Body<Schemas['RenameTrackRequest']>) =>
    renameTrack(request.server.db, requireUser(request).id, request.body, request.server.auth.now()),
  deleteTrack: async (request: Body<Schemas['RoundRef']>) =>
    deleteTrack(request.server.db, requireUser(request).id, request.body.roundId),
};
