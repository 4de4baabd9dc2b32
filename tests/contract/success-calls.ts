// One call per operation of the contract that should answer 2xx, made through the SDK with the real ids of a world
// (src/harness/world.ts: a round through the whole track, its files, pins, landing page, hub upload, chat thread,
// interview, a project member, a promotion). Bodies are typed with the generated contract types, as in calls.ts.
// The rows run in the order of this table, except that the calls of REMOVING_LAST run last, in that order. Rows of
// the auth journey hand what they learn (a verifyId, an API key, a session) to later rows through `journey`.
import { type components, createIdeaClient, type IdeaClient, stepResultOf, unwrap } from '@idea-studio/sdk';
import { codeFrom, linkFrom, PASSWORD, uniqueEmail } from '../src/harness/accounts.js';
import { stepOfType } from '../src/harness/reference.js';
import type { RunningServer } from '../src/harness/server.js';
import { type Account, account, formOf, samplePdf, samplePng, type World } from '../src/harness/world.js';

type S = components['schemas'];

/** What the rows of the auth journey learn on the way: a newcomer registers, confirms, logs in, resets. */
export interface Journey {
  /** The newcomer's address (registerUser … setNewPassword). */
  email: string;
  /** Registered through the promotion (registerPromotionUser). */
  promotionEmail: string;
  verifyId?: string;
  /** Code mails to the newcomer before requestNewLoginCode: verifyLogin waits for the renewed code. */
  codeMailsBefore?: number;
  userId?: string;
  apiKey?: string;
  /** The newcomer's latest session (setNewPassword's); logoutUserGet ends it. */
  token?: string;
  /** The `idea_remember` cookie (name=value) of the newcomer's latest login, if the server set one. */
  rememberCookie?: string;
  /** An account the owner invites into the project (createProjectInvitation … acceptInvitation). */
  invitee?: Account;
  /** The token of the invitee's mailed link. */
  invitationToken?: string;
}

export interface SuccessWorld extends World {
  journey: Journey;
}

export function successWorld(world: World): SuccessWorld {
  return { ...world, journey: { email: uniqueEmail('newcomer'), promotionEmail: uniqueEmail('promoted') } };
}

// biome-ignore lint/suspicious/noExplicitAny: openapi-fetch results differ per operation; callers only read response/data/error
export type SuccessCall = (w: SuccessWorld) => Promise<{ response: Response; data?: any; error?: any }>;

/** Calls that remove what later calls use, in their order; logoutUser (it ends the owner's session) at the end. */
export const REMOVING_LAST = [
  'deleteInterview',
  'deleteResultData',
  'deleteResultFile',
  'deleteHubFile',
  'removeProjectMember',
  'resetChat',
  'deleteTrack',
  'revokeApiKeys',
  'logoutUserGet',
  'logoutUser',
] as const;

const anonymous = (w: SuccessWorld) => createIdeaClient({ baseUrl: w.server.apiUrl });
const bearer = (w: SuccessWorld, token: string) => createIdeaClient({ baseUrl: w.server.apiUrl, token });
const owner = (w: SuccessWorld): IdeaClient => w.owner.client;
const asForm = (form: FormData) => ({ body: form as never, bodySerializer: (body: unknown) => body as FormData });

/** The mails to `to` whose subject or text matches, newest first. */
async function mailsTo(server: RunningServer, to: string, match: RegExp) {
  return (await server.mailbox(to)).filter((m) => match.test(m.subject) || match.test(m.text));
}

