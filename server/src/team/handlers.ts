import type { FastifyRequest } from 'fastify';
import { requireUser } from '../auth/plugin.js';
import type { HandlerMap } from '../http/types.js';
import { listTeam, removeTeamMember } from './service.js';

/** Team members of a project (part 1 §2, §6). */
export const handlers: HandlerMap = {
  listProjectMembers: async (request: FastifyRequest<{ Params: { projectId: string } }>) =>
    listTeam(request.server.db, request.params.projectId, requireUser(request).id),
  removeProjectMember: async (request: FastifyRequest<{ Params: { projectId: string; userId: string } }>) => {
    const { projectId, userId } = request.params;
    await removeTeamMember(request.server.db, projectId, userId, requireUser(request).id);
    return { success: true };
  },
};
