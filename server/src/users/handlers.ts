import type { components } from '@idea-studio/sdk';
import type { FastifyRequest } from 'fastify';
import type { Updateable } from 'kysely';
import { requireUser } from '../auth/plugin.js';
import { intentionRoles } from '../data/reference.js';
import { nowIso } from '../db/ids.js';
import type { UsersTable } from '../db/schema.js';
import { invalidInput } from '../http/errors.js';
import type { HandlerMap } from '../http/types.js';
import { updateUser } from './repository.js';

type UserDataUpdate = components['schemas']['UserDataUpdate'];

/** Trimmed; empty becomes null. */
function name(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed ? trimmed : null;
}

export const handlers: HandlerMap = {
  /** Saves the profile fields that were sent (prename, lastname, intentionRoleId, lang); answers true. */
  updateUserData: async (request: FastifyRequest<{ Body: UserDataUpdate }>) => {
    const user = requireUser(request);
    const body = request.body;
    const changes: Updateable<UsersTable> = {};
    if (body.prename !== undefined) changes.prename = name(body.prename);
    if (body.lastname !== undefined) changes.lastname = name(body.lastname);
    if (body.intentionRoleId !== undefined) {
      if (body.intentionRoleId !== null && !intentionRoles.some((role) => role.id === body.intentionRoleId)) {
        throw invalidInput('This intention role does not exist.');
      }
      changes.intention_role_id = body.intentionRoleId;
    }
    if (body.lang !== undefined) changes.lang = body.lang;
    if (Object.keys(changes).length > 0) {
      await updateUser(request.server.db, user.id, { ...changes, updated_at: nowIso(request.server.auth.now()) });
    }
    return true;
  },
};
