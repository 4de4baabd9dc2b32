// The shape of a step type's server manifest (see index.ts for the registry). A step type is one of the contract's
// `StepType` values; everything the server knows about it — its prompts (the offline assistant answers them in its
// own step module, @idea-studio/assistant src/steps), how a model's answers are repaired, how its result is laid out in the PDF, and what its result means to the
// steps and pages that read it (capabilities) — is declared in its own module next to this file.
import type { Lang, StepCapability, StepType } from '@idea-studio/sdk';

export type { StepType };

/** The prompt types a step's catalogue entries use (`<stepType>:<promptType>` is the entry id). */
export type StepPromptType =
  | 'INITIALIZE_STEP_PROMPT'
  | 'STEP_PROMPT'
  | 'FILL_OUT_ALL_PROMPT'
  | 'CLOSING_STEP_PROMPT'
  | 'CHAT';

/** One of a step's catalogue prompts, as the server handles it. */
export interface StepPrompt {
  /** What a model commonly gets slightly wrong, put right before the answer is validated (ai/repair.ts). */
  readonly repair?: (output: unknown) => unknown;
  /**
   * A closing prompt retries once when its answer lacks this field: the field the step's result is named by
   * (spec part 2 §8).
   */
  readonly keyField?: string;
}

/** How the result PDF lays out a step's result, recognised by its shape (the PDF knows only the data). */
export type PdfSection =
  | {
      readonly matches: (data: unknown) => boolean;
      /** Drawn by the PDF's own layout of that name (results/pdf.ts). */
      readonly layout: 'empathyMap';
    }
  | {
      readonly matches: (data: unknown) => boolean;
      /** The result (one `matches` accepted) as the document shows it: nested headings, paragraphs and lists. */
      content(data: unknown, lang: Lang): unknown;
    };

/** What a step's result gives the rest of the track (one definition, the SDK's; see `stepWithCapability`). */
export type { StepCapability };

export interface ServerStepManifest<T extends StepType = StepType> {
  readonly type: T;
  /** The step's catalogue prompts (entries `<type>:<promptType>` in ai/catalogue/entries/*.json). */
  readonly prompts: { readonly [P in StepPromptType]?: StepPrompt };
  /** How the result PDF lays out the result (none: the generic layout of any JSON). */
  readonly pdf?: PdfSection;
  /** What the result gives the other steps, the verdict and the project page. */
  readonly yields: readonly StepCapability[];
  /** How a prompt names the step's result among the round's earlier results (default: the step type). */
  readonly resultLabel?: string;
  /**
   * The sentence a result that breaks the step's contract schema (StepResultByType) is refused with: what the step's
   * screen says (the SDK's words); the failed rule follows it.
   */
  readonly resultRejected: string;
  /**
   * A rule of the step's saved input beyond its contract schema (which it already passed): the failed rule in words
   * (`content/4/content: …`), or undefined when the input keeps it. The same rule the clients check (the SDK's).
   */
  readonly inputProblem?: (content: unknown) => string | undefined;
}

/** The catalogue entry id of a step's prompt, e.g. ('basicIdea', 'STEP_PROMPT') → 'basicIdea:STEP_PROMPT'. */
export function stepEntryId(stepType: string, promptType: string): string {
  return `${stepType}:${promptType}`;
}
