// Sharing a round (part 2 §2.1, §2.17): the project page link, public once shared; the link sent by mail; the
// read-only project page; and the verdict with its next steps that closes the last stream.
import { type IdeaClient, type Schemas, unwrap } from '../client.js';

export type ShareState = Schemas['ShareState'];
export type ProjectPage = Schemas['ProjectPage'];
export type Verdict = Schemas['Verdict'];

/** Whether the round's project page is public, and its link. */
export const loadShare = (client: IdeaClient, roundId: string): Promise<ShareState> =>
  unwrap(client.GET('/rounds/{roundId}/share', { params: { path: { roundId }, query: {} } }));

/** The share action (true) or making the page private again (false). */
export const setShared = (client: IdeaClient, roundId: string, shared: boolean): Promise<ShareState> =>
  unwrap(client.PUT('/rounds/{roundId}/share', { params: { path: { roundId } }, body: { shared } }));

/** Mails the link to comma-separated addresses (empty parts ignored); the page becomes public. */
export const sendShareLink = (client: IdeaClient, roundId: string, emails: string) =>
  unwrap(client.POST('/rounds/{roundId}/share/mail', { params: { path: { roundId } }, body: { emails } }));

/** The read-only project page (works without a login once shared). */
export const loadProjectPage = (client: IdeaClient, roundId: string): Promise<ProjectPage> =>
  unwrap(client.GET('/projectpage/{roundId}', { params: { path: { roundId }, query: {} } }));

/** GO / PIVOT / NO_GO with its reasons, evidence and three next experiments. */
export const loadVerdict = (client: IdeaClient, roundId: string): Promise<Verdict> =>
  unwrap(client.GET('/rounds/{roundId}/verdict', { params: { path: { roundId }, query: {} } }));
