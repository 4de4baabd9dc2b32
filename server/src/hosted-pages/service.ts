import { createHash, randomBytes } from 'node:crypto';
import {
  type components,
  hostedPagePath,
  isLandingPageData,
  isValidEmail,
  LANDING_STEP,
  LANDING_TRIAL_DAYS,
  type LandingPageData,
  type Lang,
} from '@idea-studio/sdk';
import type { Db } from '../db/database.js';
import { newId, nowIso } from '../db/ids.js';
import { invalidInput, notFound } from '../http/errors.js';
import { roundOfUser, roundVisibleTo } from '../rounds/access.js';
import { cleanText } from '../rounds/values.js';
import {
  countSignups,
  countView,
  daySalt,
  findLandingResultText,
  findLatestPageOfUser,
  findPage,
  findPageOfRound,
  insertSignup,
  insertVisit,
  type LandingPageRow,
  listRoundResults,
  listSignups,
  publishPage,
  upsertAccount,
} from './repository.js';
import { type PublicTestimonial, personaNamesOf, publicTestimonials, withoutPersonaNames } from './testimonials.js';

// Landing pages (part 2 §2.17, §2.18, §7.4). A round's internal landing page is the CREATE_LP_DATA_INTERN answer
// the client stores as a step result; the external page is a copy of it that the round's user publishes at a
// public address of this server (`/lp/{pageId}`), with an e-mail form whose sign-ups are kept for the user.
// "projectId" in these calls is the round's id (the project page's pid).

type Schemas = components['schemas'];
export type LinkResponse = Schemas['LinkResponse'];

export const NO_LANDING_PAGE_TEXT = 'This round has no landing page yet. Generate it in the closing view.';
export const NO_LANDING_ACCOUNT_TEXT = 'Create the landing page account first.';
export const FIRSTNAME_REQUIRED_TEXT = 'firstname must not be empty.';
export const ACCOUNT_EMAIL_INVALID_TEXT = 'email is not a valid e-mail address.';

/** The longest address a sign-up may have (the contract's limit for every address). */
const EMAIL_MAX_LENGTH = 254;

/** A page id: 12 random bytes as base64url, so an address cannot be guessed nor tells which round it shows. */
export function newPageId(): string {
  return randomBytes(12).toString('base64url');
}

/** Whether a path segment can be a page id at all (anything else is not looked up). */
export function isPageId(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(value);
}

export function pageLink(appUrl: string, pageId: string): string {
  return `${appUrl.replace(/\/+$/, '')}${hostedPagePath(pageId)}`;
}

function asLang(value: string): Lang {
  return value === 'de' ? 'de' : 'en';
}