/** Waits until more than `seen` such mails arrived; answers the newest. */
async function newMail(server: RunningServer, to: string, match: RegExp, seen = 0) {
  for (let i = 0; i < 100; i++) {
    const mails = await mailsTo(server, to, match);
    if (mails.length > seen) return mails[0]!;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no new mail to ${to} matching ${match} (had ${seen})`);
}

const CODE_MAIL = /login code/i;

/** The browser's remember cookie an answer set (`idea_remember=…`), as a Cookie header sends it back. */
function rememberCookieOf(response: Response): string | undefined {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => pair.startsWith('idea_remember=') && pair.length > 'idea_remember='.length)
    .at(-1);
}
const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`this row needs ${what} from an earlier row, which did not provide it`);
  return value;
};

const feedbackCard = stepOfType('feedbackCard');

export const successCalls: Record<string, SuccessCall> = {
  getHealth: (w) => anonymous(w).GET('/health'),

  // The auth journey of a newcomer, each step with what the outbox or the step before gave.
  registerUser: (w) =>
    anonymous(w).POST('/auth/register', { body: { email: w.journey.email, password: PASSWORD, lang: 'en' } }),
  resendConfirmation: async (w) => {
    await newMail(w.server, w.journey.email, /confirm/i);
    return anonymous(w).POST('/auth/resendconfirm', { body: { email: w.journey.email } });
  },
  confirmEmail: async (w) => {
    const mail = await newMail(w.server, w.journey.email, /confirm/i);
    const confirmId = linkFrom(mail.text, '/login/confirm/').split('/').pop()!;
    return anonymous(w).POST('/auth/confirm/{confirmId}', { params: { path: { confirmId } }, body: { confirmId } });
  },
  loginUser: async (w) => {
    const answer = await anonymous(w).POST('/auth/login', { body: { email: w.journey.email, password: PASSWORD } });
    w.journey.verifyId = answer.data?.verifyId;
    return answer;
  },
  requestNewLoginCode: async (w) => {
    const verifyId = need(w.journey.verifyId, 'loginUser’s verifyId');
    // The first code's mail, then the renewed one: only the renewed code is valid.
    await newMail(w.server, w.journey.email, CODE_MAIL);
    w.journey.codeMailsBefore = (await mailsTo(w.server, w.journey.email, CODE_MAIL)).length;
    return anonymous(w).POST('/auth/new2fa', { body: { email: w.journey.email, verifyId } });
  },
  verifyLogin: async (w) => {
    const verifyId = need(w.journey.verifyId, 'loginUser’s verifyId');
    const mail = await newMail(w.server, w.journey.email, CODE_MAIL, w.journey.codeMailsBefore ?? 0);
    const answer = await anonymous(w).POST('/auth/verify', { body: { verifyId, verifyCode: codeFrom(mail.text) } });
    w.journey.userId = answer.data?.userdata.id;
    w.journey.apiKey = answer.data?.userdata.apiKey;
    w.journey.token = answer.data?.userdata.token ?? undefined;
    w.journey.rememberCookie = rememberCookieOf(answer.response);
    return answer;
  },
  autoLogin: (w) => {
    const body: S['AutoLoginRequest'] = {
      userId: need(w.journey.userId, 'verifyLogin’s user id'),
      apiKey: need(w.journey.apiKey, 'verifyLogin’s API key'),
    };
    return anonymous(w).POST('/auth/autologin', { body });
  },
  requestPasswordReset: (w) => anonymous(w).POST('/auth/pwforgotten', { body: { email: w.journey.email } }),
  setNewPassword: async (w) => {
    const mail = await newMail(w.server, w.journey.email, /new password/i);
    const resetId = linkFrom(mail.text, '/login/set-new-password/').split('/').pop()!;
    const answer = await anonymous(w).POST('/auth/setnewpw', { body: { resetId, password: `${PASSWORD}x` } });
    w.journey.token = answer.data?.userdata.token ?? undefined;
    w.journey.rememberCookie = rememberCookieOf(answer.response) ?? w.journey.rememberCookie;
    return answer;
  },
  // The browser that set the new password stops being remembered (its cookie, when the server set one).
  forgetBrowser: (w) =>
    anonymous(w).POST('/auth/autologin/forget', {
      body: {},
      headers: w.journey.rememberCookie ? { Cookie: w.journey.rememberCookie } : {},
    }),
  checkPromotion: (w) =>
    anonymous(w).GET('/auth/promotion/{promotionId}', { params: { path: { promotionId: w.ids.promotionId } } }),
  registerPromotionUser: (w) =>
    anonymous(w).POST('/auth/promotion/{promotionId}', {
      params: { path: { promotionId: w.ids.promotionId } },
      body: { email: w.journey.promotionEmail, password: PASSWORD, lang: 'en' },
    }),

  // The owner's session.
  checkLogin: (w) => owner(w).POST('/auth/checklogin', { body: {} }),
  updateUserData: (w) =>
    owner(w).POST('/user/data', { body: { prename: 'Ada', lastname: 'Founder', intentionRoleId: 1, lang: 'en' } }),
  uploadUserAvatar: async (w) =>
    owner(w).POST('/user/avatar', asForm(formOf({ avatar: [await samplePng(), 'me.png'] }))),
  getUserAvatar: (w) =>
    owner(w).GET('/user/avatar', {
      params: { query: { r: String(Date.now()) } },
      headers: { Accept: 'image/png' },
      parseAs: 'blob',
    }),
  updateCompanyMetadata: (w) =>
    owner(w).POST('/company/metadata', {
      body: { name: 'Crumb Labs', industryId: 1, mission: 'Less bread in the bin.', webpage: 'https://crumb.example' },
    }),
  listProjectMembers: (w) =>
    owner(w).GET('/projects/{projectId}/members', { params: { path: { projectId: w.ids.projectId } } }),
  // Team invitations: the owner invites a registered user, who previews the link and joins.
  createProjectInvitation: async (w) => {
    const invitee = await account(w.server, 'invitee');
    w.journey.invitee = invitee;
    const answer = await owner(w).POST('/projects/{projectId}/invitations', {
      params: { path: { projectId: w.ids.projectId } },
      body: { email: invitee.email, role: 'Editor' },
    });
    const mail = await w.server.waitForMail(invitee.email, /invit/i);
    w.journey.invitationToken = linkFrom(mail.text, '/invite/').split('/').pop()!;
    return answer;
  },
  listProjectInvitations: (w) =>
    owner(w).GET('/projects/{projectId}/invitations', { params: { path: { projectId: w.ids.projectId } } }),
  previewInvitation: (w) =>
    anonymous(w).POST('/invitations/preview', {
      body: { token: need(w.journey.invitationToken, 'createProjectInvitation’s link') },
    }),
  acceptInvitation: (w) =>
    need(w.journey.invitee, 'createProjectInvitation’s invitee').client.POST('/invitations/accept', {
      body: { token: need(w.journey.invitationToken, 'createProjectInvitation’s link') },
    }),
  listProjects: (w) => need(w.journey.invitee, 'acceptInvitation’s member').client.GET('/projects'),
  listProjectTracks: (w) =>
    need(w.journey.invitee, 'acceptInvitation’s member').client.GET('/projects/{projectId}/tracks', {
      params: { path: { projectId: w.ids.projectId } },
    }),
  revokeProjectInvitation: async (w) => {
    const invitation = await unwrap(
      owner(w).POST('/projects/{projectId}/invitations', {
        params: { path: { projectId: w.ids.projectId } },
        body: { email: uniqueEmail('revoked'), role: 'Member' },
      }),
    );
    return owner(w).DELETE('/projects/{projectId}/invitations/{invitationId}', {
      params: { path: { projectId: w.ids.projectId, invitationId: invitation.invitationId } },
    });
  },

  uploadHubFile: async (w) =>
    owner(w).POST(
      '/knowledgehub/uploads',
      asForm(formOf({ file: [await samplePdf(), 'bakery-study.pdf'], hubId: w.ids.projectId, fileType: 'RAGFILE' })),
    ),
  extractPdfText: async (w) =>
    owner(w).POST('/knowledgehub/pdfextract', asForm(formOf({ file: [await samplePdf(), 'bakery-study.pdf'] }))),
  listAllowedFileTypes: (w) => owner(w).GET('/knowledgehub/allowedfiletypes'),
  listHubFiles: (w) => owner(w).GET('/knowledgehub/{id}', { params: { path: { id: w.ids.projectId } } }),

  listTracks: (w) => anonymous(w).GET('/data/tracks'),
  listCategories: (w) => anonymous(w).GET('/data/categories'),
  listTags: (w) => anonymous(w).GET('/data/tags'),
  listTagGroups: (w) => anonymous(w).GET('/public/data/taggroups.json'),
  listIndustries: (w) => anonymous(w).GET('/public/data/industry.json'),
  listIntentionRoles: (w) => anonymous(w).GET('/public/data/intentionroles.json'),
  listLicenseTypes: (w) => anonymous(w).GET('/public/data/license.json'),
  listRoles: (w) => anonymous(w).GET('/public/data/roles.json'),
  listLanguages: (w) => anonymous(w).GET('/public/data/languages.json'),

  listUserTracks: (w) => owner(w).GET('/streams/usertracks'),
  listStreamSteps: (w) =>
    anonymous(w).GET('/streams/steps/{streamId}', { params: { path: { streamId: w.ids.streamId } } }),
  getTrackData: (w) => owner(w).GET('/rounds/{roundId}/track', { params: { path: { roundId: w.ids.roundId } } }),
  getUserInput: (w) =>
    owner(w).GET('/rounds/{roundId}/inputs/{stepId}', {
      params: { path: { roundId: w.ids.roundId, stepId: w.ids.stepId } },
    }),
  saveUserInput: (w) =>
    owner(w).PUT('/rounds/{roundId}/inputs/{stepId}', {
      params: { path: { roundId: w.ids.roundId, stepId: w.ids.stepId } },
      body: { content: [{ type: 'PROBLEM', content: 'Small bakeries cannot forecast tomorrow’s demand.' }] },
    }),
  addStepResult: async (w) => {
    // The Basic Idea's stored result again, pointing to its real file.
    const track = await owner(w).GET('/rounds/{roundId}/track', { params: { path: { roundId: w.ids.roundId } } });
    const stored = track.data && stepResultOf(track.data, w.ids.stepId);
    return owner(w).POST('/rounds/{roundId}/results', {
      params: { path: { roundId: w.ids.roundId } },
      body: {
        streamId: w.ids.streamId,
        stepId: w.ids.stepId,
        name: 'basicIdea',
        result: stored?.result ?? { name: 'Bread forecasts' },
        stepIndex: 1,
        fileId: w.ids.resultFileId,
      },
    });
  },
  saveTrackProgress: (w) =>
    owner(w).PUT('/streams/usertracks', {
      body: {
        streamId: feedbackCard.streamId,
        stepId: feedbackCard.id,
        roundId: w.ids.roundId,
        finished: 1,
        stepIndex: 3,
      },
    }),
  finishUserTrack: (w) => owner(w).PUT('/streams/usertracks/finished', { body: { roundId: w.ids.roundId } }),
  startTrack: (w) =>
    owner(w).POST('/streams/starttrack', {
      body: {
        trackId: 'Clu-4-HBY',
        streamId: w.ids.streamId,
        stepId: `initial-${w.ids.streamId}`,
        projectId: w.ids.projectId,
        name: 'Second bakery idea',
      },
    }),
  renameTrack: (w) =>
    owner(w).PUT('/streams/trackname', { body: { roundId: w.ids.roundId, name: 'Bread forecasts for bakeries' } }),

  exportPins: (w) =>
    owner(w).POST('/rounds/{roundId}/pins/export', { params: { path: { roundId: w.ids.roundId } }, body: {} }),
  downloadPinsCsv: (w) =>
    owner(w).GET('/rounds/{roundId}/pins.csv', {
      params: { path: { roundId: w.ids.roundId } },
      headers: { Accept: 'text/csv' },
      parseAs: 'text',
    }),
  getReportData: (w) => owner(w).GET('/rounds/{roundId}/report-data', { params: { path: { roundId: w.ids.roundId } } }),
  getVerdict: (w) => owner(w).GET('/rounds/{roundId}/verdict', { params: { path: { roundId: w.ids.roundId } } }),
  recordReportAction: (w) =>
    owner(w).POST('/rounds/{roundId}/actions', {
      params: { path: { roundId: w.ids.roundId } },
      body: { action: 'Next', stepId: w.ids.stepId },
    }),
  getProjectPageShare: (w) => owner(w).GET('/rounds/{roundId}/share', { params: { path: { roundId: w.ids.roundId } } }),
  setProjectPageShared: (w) =>
    owner(w).PUT('/rounds/{roundId}/share', { params: { path: { roundId: w.ids.roundId } }, body: { shared: true } }),
  sendProjectPageLink: (w) =>
    owner(w).POST('/rounds/{roundId}/share/mail', {
      params: { path: { roundId: w.ids.roundId } },
      body: { emails: 'coach@example.com' },
    }),
  // Shared just before: anyone may read the page.
  getProjectPage: (w) => anonymous(w).GET('/projectpage/{roundId}', { params: { path: { roundId: w.ids.roundId } } }),
  listLandingSignups: (w) =>
    owner(w).GET('/rounds/{roundId}/signups', { params: { path: { roundId: w.ids.roundId } } }),
  listInterviews: (w) =>
    owner(w).GET('/rounds/{roundId}/interviews', { params: { path: { roundId: w.ids.roundId }, query: {} } }),
  createInterview: (w) =>
    owner(w).POST('/rounds/{roundId}/interviews', {
      params: { path: { roundId: w.ids.roundId } },
      body: { notes: 'A second owner said rainy Mondays are the worst: half the rolls stay.', role: 'Bakery owner' },
    }),

  createResultFile: (w) =>
    owner(w).POST('/knowledgehub/trackresult', {
      body: {
        roundId: w.ids.roundId,
        name: 'Bread forecasts',
        data: { name: 'Bread forecasts', tagline: 'Bake what sells' },
        type: 'Basic Idea',
        projectId: w.ids.projectId,
        currentStepNr: 1,
        stepId: w.ids.stepId,
      },
    }),
  listResultFiles: (w) =>
    owner(w).GET('/knowledgehub/trackresult/{roundId}', { params: { path: { roundId: w.ids.roundId } } }),
  downloadResultFile: (w) =>
    owner(w).GET('/knowledgehub/trackresult/{roundId}/{fileId}/{fileName}', {
      params: { path: { roundId: w.ids.roundId, fileId: w.ids.resultFileId, fileName: w.ids.resultFileName } },
      headers: { Accept: 'application/pdf' },
      parseAs: 'blob',
    }),

  sendChatMessage: (w) =>
    owner(w).POST('/aiservice/default', {
      body: {
        agentId: 'flying_jhonny',
        modelId: 'HOMECHAT',
        userText: 'What should I do next?',
        threadId: w.ids.threadId,
        roundId: w.ids.roundId,
      },
    }),
  sendFeedbackCardMessage: (w) =>
    owner(w).POST('/aiservice/feedbackcard', {
      body: { agentId: 'mentor_market', message: 'Is the market big enough?', roundId: w.ids.roundId },
    }),
  listAgents: (w) => owner(w).GET('/aiservice/agents'),
  createStepAiResponse: (w) =>
    owner(w).POST('/aiservice/airesponse', {
      body: {
        streamId: w.ids.streamId,
        stepId: w.ids.stepId,
        content: 'Small bakeries cannot forecast tomorrow’s demand.',
        promptType: 'STEP_PROMPT',
        stepPromptNumber: 1,
        roundId: w.ids.roundId,
      },
    }),
  createStandaloneAiResponse: async (w) => {
    // The paper flow: a PDF's text (extractPdfText) summarised.
    const extracted = await owner(w).POST(
      '/knowledgehub/pdfextract',
      asForm(formOf({ file: [await samplePdf(), 'bakery-study.pdf'] })),
    );
    const pages = need(extracted.data?.pages, 'the PDF text of extractPdfText');
    return owner(w).POST('/aiservice/standalone', {
      body: { promptId: 'SUMMARIZE_DOCUMENT_UPLOAD', userInput: pages.join('\n\n'), roundId: w.ids.roundId },
    });
  },
  createCleanAiResponse: (w) =>
    owner(w).POST('/aiservice/clean-airesponse', {
      body: { content: 'We help bakeries.', promptId: 'OPTIMIZE-MISSION' },
    }),
  readIdeaFrame: (w) =>
    owner(w).POST('/aiservice/ideaframe', {
      body: { text: 'A bread rescue app for small bakeries in Leeds, £20 a month.', title: 'BreadPilot' },
    }),
  listReportOptions: (w) => owner(w).GET('/aiservice/report-options'),
  listClosingOptions: (w) =>
    owner(w).GET('/aiservice/closingoptions/{streamId}', { params: { path: { streamId: w.ids.streamId } } }),

  createLandingPageAccount: (w) =>
    owner(w).POST('/userlp_easy2/account', {
      body: { email: w.owner.email, projectId: w.ids.roundId, firstname: 'Ada' },
    }),
  createExternalLandingPage: (w) => owner(w).POST('/userlp_easy2/landingPage', { body: { projectId: w.ids.roundId } }),
  getLandingPageConfig: (w) => owner(w).GET('/userlp_easy2/config/{id}', { params: { path: { id: w.ids.roundId } } }),
  getInternalLandingPage: (w) =>
    owner(w).GET('/userlp_easy2/internlp/{projectId}', { params: { path: { projectId: w.ids.roundId } } }),

  // Removals (REMOVING_LAST), each of a thing of the world.
  deleteInterview: (w) =>
    owner(w).DELETE('/rounds/{roundId}/interviews/{interviewId}', {
      params: { path: { roundId: w.ids.roundId, interviewId: w.ids.interviewId } },
    }),
  deleteResultData: (w) =>
    owner(w).DELETE('/rounds/{roundId}/results/by-file/{fileId}', {
      params: { path: { roundId: w.ids.roundId, fileId: w.ids.resultFileId } },
    }),
  deleteResultFile: (w) =>
    owner(w).DELETE('/knowledgehub/trackresult/{roundId}/{fileId}/{fileName}', {
      params: { path: { roundId: w.ids.roundId, fileId: w.ids.cardFileId, fileName: w.ids.cardFileName } },
    }),
  deleteHubFile: (w) => owner(w).DELETE('/knowledgehub/{id}', { params: { path: { id: w.ids.hubFileId } } }),
  removeProjectMember: (w) =>
    owner(w).DELETE('/projects/{projectId}/members/{userId}', {
      params: { path: { projectId: w.ids.projectId, userId: w.ids.memberUserId } },
    }),
  resetChat: (w) =>
    owner(w).DELETE('/aiservice/threads/{threadId}', { params: { path: { threadId: w.ids.threadId } } }),
  deleteTrack: (w) => owner(w).POST('/streams/deletetrack', { body: { roundId: w.ids.roundId } }),
  revokeApiKeys: (w) => owner(w).POST('/auth/apikeys/revoke', {}),
  // The newcomer's session (from setNewPassword), then the owner's own at the very end.
  logoutUserGet: (w) => bearer(w, need(w.journey.token, 'setNewPassword’s session')).GET('/auth/logout'),
  logoutUser: (w) => owner(w).POST('/auth/logout', {}),
};
