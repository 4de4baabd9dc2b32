// One example call per operation of the contract, made through the SDK. Bodies are typed with the generated
// contract types, so this table stops compiling when the contract changes under it. The coverage test
// checks that every operationId of openapi/idea-studio.yaml has its row.
import type { components, IdeaClient } from '@idea-studio/sdk';
import { stepOfType } from '../src/harness/reference.js';

type S = components['schemas'];

export interface ExampleIds {
  roundId: string;
  stepId: string;
  streamId: string;
  projectId: string;
  fileId: string;
  userId: string;
  threadId: string;
  promotionId: string;
  fileName: string;
  interviewId: string;
}

export const sampleIds: ExampleIds = {
  roundId: 'rnd_1',
  stepId: stepOfType('basicIdea').id,
  streamId: stepOfType('basicIdea').streamId,
  projectId: 'prj_1',
  fileId: 'file_1',
  userId: 'usr_2',
  threadId: 'thr_1',
  promotionId: 'promo_1',
  fileName: 'ShelfSense.pdf',
  interviewId: 'int_1',
};

// biome-ignore lint/suspicious/noExplicitAny: openapi-fetch results differ per operation; callers only read response/data/error
export type Call = (client: IdeaClient, ids: ExampleIds) => Promise<{ response: Response; data?: any; error?: any }>;

const login: S['LoginRequest'] = { email: 'founder@example.com', password: 'Secret-123' };
const register: S['RegisterRequest'] = { email: 'founder@example.com', password: 'Secret-123', lang: 'en' };
const pdfBlob = () => new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' });
const pngBlob = () =>
  new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], { type: 'image/png' });

function form(fields: Record<string, string | Blob>): FormData {
  const fd = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') fd.append(key, value);
    else fd.append(key, value, key === 'avatar' ? 'avatar.png' : 'file.pdf');
  }
  return fd;
}
const asIs = (body: unknown) => body as FormData;