function parseLandingData(text: string | null | undefined): LandingPageData | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isLandingPageData(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The round's internal landing page data, re-checked as landing page data. */
async function landingDataOf(db: Db, roundId: string): Promise<LandingPageData | undefined> {
  return parseLandingData(await findLandingResultText(db, roundId));
}

function noLandingPage() {
  return notFound('No landing page', NO_LANDING_PAGE_TEXT);
}

function noAccount() {
  return notFound('No landing page account', NO_LANDING_ACCOUNT_TEXT);
}

/** The internal landing page JSON of the round; its user and members of its project may read it. */
export async function getInternalLandingPage(db: Db, userId: string, roundId: string): Promise<LandingPageData> {
  const round = await roundVisibleTo(db, roundId, userId);
  const data = await landingDataOf(db, round.id);
  if (!data) throw noLandingPage();
  return data;
}

/**
 * Creates the account of the round's hosted page (the round's user only), or updates its contact data; the
 * address stays the same. A published page stays published, so the answer's step is the row's.
 */
export async function createLandingAccount(
  db: Db,
  appUrl: string,
  user: { id: string; lang: string },
  body: Schemas['LandingAccountRequest'],
  now: Date,
): Promise<LinkResponse> {
  const round = await roundOfUser(db, body.projectId, user.id);
  const firstname = cleanText(body.firstname);
  if (!firstname) throw invalidInput(FIRSTNAME_REQUIRED_TEXT);
  const email = body.email.trim();
  if (!isValidEmail(email)) throw invalidInput(ACCOUNT_EMAIL_INVALID_TEXT);
  if (!(await landingDataOf(db, round.id))) throw invalidInput(NO_LANDING_PAGE_TEXT, 'noLandingPage');
  const row = await upsertAccount(db, {
    id: newPageId(),
    roundId: round.id,
    userId: user.id,
    email,
    firstname,
    step: LANDING_STEP.accountDone,
    lang: asLang(user.lang),
    now: nowIso(now),
  });
  return { link: pageLink(appUrl, row.id), step: row.step };
}

/**
 * Publishes the hosted page of the round `projectId` (else of the user's latest account): a copy of the round's
 * current internal landing page. Publishing again replaces the copy.
 */
export async function publishLandingPage(
  db: Db,
  appUrl: string,
  userId: string,
  projectId: string | undefined,
  now: Date,
): Promise<LinkResponse> {
  let page: LandingPageRow | undefined;
  if (projectId !== undefined) {
    const round = await roundOfUser(db, projectId, userId);
    page = await findPageOfRound(db, round.id);
  } else {
    page = await findLatestPageOfUser(db, userId);
  }
  if (!page) throw noAccount();
  const data = await landingDataOf(db, page.round_id);
  if (!data) throw invalidInput(NO_LANDING_PAGE_TEXT, 'noLandingPage');
  // The public copy names no persona: a page stored before the check, or a persona added since, is cleaned here.
  const names = personaNamesOf(await listRoundResults(db, page.round_id));
  const published = withoutPersonaNames(data, names, asLang(page.lang));
  await publishPage(db, page.id, { data: JSON.stringify(published), step: LANDING_STEP.published, now: nowIso(now) });
  return { link: pageLink(appUrl, page.id), step: LANDING_STEP.published };
}

/** The hosted page's state for the closing view (id: the round id); the round's user only. */
export async function getLandingConfig(
  db: Db,
  appUrl: string,
  userId: string,
  roundId: string,
): Promise<Schemas['LandingPageConfig']> {
  const round = await roundOfUser(db, roundId, userId);
  const page = await findPageOfRound(db, round.id);
  return {
    id: round.id,
    projectId: round.id,
    link: page ? pageLink(appUrl, page.id) : null,
    step: (page?.step ?? LANDING_STEP.none) as Schemas['LandingPageConfig']['step'],
    trialDays: LANDING_TRIAL_DAYS,
    publishedAt: page?.published_at ?? null,
    signups: page ? await countSignups(db, page.id) : 0,
    views: page ? Number(page.views) : 0,
  };
}

/** The sign-ups of the round's page, newest first; the round's user only. */
export async function getLandingSignups(
  db: Db,
  appUrl: string,
  userId: string,
  roundId: string,
): Promise<Schemas['LandingSignupList']> {
  const round = await roundOfUser(db, roundId, userId);
  const page = await findPageOfRound(db, round.id);
  if (!page) return { link: null, views: 0, signups: [] };
  const rows = await listSignups(db, page.id);
  return {
    link: page.step === LANDING_STEP.published ? pageLink(appUrl, page.id) : null,
    views: Number(page.views),
    signups: rows.map((row) => ({ email: row.email, createdAt: row.created_at })),
  };
}

// ── the public page ──

/** What the public page shows: the published copy, never the round's current data. */
export interface PublishedPage {
  id: string;
  lang: Lang;
  data: LandingPageData;
  publishedAt: string;
  /** The testimonials the page may show (the founder's and interview quotes); none: no testimonials section. */
  testimonials: PublicTestimonial[];
}

/** The published page of a public address; undefined for an unknown or unpublished one. */
export async function findPublishedPage(db: Db, pageId: string): Promise<PublishedPage | undefined> {
  if (!isPageId(pageId)) return undefined;
  const row = await findPage(db, pageId);
  if (!row || row.step !== LANDING_STEP.published || !row.published_at) return undefined;
  const data = parseLandingData(row.data);
  if (!data) return undefined;
  const lang = asLang(row.lang);
  const testimonials = await publicTestimonials(db, row.round_id, data, lang);
  return { id: row.id, lang, data, publishedAt: row.published_at, testimonials };
}

/**
 * Counts a view of a published page once per visitor and day: the visitor is a hash of their address and browser
 * with the day's random salt, so one client reloading cannot inflate the count and no address is stored.
 */
export async function recordView(
  db: Db,
  pageId: string,
  client: { ip: string; userAgent: string },
  now: Date,
): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  const salt = await daySalt(db, day);
  const visitor = createHash('sha256').update(`${salt}\n${client.ip}\n${client.userAgent}`).digest('hex');
  if (await insertVisit(db, { pageId, day, visitor })) await countView(db, pageId);
}

/** What became of a submitted sign-up form. */
export type SignupOutcome =
  | { kind: 'stored' }
  | { kind: 'duplicate' }
  | { kind: 'ignored' }
  | { kind: 'invalid'; typed: string };

/**
 * A sign-up from the page's form. A filled honeypot (a field people do not see) marks a bot: it is answered as
 * a success and nothing is stored. The address is kept trimmed and lower-cased, once per page.
 */
export async function submitSignup(
  db: Db,
  pageId: string,
  form: { email: string; website: string },
  now: Date,
): Promise<SignupOutcome> {
  if (form.website.trim() !== '') return { kind: 'ignored' };
  const email = form.email.trim();
  if (email.length > EMAIL_MAX_LENGTH || !isValidEmail(email)) return { kind: 'invalid', typed: form.email };
  const stored = await insertSignup(db, {
    id: newId(now.getTime()),
    pageId,
    email: email.toLowerCase(),
    now: nowIso(now),
  });
  return { kind: stored ? 'stored' : 'duplicate' };
}
