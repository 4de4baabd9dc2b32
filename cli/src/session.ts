// What several commands need from the logged-in user: the user data and the default project.
import { currentUser, defaultProject, type IdeaClient, type UserData } from '@idea-studio/sdk';
import type { Context } from './context.js';

export interface Session {
  client: IdeaClient;
  user: UserData;
  projectId: string;
  /** Bearer token of this session, for calls made outside openapi-fetch (uploads). */
  token: string | undefined;
}

export async function session(ctx: Context): Promise<Session> {
  const client = await ctx.client();
  const user = await currentUser(client);
  const project = defaultProject(user);
  if (!project) throw new Error('No Project found: there is no project in your account.');
  return { client, user, projectId: project.projectId, token: await ctx.token() };
}