export const calls: Record<string, Call> = {
  getHealth: (c) => c.GET('/health'),

  checkLogin: (c) => c.POST('/auth/checklogin', { body: {} }),
  loginUser: (c) => c.POST('/auth/login', { body: login }),
  verifyLogin: (c) => c.POST('/auth/verify', { body: { verifyId: 'ver_1', verifyCode: '123456' } }),
  autoLogin: (c, ids) => c.POST('/auth/autologin', { body: { userId: ids.userId, apiKey: 'key_1' } }),
  requestNewLoginCode: (c) => c.POST('/auth/new2fa', { body: { email: login.email } }),
  logoutUser: (c) => c.POST('/auth/logout', {}),
  logoutUserGet: (c) => c.GET('/auth/logout'),
  revokeApiKeys: (c) => c.POST('/auth/apikeys/revoke', {}),
  forgetBrowser: (c) => c.POST('/auth/autologin/forget', {}),
  registerUser: (c) => c.POST('/auth/register', { body: register }),
  checkPromotion: (c, ids) =>
    c.GET('/auth/promotion/{promotionId}', { params: { path: { promotionId: ids.promotionId } } }),
  registerPromotionUser: (c, ids) =>
    c.POST('/auth/promotion/{promotionId}', {
      params: { path: { promotionId: ids.promotionId } },
      body: { ...register, promotionData: { id: ids.promotionId } },
    }),
  confirmEmail: (c) =>
    c.POST('/auth/confirm/{confirmId}', { params: { path: { confirmId: 'cnf_1' } }, body: { confirmId: 'cnf_1' } }),
  setNewPassword: (c) => c.POST('/auth/setnewpw', { body: { resetId: 'rst_1', password: 'Secret-456' } }),
  requestPasswordReset: (c) => c.POST('/auth/pwforgotten', { body: { email: login.email } }),
  resendConfirmation: (c) => c.POST('/auth/resendconfirm', { body: { email: login.email } }),

  updateUserData: (c) =>
    c.POST('/user/data', { body: { prename: 'Ada', lastname: 'Founder', intentionRoleId: 1, lang: 'en' } }),
  getUserAvatar: (c) =>
    c.GET('/user/avatar', {
      params: { query: { r: '1732200000000' } },
      headers: { Accept: 'image/png' },
      parseAs: 'blob',
    }),
  uploadUserAvatar: (c) =>
    c.POST('/user/avatar', {
      body: asIs(form({ avatar: pngBlob() })) as never,
      bodySerializer: (b: unknown) => b as FormData,
    }),
  updateCompanyMetadata: (c) =>
    c.POST('/company/metadata', {
      body: { name: 'Acme Labs', industryId: 1, mission: 'Make founders faster.', webpage: 'https://acme.example' },
    }),
  listProjectMembers: (c, ids) =>
    c.GET('/projects/{projectId}/members', { params: { path: { projectId: ids.projectId } } }),
  removeProjectMember: (c, ids) =>
    c.DELETE('/projects/{projectId}/members/{userId}', {
      params: { path: { projectId: ids.projectId, userId: ids.userId } },
    }),
  listProjects: (c) => c.GET('/projects'),
  listProjectTracks: (c, ids) =>
    c.GET('/projects/{projectId}/tracks', { params: { path: { projectId: ids.projectId } } }),
  listProjectInvitations: (c, ids) =>
    c.GET('/projects/{projectId}/invitations', { params: { path: { projectId: ids.projectId } } }),
  createProjectInvitation: (c, ids) =>
    c.POST('/projects/{projectId}/invitations', {
      params: { path: { projectId: ids.projectId } },
      body: { email: 'cofounder@example.com', role: 'Editor' } satisfies S['InvitationRequest'],
    }),
  revokeProjectInvitation: (c, ids) =>
    c.DELETE('/projects/{projectId}/invitations/{invitationId}', {
      params: { path: { projectId: ids.projectId, invitationId: 'inv_1' } },
    }),
  previewInvitation: (c) => c.POST('/invitations/preview', { body: { token: 'tok_1' } }),
  acceptInvitation: (c) => c.POST('/invitations/accept', { body: { token: 'tok_1' } }),

  uploadHubFile: (c, ids) =>
    c.POST('/knowledgehub/uploads', {
      body: asIs(form({ file: pdfBlob(), hubId: ids.projectId, fileType: 'RAGFILE' })) as never,
      bodySerializer: (b: unknown) => b as FormData,
    }),
  extractPdfText: (c) =>
    c.POST('/knowledgehub/pdfextract', {
      body: asIs(form({ file: pdfBlob() })) as never,
      bodySerializer: (b: unknown) => b as FormData,
    }),
  listAllowedFileTypes: (c) => c.GET('/knowledgehub/allowedfiletypes'),
  listHubFiles: (c, ids) => c.GET('/knowledgehub/{id}', { params: { path: { id: ids.projectId } } }),
  deleteHubFile: (c, ids) => c.DELETE('/knowledgehub/{id}', { params: { path: { id: ids.fileId } } }),

  listTracks: (c) => c.GET('/data/tracks'),
  listCategories: (c) => c.GET('/data/categories'),
  listTags: (c) => c.GET('/data/tags'),
  listTagGroups: (c) => c.GET('/public/data/taggroups.json'),
  listIndustries: (c) => c.GET('/public/data/industry.json'),
  listIntentionRoles: (c) => c.GET('/public/data/intentionroles.json'),
  listLicenseTypes: (c) => c.GET('/public/data/license.json'),
  listRoles: (c) => c.GET('/public/data/roles.json'),
  listLanguages: (c) => c.GET('/public/data/languages.json'),

  listUserTracks: (c) => c.GET('/streams/usertracks'),
  saveTrackProgress: (c, ids) =>
    c.PUT('/streams/usertracks', {
      body: { streamId: ids.streamId, stepId: ids.stepId, roundId: ids.roundId, finished: 0, stepIndex: 1 },
    }),
  finishUserTrack: (c, ids) => c.PUT('/streams/usertracks/finished', { body: { roundId: ids.roundId } }),
  startTrack: (c, ids) =>
    c.POST('/streams/starttrack', {
      body: {
        trackId: 'Clu-4-HBY',
        streamId: ids.streamId,
        stepId: `initial-${ids.streamId}`,
        projectId: ids.projectId,
        name: 'My Business Model Canvas',
      },
    }),
  renameTrack: (c, ids) => c.PUT('/streams/trackname', { body: { roundId: ids.roundId, name: 'Solar kiosks' } }),
  deleteTrack: (c, ids) => c.POST('/streams/deletetrack', { body: { roundId: ids.roundId } }),
  listStreamSteps: (c, ids) => c.GET('/streams/steps/{streamId}', { params: { path: { streamId: ids.streamId } } }),

  getTrackData: (c, ids) => c.GET('/rounds/{roundId}/track', { params: { path: { roundId: ids.roundId } } }),
  getUserInput: (c, ids) =>
    c.GET('/rounds/{roundId}/inputs/{stepId}', { params: { path: { roundId: ids.roundId, stepId: ids.stepId } } }),
  saveUserInput: (c, ids) =>
    c.PUT('/rounds/{roundId}/inputs/{stepId}', {
      params: { path: { roundId: ids.roundId, stepId: ids.stepId } },
      body: { content: [{ type: 'PROBLEM', content: 'Small shops cannot forecast demand.' }] },
    }),
  addStepResult: (c, ids) =>
    c.POST('/rounds/{roundId}/results', {
      params: { path: { roundId: ids.roundId } },
      body: {
        streamId: ids.streamId,
        stepId: ids.stepId,
        name: 'basicIdea',
        result: { name: 'ShelfSense' },
        stepIndex: 1,
        fileId: ids.fileId,
      },
    }),
  deleteResultData: (c, ids) =>
    c.DELETE('/rounds/{roundId}/results/by-file/{fileId}', {
      params: { path: { roundId: ids.roundId, fileId: ids.fileId } },
    }),
  exportPins: (c, ids) =>
    c.POST('/rounds/{roundId}/pins/export', { params: { path: { roundId: ids.roundId } }, body: {} }),
  downloadPinsCsv: (c, ids) =>
    c.GET('/rounds/{roundId}/pins.csv', {
      params: { path: { roundId: ids.roundId } },
      headers: { Accept: 'text/csv' },
      parseAs: 'text',
    }),
  getReportData: (c, ids) => c.GET('/rounds/{roundId}/report-data', { params: { path: { roundId: ids.roundId } } }),
  getProjectPageShare: (c, ids) => c.GET('/rounds/{roundId}/share', { params: { path: { roundId: ids.roundId } } }),
  setProjectPageShared: (c, ids) =>
    c.PUT('/rounds/{roundId}/share', { params: { path: { roundId: ids.roundId } }, body: { shared: true } }),
  sendProjectPageLink: (c, ids) =>
    c.POST('/rounds/{roundId}/share/mail', {
      params: { path: { roundId: ids.roundId } },
      body: { emails: 'coach@example.com, friend@example.com' },
    }),
  getVerdict: (c, ids) => c.GET('/rounds/{roundId}/verdict', { params: { path: { roundId: ids.roundId } } }),
  listLandingSignups: (c, ids) => c.GET('/rounds/{roundId}/signups', { params: { path: { roundId: ids.roundId } } }),
  listInterviews: (c, ids) =>
    c.GET('/rounds/{roundId}/interviews', { params: { path: { roundId: ids.roundId }, query: {} } }),
  createInterview: (c, ids) =>
    c.POST('/rounds/{roundId}/interviews', {
      params: { path: { roundId: ids.roundId } },
      body: { notes: 'Shop owners say they throw away bread every evening.', role: 'Bakery owner' },
    }),
  deleteInterview: (c, ids) =>
    c.DELETE('/rounds/{roundId}/interviews/{interviewId}', {
      params: { path: { roundId: ids.roundId, interviewId: ids.interviewId } },
    }),
  getProjectPage: (c, ids) => c.GET('/projectpage/{roundId}', { params: { path: { roundId: ids.roundId } } }),
  recordReportAction: (c, ids) =>
    c.POST('/rounds/{roundId}/actions', {
      params: { path: { roundId: ids.roundId } },
      body: { action: 'Next', stepId: ids.stepId },
    }),

  createResultFile: (c, ids) =>
    c.POST('/knowledgehub/trackresult', {
      body: {
        roundId: ids.roundId,
        name: 'ShelfSense',
        data: { name: 'ShelfSense', tagline: 'Know tomorrow’s demand today' },
        type: 'Basic Idea',
        projectId: ids.projectId,
        currentStepNr: 1,
        stepId: ids.stepId,
      },
    }),
  listResultFiles: (c, ids) =>
    c.GET('/knowledgehub/trackresult/{roundId}', { params: { path: { roundId: ids.roundId } } }),
  downloadResultFile: (c, ids) =>
    c.GET('/knowledgehub/trackresult/{roundId}/{fileId}/{fileName}', {
      params: { path: { roundId: ids.roundId, fileId: ids.fileId, fileName: ids.fileName } },
      headers: { Accept: 'application/pdf' },
      parseAs: 'blob',
    }),
  deleteResultFile: (c, ids) =>
    c.DELETE('/knowledgehub/trackresult/{roundId}/{fileId}/{fileName}', {
      params: { path: { roundId: ids.roundId, fileId: ids.fileId, fileName: ids.fileName } },
    }),

  sendChatMessage: (c, ids) =>
    c.POST('/aiservice/default', {
      body: { agentId: 'flying_jhonny', modelId: 'HOMECHAT', userText: 'Hello', threadId: null, roundId: ids.roundId },
    }),
  resetChat: (c, ids) => c.DELETE('/aiservice/threads/{threadId}', { params: { path: { threadId: ids.threadId } } }),
  sendFeedbackCardMessage: (c, ids) =>
    c.POST('/aiservice/feedbackcard', {
      body: { agentId: 'mentor_market', message: 'What do you think?', roundId: ids.roundId },
    }),
  listAgents: (c) => c.GET('/aiservice/agents'),
  createStepAiResponse: (c, ids) =>
    c.POST('/aiservice/airesponse', {
      body: {
        streamId: ids.streamId,
        stepId: ids.stepId,
        content: 'Small shops cannot forecast demand.',
        promptType: 'STEP_PROMPT',
        stepPromptNumber: 1,
        roundId: ids.roundId,
      },
    }),
  createStandaloneAiResponse: (c, ids) =>
    c.POST('/aiservice/standalone', {
      body: { promptId: 'SUMMARIZE_DOCUMENT_UPLOAD', userInput: 'A paper about sensors.', roundId: ids.roundId },
    }),
  createCleanAiResponse: (c) =>
    c.POST('/aiservice/clean-airesponse', { body: { content: 'We help shops.', promptId: 'OPTIMIZE-MISSION' } }),
  readIdeaFrame: (c) =>
    c.POST('/aiservice/ideaframe', {
      body: { text: 'Shelf sensors for small shops in Leeds, £20 a month.', title: 'ShelfSense', lang: 'en' },
    }),
  listReportOptions: (c) => c.GET('/aiservice/report-options'),
  listClosingOptions: (c, ids) =>
    c.GET('/aiservice/closingoptions/{streamId}', { params: { path: { streamId: ids.streamId } } }),

  createLandingPageAccount: (c, ids) =>
    c.POST('/userlp_easy2/account', { body: { email: login.email, projectId: ids.projectId, firstname: 'Ada' } }),
  createExternalLandingPage: (c) => c.POST('/userlp_easy2/landingPage', { body: {} }),
  getLandingPageConfig: (c, ids) => c.GET('/userlp_easy2/config/{id}', { params: { path: { id: ids.projectId } } }),
  getInternalLandingPage: (c, ids) =>
    c.GET('/userlp_easy2/internlp/{projectId}', { params: { path: { projectId: ids.roundId } } }),
};
