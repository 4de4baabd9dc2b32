import { type components, isValidUrl } from '@idea-studio/sdk';
import { industries } from '../data/reference.js';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/ids.js';
import { invalidInput } from '../http/errors.js';
import { findPitchDeck, toHubFile } from '../hub/repository.js';
import { findCompany, findDefaultProjectId, saveCompany } from './repository.js';

type CompanyData = components['schemas']['CompanyData'];
type CompanyMetadataUpdate = components['schemas']['CompanyMetadataUpdate'];

/** The user's company data with the default project's pitch deck (or null). */
export async function loadCompanyData(db: Db, userId: string): Promise<CompanyData> {
  const [company, projectId] = await Promise.all([findCompany(db, userId), findDefaultProjectId(db, userId)]);
  const pitchDeck = projectId ? await findPitchDeck(db, projectId) : undefined;
  return {
    name: company?.name ?? null,
    industry: company?.industry_id ?? null,
    mission: company?.mission ?? null,
    webpage: company?.webpage ?? null,
    pitchDeck: pitchDeck ? toHubFile(pitchDeck) : null,
  };
}

/**
 * Saves the Basic Info form (part 1 §2, §5): Startup Name and Our Mission required (not blank), the industry one
 * of the industry list, the webpage empty or a web address (the SDK's url rule). Values are stored trimmed; an
 * empty webpage is stored as null.
 */
export async function updateCompany(
  db: Db,
  userId: string,
  body: CompanyMetadataUpdate,
  now: Date,
): Promise<{ success: true; companyData: CompanyData }> {
  const name = body.name.trim();
  const mission = body.mission.trim();
  const webpage = body.webpage?.trim() ?? '';
  if (!name) throw invalidInput('Startup Name: This field is required');
  if (!mission) throw invalidInput('Our Mission: This field is required');
  if (!industries.some((industry) => industry.id === body.industryId)) {
    throw invalidInput('Industry: Please choose an industry of the list.');
  }
  if (webpage && !isValidUrl(webpage)) {
    throw invalidInput('Webpage: Your input is not valid. Enter an address starting with http:// or https://.');
  }
  await saveCompany(db, userId, { name, industryId: body.industryId, mission, webpage: webpage || null }, nowIso(now));
  return { success: true, companyData: await loadCompanyData(db, userId) };
}
