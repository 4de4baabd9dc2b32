import type { components } from '@idea-studio/sdk';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../auth/plugin.js';
import { mailAddressOf } from '../closing/share.js';
import type { HandlerDefinition, HandlerMap } from '../http/types.js';
import { listProjectTracks } from '../tracks/service.js';
import {
  acceptInvitation,
  type InvitationSettings,
  inviteToProject,
  listInvitations,
  listTeamProjects,
  previewInvitation,
  revokeProjectInvitation,
} from './invitations.js';
import { listTeam, removeTeamMember } from './service.js';

type Schemas = components['schemas'];
type ProjectParams = { Params: { projectId: string } };
type TokenBody = { Body: Schemas['InvitationToken'] };

/** Invitation links are random and long; these limits keep a script from hammering the look-ups anyway. */
export const INVITATION_LINK_RATE_LIMIT = { max: 30, timeWindow: 60_000 };
/** Invitations also have a daily cap per user (INVITE_MAIL_DAILY_MAX); this one stops bursts. */
export const INVITE_RATE_LIMIT = {
  // After the auth hook, so the key is the user (not a shared office IP).
  hook: 'preHandler' as const,
  max: 10,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) => `invite:${request.user?.id ?? request.ip}`,
};

function invitationSettings(request: FastifyRequest): InvitationSettings {
  const { config, mailer } = request.server;
  return {
    mailer,
    appUrl: config.appUrl,
    reportTo: mailAddressOf(config.mailFrom),
    dailyMax: config.inviteMailDailyMax,
  };
}

const createInvitation: HandlerDefinition<ProjectParams & { Body: Schemas['InvitationRequest'] }> = {
  rateLimit: INVITE_RATE_LIMIT,
  handler: async (request) =>
    inviteToProject(
      request.server.db,
      invitationSettings(request),
      requireUser(request).id,
      request.params.projectId,
      request.body,
      request.server.auth.now(),
    ),
};

const preview: HandlerDefinition<TokenBody> = {
  rateLimit: INVITATION_LINK_RATE_LIMIT,
  handler: async (request) => previewInvitation(request.server.db, request.body.token, request.server.auth.now()),
};

const accept: HandlerDefinition<TokenBody> = {
  rateLimit: INVITATION_LINK_RATE_LIMIT,
  handler: async (request) =>
    acceptInvitation(request.server.db, requireUser(request), request.body.token, request.server.auth.now()),
};

/** Team members of a project (part 1 §2, §6), its invitations, and the projects a user joined. */
export const handlers: HandlerMap = {
  listProjectMembers: async (request: FastifyRequest<ProjectParams>) =>
    listTeam(request.server.db, request.params.projectId, requireUser(request).id),
  removeProjectMember: async (request: FastifyRequest<{ Params: { projectId: string; userId: string } }>) => {
    const { projectId, userId } = request.params;
    await removeTeamMember(request.server.db, projectId, userId, requireUser(request).id);
    return { success: true };
  },
  listProjects: async (request: FastifyRequest) => listTeamProjects(request.server.db, requireUser(request).id),
  listProjectTracks: async (request: FastifyRequest<ProjectParams>) =>
    listProjectTracks(request.server.db, requireUser(request).id, request.params.projectId),
  listProjectInvitations: async (request: FastifyRequest<ProjectParams>) =>
    listInvitations(request.server.db, requireUser(request).id, request.params.projectId, request.server.auth.now()),
  createProjectInvitation: createInvitation,
  revokeProjectInvitation: async (request: FastifyRequest<{ Params: { projectId: string; invitationId: string } }>) => {
    const { projectId, invitationId } = request.params;
    await revokeProjectInvitation(
      request.server.db,
      requireUser(request).id,
      projectId,
      invitationId,
      request.server.auth.now(),
    );
    return { success: true };
  },
  previewInvitation: preview,
  acceptInvitation: accept,
};
