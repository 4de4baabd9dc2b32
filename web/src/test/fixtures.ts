import type { Schemas } from './fakeApi';

/** A complete user as the server answers it in `userdata`; override what a test cares about. */
export function makeUser(overrides: Partial<Schemas['User']> = {}): Schemas['User'] {
  return {
    id: 'u-1001',
    prename: 'Ada',
    lastname: 'Lovelace',
    email: 'ada@example.com',
    lang: 'en',
    avatar: 0,
    refreshtoken: null,
    status: 'ACTIVE',
    intentionRoleId: null,
    apiKey: 'key-ada-1001',
    token: 'token-ada-1001',
    companyData: { name: null, industry: null, mission: null, webpage: null, pitchDeck: null },
    licenseData: [],
    licenseMembers: [],
    projectData: { own: [{ projectId: 'p-1', name: 'My project', sysDefault: 1 }] },
    ragFiles: [],
    ...overrides,
  };
}

export const userDataResponse = (user: Schemas['User'] = makeUser()): Schemas['UserDataResponse'] => ({
  userdata: user,
});
