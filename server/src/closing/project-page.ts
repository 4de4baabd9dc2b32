// The project page (part 2 §2.1, §2.17): a read-only page of a round that works without a login. It is public only
// once the round's owner shared it; until then only the owner sees it, and a private or unknown pid reveals
// nothing (404, the same answer for both). It shows the idea card, the main persona, the empathy map, the canvas
// and the landing page link; the idea card says who wrote it (its `author`, the AI's when none was kept).
import {
  authorOf,
  CANVAS_ID,
  type components,
  EMPATHY_QUESTIONS,
  hostedPagePath,
  internalLandingPath,
  isCanvas,
  isLandingPageData,
  isRecord,
  LANDING_PAGE_ID,
  LANDING_STEP,
  mainPersonaOfResult,
  REPORTS_STREAM,
} from '@idea-studio/sdk';
import type { Db } from '../db/database.js';
import { roundNotFound } from '../rounds/access.js';
import { listStepResults } from '../rounds/repository.js';
import { fromJsonText, isPlausibleId } from '../rounds/values.js';
import { type StepCapability, stepWithCapability } from '../steps/index.js';
import { stepIdOfTypeInTrack } from '../tracks/definition.js';
import { findRound } from '../tracks/repository.js';

type ProjectPage = components['schemas']['ProjectPage'];

const texts = (value: unknown): string[] =>
  Array.isArray(value)
    ? value
        .map((item) => (typeof item === 'string' ? item : isRecord(item) ? item.text : undefined))
        .filter((item): item is string => typeof item === 'string' && item.trim().length > 0)
    : [];

/** The page of a round for a viewer (undefined: anonymous); 404 unless shared or the viewer owns the round. */
export async function getProjectPage(
  db: Db,
  appUrl: string,
  viewerId: string | undefined,
  roundId: string,
): Promise<ProjectPage> {
  const round = isPlausibleId(roundId) ? await findRound(db, roundId) : undefined;
  const owner = round !== undefined && viewerId === round.user_id;
  if (!round || (!owner && round.shared_at === null)) throw roundNotFound();

  const results = await listStepResults(db, [round.id]);
  const resultOf = (stepId: string | undefined, streamId?: string) => {
    const row = results.find((r) => r.step_id === stepId && (!streamId || r.stream_id === streamId));
    return row ? fromJsonText(row.result) : undefined;
  };
  const yielding = (capability: StepCapability) =>
    resultOf(stepIdOfTypeInTrack(round.track_id, stepWithCapability(capability)));

  const card = yielding('ideaCard');
  const insights = yielding('empathyMap');
  const canvas = resultOf(CANVAS_ID, REPORTS_STREAM);
  const published = await db
    .selectFrom('landing_pages')
    .select(['id', 'step'])
    .where('round_id', '=', round.id)
    .executeTakeFirst();
  const base = appUrl.replace(/\/+$/, '');
  let landingPageLink: string | null = null;
  if (published?.step === LANDING_STEP.published) landingPageLink = `${base}${hostedPagePath(published.id)}`;
  else if (owner && isLandingPageData(resultOf(LANDING_PAGE_ID, REPORTS_STREAM))) {
    landingPageLink = `${base}${internalLandingPath(round.id)}`;
  }

  return {
    roundId: round.id,
    name: round.name,
    shared: round.shared_at !== null,
    owner,
    // The card with who wrote it (issue 26): a card saved before authors were kept is the AI's, never the founder's.
    ideaCard: isRecord(card) && typeof card.name === 'string' ? { ...card, author: authorOf(card.author) } : null,
    persona: (mainPersonaOfResult(yielding('mainPersona')) as ProjectPage['persona']) ?? null,
    empathyMap: isRecord(insights)
      ? EMPATHY_QUESTIONS.map((question) => ({ question, answers: texts(insights[question]) }))
      : null,
    canvas: isCanvas(canvas) ? canvas : null,
    landingPageLink,
  };
}
