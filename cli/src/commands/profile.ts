// `idea-studio profile show|set`, `company show|set` and `avatar set <image>`.
import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { currentUser, displayName, type Schemas, unwrap, uploadWithProgress } from '@idea-studio/sdk';
import type { Context } from '../context.js';
import { print } from '../output.js';

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
  const profile = { email: user.email, ...profileOf(user), avatar: user.avatar };
  print(ctx, profile, () => [
    `${displayName(user)} <${user.email}>`,
    `  first name      ${user.prename ?? '-'}`,
    `  last name       ${user.lastname ?? '-'}`,
    `  intention role  ${user.intentionRoleId ?? '-'}`,
    `  language        ${user.lang}`,
    `  avatar          ${user.avatar ? 'yes' : 'no'}`,
  ]);
  return profile;
}

export async function profileSet(ctx: Context, options: ProfileOptions) {
  const client = await ctx.client();
  const user = await currentUser(client);
  if (options.lang && options.lang !== 'en' && options.lang !== 'de') throw new Error('--lang must be en or de.');
  const role = options.intentionRole === undefined ? undefined : Number(options.intentionRole);
  if (role !== undefined && !Number.isInteger(role))
    throw new Error('--intention-role must be a number (see the list in the web app).');
  const body = {
    ...profileOf(user),
    ...(options.prename !== undefined ? { prename: options.prename } : {}),
    ...(options.lastname !== undefined ? { lastname: options.lastname } : {}),
    ...(role !== undefined ? { intentionRoleId: role } : {}),
    ...(options.lang ? { lang: options.lang as 'en' | 'de' } : {}),
  };
  await unwrap(client.POST('/user/data', { body }));
  print(ctx, body, () => ['Profile saved.']);
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
  const company = user.companyData;
  print(ctx, company, () => [
    `  name      ${company.name ?? '-'}`,
    `  industry  ${company.industry ?? '-'}`,
    `  mission   ${company.mission ?? '-'}`,
    `  webpage   ${company.webpage ?? '-'}`,
    `  pitch deck ${company.pitchDeck ? company.pitchDeck.name : '-'}`,
  ]);
  return company;
}

export async function companySet(ctx: Context, options: CompanyOptions) {
  const client = await ctx.client();
  const current = (await currentUser(client)).companyData;
  const industry = options.industry !== undefined ? Number(options.industry) : current.industry;
  const body = {
    name: options.name ?? current.name ?? '',
    industryId: industry ?? Number.NaN,
    mission: options.mission ?? current.mission ?? '',
    webpage: options.webpage ?? current.webpage ?? null,
  };
  if (!body.name.trim() || !body.mission.trim() || !Number.isInteger(body.industryId)) {
    throw new Error('Startup name, mission and industry are required: give --name, --mission and --industry <id>.');
  }
  const answer = await unwrap(client.POST('/company/metadata', { body }));
  print(ctx, answer.companyData, () => ['Company saved.']);
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
