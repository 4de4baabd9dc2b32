import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/plugin.js';
import { ApiError, invalidInput } from '../http/errors.js';
import type { HandlerMap } from '../http/types.js';
import { readForm } from '../hub/multipart.js';
import { AVATAR_MAX_BYTES, uploadAvatar } from './avatar.js';
import { findAvatar } from './avatar-repository.js';
import { findUserById } from './repository.js';

/** A year: the address changes with every upload (`r` is the refreshtoken), so a matching one never goes stale. */
export const IMMUTABLE_CACHE = 'private, max-age=31536000, immutable';

function noAvatar(): ApiError {
  return new ApiError(404, 'notFound', 'No avatar', 'This account has no avatar picture yet.');
}

async function getAvatar(request: FastifyRequest<{ Querystring: { r?: string } }>, reply: FastifyReply) {
  const { id } = requireUser(request);
  const db = request.server.db;
  const [user, avatar] = await Promise.all([findUserById(db, id), findAvatar(db, id)]);
  if (!user?.avatar || !avatar) throw noAvatar();
  const current = user.refreshtoken === null ? undefined : String(user.refreshtoken);
  reply
    .header('cache-control', current !== undefined && request.query.r === current ? IMMUTABLE_CACHE : 'no-cache')
    .header('etag', avatar.etag)
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === avatar.etag) return reply.status(304).send();
  return reply.header('content-type', 'image/png').header('content-length', avatar.content.length).send(avatar.content);
}

/** The user's avatar (part 1 §3 avatar flag and refreshtoken, §4 avatar dialog, §7 `/user/avatar`). */
export const handlers: HandlerMap = {
  uploadUserAvatar: async (request: FastifyRequest) => {
    const user = requireUser(request);
    const form = await readForm(request, { fileField: 'avatar', keepBytes: AVATAR_MAX_BYTES });
    if (!form.file) throw invalidInput('The form field "avatar" with an image file is required.');
    return uploadAvatar(request.server.db, user.id, form.file, request.server.auth.now());
  },
  getUserAvatar: getAvatar,
};
