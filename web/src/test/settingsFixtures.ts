import { type Handlers, ok, type Schemas } from './fakeApi';
import { makeUser } from './fixtures';
import { sessionApi } from './trackFixtures';

/**
 * Reference lists, team members and hub files for the settings, profile and knowledge hub tests, shaped as the
 * server's reference data (part 1 §3), all typed by the contract.
 */
export const INDUSTRIES: Schemas['Industry'][] = [
  { id: 1, name_en: 'Agriculture', name_de: 'Landwirtschaft' },
  { id: 7, name_en: 'Health Care', name_de: 'Gesundheitswesen' },
  { id: 12, name_en: 'Software', name_de: 'Software' },
];
export const INTENTION_ROLES: Schemas['IntentionRole'][] = [
  { id: 1, name_en: 'Founder', name_de: 'Gründer:in' },
  { id: 3, name_en: 'Student', name_de: 'Studierende:r' },
];
export const LANGUAGES: Schemas['Language'][] = [
  { id: 'en', name_en: 'English', name_de: 'Englisch' },
  { id: 'de', name_en: 'German', name_de: 'Deutsch' },
];
export const LICENSE_TYPES: Schemas['LicenseType'][] = [
  { id: 1, name_en: 'Free', name_de: 'Kostenlos', seats: 1 },
  { id: 2, name_en: 'Startup', name_de: 'Startup', seats: 5 },
];
export const ROLES: Schemas['Role'][] = [
  { id: 1, name: 'Member', level: 1, type: 'USER' },
  { id: 2, name: 'Editor', level: 2, type: 'USER' },
  { id: 3, name: 'Owner', level: 3, type: 'USER' },
  { id: 4, name: 'Administrator', level: 1, type: 'ADMIN' },
];

/** listIndustries, listIntentionRoles, listLanguages, listLicenseTypes, listRoles. */
export const referenceHandlers: Handlers = {
  'GET /public/data/industry.json': () => ok(INDUSTRIES),
  'GET /public/data/intentionroles.json': () => ok(INTENTION_ROLES),
  'GET /public/data/languages.json': () => ok(LANGUAGES),
  'GET /public/data/license.json': () => ok(LICENSE_TYPES),
  'GET /public/data/roles.json': () => ok(ROLES),
};

export function makeHubFile(overrides: Partial<Schemas['HubFile']> = {}): Schemas['HubFile'] {
  return {
    fileId: 'h-1',
    name: 'Market study.pdf',
    size: 150_000,
    fileType: 'RAGFILE',
    type: 'application/pdf',
    projectId: 'p-1',
    dateCreated: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function makeMember(overrides: Partial<Schemas['TeamMember']> = {}): Schemas['TeamMember'] {
  return {
    userId: 'u-2002',
    prename: 'Grace',
    lastname: 'Hopper',
    email: 'grace@example.com',
    avatar: 0,
    refreshtoken: null,
    role: 'Member',
    isCurrentUser: false,
    ...overrides,
  };
}

/** A user with a company profile (industry 12, no pitch deck unless given). */
export function companyUser(overrides: Partial<Schemas['User']> = {}, company: Partial<Schemas['CompanyData']> = {}) {
  return makeUser({
    companyData: {
      name: 'Pump Finder',
      industry: 12,
      mission: 'We help nurses find equipment.',
      webpage: 'https://pumpfinder.example',
      pitchDeck: null,
      ...company,
    },
    ...overrides,
  });
}

/** A logged-in session with the reference lists, an empty hub and a team of one (the user). */
export function settingsApi(handlers: Handlers = {}, user: Schemas['User'] = companyUser()) {
  return sessionApi(
    {
      ...referenceHandlers,
      'GET /knowledgehub/{id}': () => ok([]),
      ...handlers,
    },
    user,
  );
}
