// What a step must provide to the SDK and the CLI. Each step type of the contract's StepType has one worker in the
// registry (`index.ts`, exhaustive: a type without one does not compile); the web chooses its view by the same type
// (web/src/features/track-page/webSteps.ts).
import type { IdeaClient, Schemas } from '../client.js';
import type { LocatedStep, StepType, TrackData, TrackStructure } from '../flows/tracks.js';
import type { ResultTitleWords } from '../rules/resultTitles.js';

/**
 * What a step's result gives the rest of the track: later steps, the closing view, reports and the project page ask
 * for a capability (`stepProviding`), never for a step type, so a step is found by what it is for.
 */
export type StepCapability =
  /** The founder's idea in their words (the Basic Idea sections) and the idea card. */
  | 'ideaCard'
  /** The round's main persona and the people accepted and rejected. */
  | 'mainPersona'
  /** The empathy map of the main persona. */
  | 'empathyMap'
  /** The core problem of the target user, walked through situations. */
  | 'coreProblem'
  /** A simulated interview with an expert persona. */
  | 'expertInterview'
  /** The feedback card and its pins (reports, the canvas and the whiteboard draw on them). */
  | 'feedbackPins';

/** A step of a round to work on: the step in its track, the round's data and the client. */
export interface StepContext extends LocatedStep {
  client: IdeaClient;
  /** The round's track data; its results and files decide what a save replaces. */
  data: TrackData;
  structure: TrackStructure;
  /** The user's language when the caller knows it (result titles follow it); else the SDK asks the server. */
  lang?: string;
  /** The track's step that provides a capability (see `stepProviding`), for steps that build on earlier ones. */
  providing(capability: StepCapability): LocatedStep | undefined;
}

/** A saved result: the step result as stored and the PDF result file made from it (contract shapes). */
export interface SavedStep<R = unknown> {
  result: Schemas['StepResult'] & { result: R };
  file: Schemas['ResultFileCreated']['filedata'];
}

/** A plain-data view of a step in a round, which the CLI prints (`step show`). */
export interface StepShow<I = unknown, R = unknown> {
  roundId: string;
  streamId: string;
  step: Schemas['Step'];
  /** 'STEP n/m' within the stream. */
  stepNumber: number;
  stepCount: number;
  /** The saved input in the step's own shape. */
  input: I;
  /** The saved result, null while there is none. */
  result: R | null;
}

export interface StepWorker<I = unknown, R = unknown> {
  readonly type: StepType;
  /** What the step's result gives the rest of the track. */
  readonly provides: readonly StepCapability[];
  /** The product's word its result files are titled with; none when the result is titled by its own name. */
  readonly resultTitle?: ResultTitleWords;
  /** The step's saved input in its own shape (empty when nothing is saved yet). */
  input(ctx: StepContext): Promise<I>;
  /** The AI fills the whole input (FILL_OUT_ALL_PROMPT), which is saved as the step's input and answered. */
  autofill(ctx: StepContext): Promise<I>;
  /**
   * Save Result (part 2 §4.10): the closing prompt makes the result, a PDF result file is created from it and the
   * step result added, replacing an earlier one and its file. Throws `StepNotReadyError` while the input is not
   * complete. `projectId`: where the result file belongs.
   */
  save(ctx: StepContext, projectId: string): Promise<SavedStep<R>>;
  show(ctx: StepContext): Promise<StepShow<I, R>>;
}

/**
 * The step's input or state does not allow the action yet (e.g. Save Result with an empty section). The message is
 * English; `de` says the same in German for a German user (the web has its own words in its i18n files).
 */
export class StepNotReadyError extends Error {
  constructor(
    message: string,
    readonly de?: string,
  ) {
    super(message);
    this.name = 'StepNotReadyError';
  }

  /** The message in the user's language: German for 'de' when there is one, else English. */
  in(lang: string): string {
    return lang.toLowerCase().startsWith('de') && this.de ? this.de : this.message;
  }
}
