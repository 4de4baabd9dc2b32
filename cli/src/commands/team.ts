// `idea-studio team invite | ls | rm | join | projects`: the team of a project. The owner invites by e-mail with a
// role (the server mails the link), lists members and pending invitations, and removes members or revokes
// invitations; the invited user joins with the mailed link and then sees the project's rounds
// (`track ls --project <projectId>`, `track status <roundId>`). The SDK's team flows do the work, as in the web.
import {
  acceptInvitation,
  displayName,
  invitationToken,
  inviteToProject,
  listProjectInvitations,
  listProjectMembers,
  listProjects,
  type ProjectInvitation,
  projectOwnerLabel,
  removeProjectMember,
  revokeProjectInvitation,
  TEAM_ROLES,
  type TeamMember,
  type TeamProject,
  type TeamRole,
} from '@idea-studio/sdk';
import type { Context } from '../context.js';
import { type Lang, langOf } from '../lang.js';
import { print } from '../output.js';
import { session } from '../session.js';

/** The command's words in both languages. */
export const TEAM_LABELS = {
  en: {
    invited: (email: string, role: string, until: string) =>
      `Invited ${email} as ${role}. The mailed link works once, until ${until}.`,
    members: 'Members',
    pending: 'Pending invitations',
    none: 'none',
    you: '(you)',
    until: (date: string) => `until ${date}`,
    removed: (email: string) => `Removed ${email} from the team.`,
    revoked: (email: string) => `Revoked the invitation of ${email}.`,
    notInTeam: (email: string) => `${email} is neither a member of the team nor invited.`,
    badRole: (role: string) => `Unknown role "${role}": use ${TEAM_ROLES.join(' or ')}.`,
    badLink: 'This is not an invitation link: paste the link from the mail (…/invite/…).',
    joined: (project: string, owner: string, role: string) => `You joined "${project}" of ${owner} as ${role}.`,
    rounds: (projectId: string) => `See its rounds with: idea-studio track ls --project ${projectId}`,
    own: 'own',
    joinedProject: 'joined',
    role: { Owner: 'Owner', Member: 'Member', Editor: 'Editor' } as Record<string, string>,
  },
  de: {
    invited: (email: string, role: string, until: string) =>
      `${email} als ${role} eingeladen. Der gemailte Link gilt einmal, bis ${until}.`,
    members: 'Mitglieder',
    pending: 'Offene Einladungen',
    none: 'keine',
    you: '(du)',
    until: (date: string) => `bis ${date}`,
    removed: (email: string) => `${email} aus dem Team entfernt.`,
    revoked: (email: string) => `Einladung an ${email} zurückgezogen.`,
    notInTeam: (email: string) => `${email} ist weder Mitglied des Teams noch eingeladen.`,
    badRole: (role: string) => `Unbekannte Rolle „${role}“: Nimm ${TEAM_ROLES.join(' oder ')}.`,
    badLink: 'Das ist kein Einladungslink: Füge den Link aus der E-Mail ein (…/invite/…).',
    joined: (project: string, owner: string, role: string) =>
      `Du bist „${project}“ von ${owner} als ${role} beigetreten.`,
    rounds: (projectId: string) => `Seine Runden zeigt: idea-studio track ls --project ${projectId}`,
    own: 'eigenes',
    joinedProject: 'beigetreten',
    role: { Owner: 'Inhaber:in', Member: 'Mitglied', Editor: 'Bearbeiter:in' } as Record<string, string>,
  },
} as const;

export interface TeamOptions {
  /** The project (default: the user's default project). */
  project?: string;
}
export interface InviteOptions extends TeamOptions {
  role?: string;
}

const day = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(iso),
  );

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The role named on the command line, in either spelling case; refused before anything is sent. */
export function teamRole(value: string | undefined, lang: Lang): TeamRole {
  if (value === undefined) return 'Member';
  const role = TEAM_ROLES.find((r) => r.toLowerCase() === value.trim().toLowerCase());
  if (!role) throw new Error(TEAM_LABELS[lang].badRole(value));
  return role;
}

