// `idea-studio profile show|set`, `company show|set` and `avatar set <image>`.
import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { currentUser, displayName, type Schemas, unwrap, uploadWithProgress } from '@idea-studio/sdk';
import type { Context } from '../context.js';
import { type Lang, langOf } from '../lang.js';
import { print } from '../output.js';

/** The command's words in both languages. */
export const PROFILE_LABELS = {
  en: {
    firstName: '  first name      ',
    lastName: '  last name       ',
    role: '  intention role  ',
    language: '  language        ',
    avatar: '  avatar          ',
    yes: 'yes',
    no: 'no',
    saved: 'Profile saved.',
    badLang: '--lang must be en or de.',
    badRole: '--intention-role must be a number (see the list in the web app).',
    company: {
      name: '  name      ',
      industry: '  industry  ',
      mission: '  mission   ',
      webpage: '  webpage   ',
      pitchDeck: '  pitch deck ',
    },
    companySaved: 'Company saved.',
    companyRequired: 'Startup name, mission and industry are required: give --name, --mission and --industry <id>.',
  },
  de: {
    firstName: '  Vorname         ',
    lastName: '  Nachname        ',
    role: '  Absicht         ',
    language: '  Sprache         ',
    avatar: '  Avatar          ',
    yes: 'ja',
    no: 'nein',
    saved: 'Profil gespeichert.',
    badLang: '--lang muss en oder de sein.',
    badRole: '--intention-role muss eine Zahl sein (siehe die Liste in der Web-App).',
    company: {
      name: '  Name         ',
      industry: '  Branche      ',
      mission: '  Mission      ',
      webpage: '  Webseite     ',
      pitchDeck: '  Pitch Deck   ',
    },
    companySaved: 'Firmenprofil gespeichert.',
    companyRequired: 'Name des Startups, Mission und Branche sind nötig: Gib --name, --mission und --industry <id> an.',
  },
} as const satisfies Record<Lang, unknown>;

export interface ProfileOptions {
  prename?: string;
  lastname?: string;
  intentionRole?: string;
  lang?: string;
}

function profileOf(user: Schemas['User']) {
  return {
    prename: user.prename ?? null,
    lastname: user.lastname ?? null,
    intentionRoleId: user.intentionRoleId ?? null,
    lang: user.lang,
  };
}

export async function profileShow(ctx: Context) {
  const user = await currentUser(await ctx.client());
  const t = PROFILE_LABELS[langOf(user)];
  const profile = { email: user.email, ...profileOf(user), avatar: user.avatar };
  print(ctx, profile, () => [
    `${displayName(user)} <${user.email}>`,
    `${t.firstName}${user.prename ?? '-'}`,
    `${t.lastName}${user.lastname ?? '-'}`,
    `${t.role}${user.intentionRoleId ?? '-'}`,
    `${t.language}${user.lang}`,
    `${t.avatar}${user.avatar ? t.yes : t.no}`,
  ]);
  return profile;
}

export async function profileSet(ctx: Context, options: ProfileOptions) {
  const client = await ctx.client();
  const user = await currentUser(client);
  const before = PROFILE_LABELS[langOf(user)];
  if (options.lang && options.lang !== 'en' && options.lang !== 'de') throw new Error(before.badLang);
  const role = options.intentionRole === undefined ? undefined : Number(options.intentionRole);
  if (role !== undefined && !Number.isInteger(role)) throw new Error(before.badRole);
  const body = {
    ...profileOf(user),
    ...(options.prename !== undefined ? { prename: options.prename } : {}),
    ...(options.lastname !== undefined ? { lastname: options.lastname } : {}),
    ...(role !== undefined ? { intentionRoleId: role } : {}),
    ...(options.lang ? { lang: options.lang as Lang } : {}),
  };
  await unwrap(client.POST('/user/data', { body }));
  // Said in the language the profile has now.
  print(ctx, body, () => [PROFILE_LABELS[langOf(body)].saved]);
  return body;
}

export interface CompanyOptions {
  name?: string;
  industry?: string;
  mission?: string;
  webpage?: string;
}

export async function companyShow(ctx: Context) {
  const user = await currentUser(await ctx.client());
  const t = PROFILE_LABELS[langOf(user)].company;
  const company = user.companyData;
  print(ctx, company, () => [
    `${t.name}${company.name ?? '-'}`,
    `${t.industry}${company.industry ?? '-'}`,
    `${t.mission}${company.mission ?? '-'}`,
    `${t.webpage}${company.webpage ?? '-'}`,
    `${t.pitchDeck}${company.pitchDeck ? company.pitchDeck.name : '-'}`,
  ]);
  return company;
}

export async function companySet(ctx: Context, options: CompanyOptions) {
  const client = await ctx.client();
  const user = await currentUser(client);
  const t = PROFILE_LABELS[langOf(user)];
  const current = user.companyData;
  const industry = options.industry !== undefined ? Number(options.industry) : current.industry;
  const body = {
    name: options.name ?? current.name ?? '',
    industryId: industry ?? Number.NaN,
    mission: options.mission ?? current.mission ?? '',
    webpage: options.webpage ?? current.webpage ?? null,
  };
  if (!body.name.trim() || !body.mission.trim() || !Number.isInteger(body.industryId)) {
    throw new Error(t.companyRequired);
  }
  const answer = await unwrap(client.POST('/company/metadata', { body }));
  print(ctx, answer.companyData, () => [t.companySaved]);
  return answer.companyData;
}

const IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.bmp': 'image/bmp',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.heic': 'image/heic',
};

export async function avatarSet(ctx: Context, path: string) {
  const type = IMAGE_TYPES[extname(path).toLowerCase()];
  if (!type) throw new Error('Wrong File Type: Please add only image Files for the Avatar.');
  const answer = await uploadWithProgress<Schemas['AvatarUploadResponse']>({
    baseUrl: ctx.apiUrl,
    path: '/user/avatar',
    field: 'avatar',
    file: { name: basename(path), type, data: new Uint8Array(await readFile(path)) },
    token: await ctx.token(),
  });
  print(ctx, answer, () => ['Avatar saved.']);
  return answer;
}
