// What a step must provide to the SDK and the CLI. Each step type of the reference data (`Step.type`) has one
// worker in the registry (`index.ts`); the web chooses its view by the same type (web/src/features/track).
import type { IdeaClient, Schemas } from '../client.js';
import type { LocatedStep, StepType, TrackData, TrackStructure } from '../flows/tracks.js';

/** A step of a round to work on: the step in its track, the round's data and the client. */
export interface StepContext extends LocatedStep {
  client: IdeaClient;
  /** The round's track data; its results and files decide what a save replaces. */
  data: TrackData;
  structure: TrackStructure;
  /** The user's language when the caller knows it (result titles follow it); else the SDK asks the server. */
  lang?: string;
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
