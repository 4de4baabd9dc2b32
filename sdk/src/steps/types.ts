// What a step must provide to the SDK and the CLI. Each step type of the contract's StepType has one worker in the
// registry (`index.ts`, exhaustive: a type without one does not compile); the web chooses its view by the same type
// (web/src/features/track-page/webSteps.ts).
import type { IdeaFrameResponse } from '../ai.js';
import type { IdeaClient, Lang, Schemas } from '../client.js';
import type { LocatedStep, StepType, TrackData, TrackStructure } from '../flows/tracks.js';
import type { Author } from '../rules/evidence.js';
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
  /**
   * The round's new name when the save renamed it: a round still titled by default (My Business Model Canvas and
   * the date) takes the name of its first result file. Screens and the CLI tell the founder.
   */
  renamedTo?: string;
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
  /** The saved result was written from an earlier reading of the idea (its frame has changed since). */
  writtenFromEarlierFrame: boolean;
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
  /**
   * The step's input as named fields the founder can write from a script or a terminal walk (`step input --set
   * name=value`, `step answer`): a step without it has nothing the founder types (it is sorted or filled by the AI).
   */
  readonly fields?: StepFields<I>;
}

/** A name a step's fields take, for help texts: `problem`, or a pattern like `situation.<n>`. */
export interface StepFieldName {
  name: string;
  /** What the field holds, in both languages. */
  about: Record<Lang, string>;
}

/** A field of a step as it stands now. */
export interface StepField {
  /** The name `write` takes (`problem`, `situation.2`, `round.3`). */
  name: string;
  /** What the field asks, in the user's language where the step knows it (the AI's questions are in it already). */
  label: Record<Lang, string>;
  /** The question the answer completes or answers (a situation, the partner's question), when there is one. */
  question?: string;
  /** The text saved now ('' while empty). */
  value: string;
  /** Who wrote the value (none while empty; a value kept without one counts as the AI's). */
  author?: Author;
  /** The lettered options that can be taken by their letter (the chat's reactions), while the field is open. */
  options?: string[];
  /** The field waits for an answer: it is empty and the step can take one now (the chat's rounds open one by one). */
  open: boolean;
  /** The field is answered for good and cannot be written any more (an earlier round of the chat). */
  locked?: boolean;
}

/** A value for a field: the founder's own words unless `author` says otherwise (a suggestion taken unchanged). */
export interface StepFieldValue {
  name: string;
  value: string;
  author?: Author;
}

/**
 * A step's input as named fields. `read` prepares a step that has nothing yet as the web's opening of it does (the
 * situations loaded, the partner asked for the open round), so the founder sees what to answer.
 */
export interface StepFields<I = unknown> {
  /** The names the step takes, for help texts. */
  readonly names: readonly StepFieldName[];
  /** The field that takes the founder's idea in their own words (`track start --idea`), for the step with one. */
  readonly idea?: string;
  read(ctx: StepContext): Promise<StepField[]>;
  /**
   * Writes the values in order into the saved input and saves it; each is the founder's (`founder`) unless its
   * `author` says otherwise. Throws `StepFieldError` for a name the step does not have or a value that does not fit,
   * before anything is saved.
   */
  write(ctx: StepContext, values: readonly StepFieldValue[]): Promise<I>;
  /** The AI's suggestions for a field the founder may take as they are (none when the step has none to offer). */
  suggest?(ctx: StepContext, name: string): Promise<string[]>;
  /**
   * For the step that keeps the idea frame: reads the founder's idea (`text`, else what the step holds) into the frame
   * and stores the reading with the step's input, every slot the AI's. Undefined when there is nothing to read.
   */
  storeFrame?(ctx: StepContext, text?: string): Promise<IdeaFrameResponse | undefined>;
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

/** A field name the step does not have, or a value that does not fit it (`StepFields.write`). */
export class StepFieldError extends StepNotReadyError {
  constructor(message: string, de?: string) {
    super(message, de);
    this.name = 'StepFieldError';
  }
}

/** The field names of a step, for an error that lists them. */
export const fieldNameList = (names: readonly StepFieldName[]): string => names.map((n) => n.name).join(', ');

/** Refuses a field name the step does not have, naming the ones it has. */
export function unknownField(name: string, names: readonly StepFieldName[]): StepFieldError {
  return new StepFieldError(
    `This step has no field "${name}"; its fields are: ${fieldNameList(names)}.`,
    `Dieser Schritt hat kein Feld „${name}“; seine Felder sind: ${fieldNameList(names)}.`,
  );
}

/** The 1-based number of a field `prefix.<n>` (`situation.2` → 2); undefined for any other name. */
export function fieldNumber(name: string, prefix: string): number | undefined {
  const match = new RegExp(`^${prefix}\\.(\\d+)$`).exec(name.trim());
  return match ? Number(match[1]) : undefined;
}
