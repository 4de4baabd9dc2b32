import {
  type components,
  DEFAULT_TRACK_ID,
  type IdeaClient,
  loadClosingOptions,
  loadTrackStructure,
  previewInvitation,
} from '@idea-studio/sdk';
import { queryOptions } from '@tanstack/react-query';
import { type QueryHooks, REPORT_FAILURE } from './queryHooks';

// The query hooks live in their own module: the app shell needs them on every page, the queries below only the
// pages that use them (loadClosingOptions alone brings much of the SDK).
export { createQueries, type QueryHooks, REPORT_FAILURE } from './queryHooks';

const roundPath = (roundId: string) => ({ params: { path: { roundId } } });

/** TanStack's `queryOptions` around openapi-react-query's: the key then carries the data type, so
 * `setQueryData(options.queryKey, …)` and `getQueryData` are typed too. */
const typed = queryOptions;

/** Lists that change only with a release: asked once per page view. */
const REFERENCE = { staleTime: Number.POSITIVE_INFINITY } as const;

/**
 * The app's server state: every query it keeps, in one place, so each endpoint has exactly one query key.
 * Hooks read them with `useQuery(serverState.x($api, …))`; changes update (`setQueryData`) or invalidate
 * (`invalidateQueries({ queryKey: serverState.x($api, …).queryKey })`) the same keys. The keys are
 * openapi-react-query's `[method, path, init]` and do not depend on the hooks, so `$api` and `$quiet` read and
 * write the same entries.
 *
 * Both ask through the quiet client; see `queryHooks.ts` for how failures are reported.
 */
export const serverState = {
  /** The user's rounds for the dashboard (listUserTracks). */
  userTracks: ($: QueryHooks) => typed($.queryOptions('get', '/streams/usertracks')),
  /** A round with its streams' results and result files (getTrackData). */
  round: ($: QueryHooks, roundId: string) =>
    typed($.queryOptions('get', '/rounds/{roundId}/track', roundPath(roundId))),
  /** A round's result files (listResultFiles). */
  resultFiles: ($: QueryHooks, roundId: string) =>
    typed($.queryOptions('get', '/knowledgehub/trackresult/{roundId}', roundPath(roundId))),
  /** The input saved for a step of a round (loadStepInput). */
  stepInput: ($: QueryHooks, roundId: string, stepId: string) =>
    typed($.queryOptions('get', '/rounds/{roundId}/inputs/{stepId}', { params: { path: { roundId, stepId } } })),
  /** The files of a project's knowledge hub (listHubFiles). */
  hubFiles: ($: QueryHooks, projectId: string) =>
    typed($.queryOptions('get', '/knowledgehub/{id}', { params: { path: { id: projectId } } })),
  /** The members of a project (listProjectMembers). */
  projectMembers: ($: QueryHooks, projectId: string) =>
    typed($.queryOptions('get', '/projects/{projectId}/members', { params: { path: { projectId } } })),
  /** The pending invitations of a project (listProjectInvitations). */
  projectInvitations: ($: QueryHooks, projectId: string) =>
    typed($.queryOptions('get', '/projects/{projectId}/invitations', { params: { path: { projectId } } })),
  /** The projects the user owns or joined (listProjects). */
  projects: ($: QueryHooks) => typed($.queryOptions('get', '/projects')),
  /** Every round of a project the user owns or joined (listProjectTracks). */
  projectTracks: ($: QueryHooks, projectId: string) =>
    typed($.queryOptions('get', '/projects/{projectId}/tracks', { params: { path: { projectId } } })),
  /**
   * What an invitation link offers (previewInvitation, a POST that reads: the token stays out of URLs), through the
   * quiet client: the invitation page shows a refusal itself.
   */
  invitationPreview: (quiet: IdeaClient, token: string) =>
    queryOptions({
      queryKey: ['invitationPreview', token] as const,
      queryFn: () => previewInvitation(quiet, token),
    }),
  /** The AI agents (listAgents). */
  agents: ($: QueryHooks) => typed($.queryOptions('get', '/aiservice/agents', undefined, REFERENCE)),
  /** The reports that can be made (listReportOptions). */
  reportOptions: ($: QueryHooks) => typed($.queryOptions('get', '/aiservice/report-options', undefined, REFERENCE)),
  /** The reference lists of part 1 §3. */
  industries: ($: QueryHooks) => typed($.queryOptions('get', '/public/data/industry.json', undefined, REFERENCE)),
  intentionRoles: ($: QueryHooks) =>
    typed($.queryOptions('get', '/public/data/intentionroles.json', undefined, REFERENCE)),
  languages: ($: QueryHooks) => typed($.queryOptions('get', '/public/data/languages.json', undefined, REFERENCE)),
  licenseTypes: ($: QueryHooks) => typed($.queryOptions('get', '/public/data/license.json', undefined, REFERENCE)),
  roles: ($: QueryHooks) => typed($.queryOptions('get', '/public/data/roles.json', undefined, REFERENCE)),
  /**
   * A track's definition: its streams with their steps, put together by the SDK's `loadTrackStructure` (listTracks
   * plus listStreamSteps per stream, through the quiet client), under a key of its own; failures are reported.
   */
  trackStructure: (quiet: IdeaClient, trackId: string = DEFAULT_TRACK_ID) =>
    queryOptions({
      queryKey: ['trackStructure', trackId] as const,
      queryFn: () => loadTrackStructure(quiet, trackId),
      meta: REPORT_FAILURE,
      ...REFERENCE,
    }),
  /**
   * The closing options of a stream in orderNr order (the SDK's `loadClosingOptions` through the quiet client),
   * under a key of its own; the server names them in the user's language, so the language is part of the key.
   */
  closingOptions: (quiet: IdeaClient, streamId: string, lang: string) =>
    queryOptions({
      queryKey: ['closingOptions', streamId, lang] as const,
      queryFn: () => loadClosingOptions(quiet, streamId),
      meta: REPORT_FAILURE,
    }),
  /** A round's report data: its stored reports, canvas and landing page (getReportData). */
  reportData: ($: QueryHooks, roundId: string) =>
    typed($.queryOptions('get', '/rounds/{roundId}/report-data', roundPath(roundId))),
  /** Whether a round's project page is public, and its link (getProjectPageShare). */
  share: ($: QueryHooks, roundId: string) =>
    typed($.queryOptions('get', '/rounds/{roundId}/share', roundPath(roundId))),
  /** The state of a round's hosted landing page (getLandingPageConfig). */
  landingConfig: ($: QueryHooks, roundId: string) =>
    typed($.queryOptions('get', '/userlp_easy2/config/{id}', { params: { path: { id: roundId } } })),
  /** The sign-ups of a round's hosted landing page (listLandingSignups). */
  landingSignups: ($: QueryHooks, roundId: string) =>
    typed($.queryOptions('get', '/rounds/{roundId}/signups', roundPath(roundId))),
  /**
   * How the assistant reads an idea into its frame (readIdeaFrame, a POST that reads and stores nothing): the same
   * words, title and language are read once per page view.
   */
  ideaFrame: ($: QueryHooks, body: components['schemas']['IdeaFrameRequest']) =>
    typed($.queryOptions('post', '/aiservice/ideaframe', { body }, { staleTime: Number.POSITIVE_INFINITY })),
  /** The verdict of a round with its reasons and next steps (getVerdict). */
  verdict: ($: QueryHooks, roundId: string) =>
    typed($.queryOptions('get', '/rounds/{roundId}/verdict', roundPath(roundId))),
};
