import {
  CANVAS_ID,
  LANDING_PAGE_ID,
  LANDING_RESULT_NAME,
  type StepType,
  stepOfType,
  type TrackStructure,
} from '@idea-studio/sdk';
import { findStepResult, type LocatedResult } from '../track-data/roundResults';
import { WEB_STEPS } from '../track-page/webSteps';
import type { KeyResultId } from './keyResultId';

/**
 * The Key Results dialog (part 1 §2): which result each entry shows.
 * - `stepType`: the result of the track's step of that type; these entries come from the step modules that declare
 *   a `keyResult` (Basic Idea → Elevator Pitch, User Tinder → Main Persona, Insight Mapping → User Empathy Map), in
 *   the order of WEB_STEPS.
 * - `kinds`: results made in the closing view and on the feedback board (landing page, reports, the canvas).
 *   They are found by their result name or step id, compared without case, spaces or punctuation, in any stream
 *   of the round — the reports, for instance, are stored in a stream of their own (`export_reports`).
 * - `create`: without a result the entry offers Create: a report is made at once (`reportId`), and so is the
 *   landing page (`landing`); the other entries show a disabled Show until their step is done.
 * - `landing`: the internal landing page (stored in `export_reports` under `landing-page`, named `landingPage`):
 *   Show opens it in the landing page preview.
 * - `comingSoon`: labelled Coming Soon, without any button.
 */
export type { KeyResultId } from './keyResultId';

export interface KeyResultEntry {
  id: KeyResultId;
  /** A mentor's report: the report option's id, which its result is stored under; Create makes the report. */
  reportId?: string;
  stepType?: StepType;
  kinds?: string[];
  create?: boolean;
  landing?: boolean;
  comingSoon?: boolean;
}

export interface KeyResultSection {
  id: 'qualify' | 'validate' | 'ship';
  entries: KeyResultEntry[];
}

/** The Qualify entries of the steps whose module declares the key result their result is. */
function stepEntries(): KeyResultEntry[] {
  return Object.values(WEB_STEPS).flatMap((step) =>
    step.keyResult ? [{ id: step.keyResult, stepType: step.type }] : [],
  );
}

export const KEY_RESULT_SECTIONS: readonly KeyResultSection[] = [
  {
    id: 'qualify',
    entries: [
      ...stepEntries(),
      { id: 'landingPage', kinds: [LANDING_RESULT_NAME, LANDING_PAGE_ID], create: true, landing: true },
    ],
  },
  {
    id: 'validate',
    entries: [
      {
        id: 'marketPotentialReport',
        reportId: 'market-potential',
        kinds: ['marketPotentialReport', 'market-potential'],
        create: true,
      },
      { id: 'competitorReport', reportId: 'competitor', kinds: ['competitorReport', 'competitor'], create: true },
      {
        id: 'userValidationReport',
        reportId: 'user-validation',
        kinds: ['userValidationReport', 'user-validation'],
        create: true,
      },
      {
        id: 'mentorFeedbackReport',
        reportId: 'mentor-feedback',
        kinds: ['mentorFeedbackReport', 'mentor-feedback'],
        create: true,
      },
    ],
  },
  {
    id: 'ship',
    entries: [
      { id: 'businessModelDna', kinds: ['businessModelDna', 'businessModelCanvas', 'bmc', CANVAS_ID] },
      { id: 'businessPlan', comingSoon: true },
      { id: 'goToMarketStrategy', comingSoon: true },
      { id: 'productRoadmap', comingSoon: true },
    ],
  },
];

const normalise = (value: string | null | undefined) => (value ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');

/** The result an entry shows, if the round has it; `structure` is the round's track. */
export function findKeyResult(
  results: readonly LocatedResult[],
  entry: KeyResultEntry,
  structure: TrackStructure,
): LocatedResult | undefined {
  if (entry.stepType) {
    const step = stepOfType(structure, entry.stepType);
    return step && findStepResult(results, step.step.id);
  }
  if (!entry.kinds) return undefined;
  const kinds = new Set(entry.kinds.map(normalise));
  return results.find(
    (located) => kinds.has(normalise(located.result.name)) || kinds.has(normalise(located.result.stepId)),
  );
}