async function projectOf(ctx: Context, options: TeamOptions) {
  const s = await session(ctx);
  return { ...s, projectId: options.project ?? s.projectId, lang: langOf(s.user) };
}

export async function teamInvite(ctx: Context, email: string, options: InviteOptions): Promise<ProjectInvitation> {
  const { client, projectId, lang } = await projectOf(ctx, options);
  const t = TEAM_LABELS[lang];
  const role = teamRole(options.role, lang);
  const invitation = await inviteToProject(client, projectId, email.trim(), role);
  print(ctx, invitation, () => [t.invited(invitation.email, t.role[role] ?? role, day(invitation.expiresAt, lang))]);
  return invitation;
}

export interface TeamListing {
  projectId: string;
  members: TeamMember[];
  invitations: ProjectInvitation[];
}

export async function teamList(ctx: Context, options: TeamOptions): Promise<TeamListing> {
  const { client, projectId, lang } = await projectOf(ctx, options);
  const t = TEAM_LABELS[lang];
  const [members, invitations] = await Promise.all([
    listProjectMembers(client, projectId),
    listProjectInvitations(client, projectId),
  ]);
  const listing = { projectId, members, invitations };
  print(ctx, listing, () => [
    `${t.members}:`,
    ...members.map((m) => {
      const name = displayName(m) === m.email ? '' : displayName(m);
      const role = m.role ? (t.role[m.role] ?? m.role) : '';
      return `  ${m.email}${name ? `  ${name}` : ''}  ${role}${m.isCurrentUser ? `  ${t.you}` : ''}`;
    }),
    `${t.pending}:`,
    ...(invitations.length
      ? invitations.map((i) => `  ${i.email}  ${t.role[i.role] ?? i.role}  ${t.until(day(i.expiresAt, lang))}`)
      : [`  ${t.none}`]),
  ]);
  return listing;
}

/** Removes the member with the address, or else revokes the pending invitation to it. */
export async function teamRemove(
  ctx: Context,
  email: string,
  options: TeamOptions,
): Promise<{ removed?: string; revoked?: string }> {
  const { client, projectId, lang } = await projectOf(ctx, options);
  const t = TEAM_LABELS[lang];
  const member = (await listProjectMembers(client, projectId)).find((m) => sameAddress(m.email, email));
  if (member) {
    await removeProjectMember(client, projectId, member.userId);
    const outcome = { removed: member.userId };
    print(ctx, outcome, () => [t.removed(member.email)]);
    return outcome;
  }
  const invitations = (await listProjectInvitations(client, projectId)).filter((i) => sameAddress(i.email, email));
  if (!invitations.length) throw new Error(t.notInTeam(email));
  for (const invitation of invitations) await revokeProjectInvitation(client, projectId, invitation.invitationId);
  const outcome = { revoked: invitations[0]!.invitationId };
  print(ctx, outcome, () => [t.revoked(invitations[0]!.email)]);
  return outcome;
}

/** Joins the project of an invitation link as the logged-in user. */
export async function teamJoin(ctx: Context, link: string): Promise<TeamProject> {
  const { client, lang } = await projectOf(ctx, {});
  const t = TEAM_LABELS[lang];
  const token = invitationToken(link);
  if (!token) throw new Error(t.badLink);
  const project = await acceptInvitation(client, token);
  print(ctx, project, () => [
    t.joined(project.name, projectOwnerLabel(project), t.role[project.role] ?? project.role),
    t.rounds(project.projectId),
  ]);
  return project;
}

/** The projects the user belongs to: own and joined. */
export async function teamProjects(ctx: Context): Promise<TeamProject[]> {
  const { client, lang } = await projectOf(ctx, {});
  const t = TEAM_LABELS[lang];
  const projects = await listProjects(client);
  print(ctx, projects, () =>
    projects.map(
      (p) =>
        `${p.projectId}  ${p.name}  ${p.isOwner ? t.own : `${t.joinedProject}: ${projectOwnerLabel(p)}`}  ${t.role[p.role] ?? p.role}`,
    ),
  );
  return projects;
}
