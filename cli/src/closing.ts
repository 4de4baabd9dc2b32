// The closing view's outputs for the commands that make them (`close`, and `run --autofill` at the end of the
// track): the SDK's closing flow over the chosen streams, answered in the track's order, each stream's options in
// their order. A round lacking a result an output needs is refused with the §8 message before anything is made; a
// file that cannot be made fails the command with the §8 message once the other outputs are made.
import {
  ApiError,
  type ClosingContext,
  type ClosingOption,
  type ClosingOutput,
  createClosingOutputs,
  FILE_CREATION_FAILED,
  FileCreationFailedError,
  isRequiredStepMissing,
  loadClosingOptions,
  missingFor,
  REQUIRED_STEP_MISSING,
  RequiredStepMissingError,
  type ShareState,
  type StepType,
  stepOfType,
  unwrap,
} from '@idea-studio/sdk';
import type { Ora } from 'ora';
import type { Lang } from './lang.js';
import { type Loaded, stepName } from './round.js';

/** The closing's words in both languages. */
export const CLOSING_LABELS = {
  en: {
    shared: (link: string) => `Share link: ${link} (public: anyone with the link can open it)`,
    private: (link: string, roundId: string) =>
      `Share link: ${link} (private: only you can open it; \`idea-studio share ${roundId}\` makes it public)`,
    making: (output: string) => `${output}: making it…`,
    rowsMade: 'whiteboard rows made',
    unknownStream: (stream: string, known: string) => `Unknown stream ${stream}: ${known}`,
    error: 'Error',
    stepMissing: REQUIRED_STEP_MISSING.text,
    needs: (output: string, steps: string) => `${output} needs a saved result of: ${steps}.`,
    creationFailed: FILE_CREATION_FAILED.text,
  },
  de: {
    shared: (link: string) => `Link zum Teilen: ${link} (öffentlich: Jede Person mit dem Link kann die Seite öffnen)`,
    private: (link: string, roundId: string) =>
      `Link zum Teilen: ${link} (privat: Nur du kannst die Seite öffnen; \`idea-studio share ${roundId}\` macht sie öffentlich)`,
    making: (output: string) => `${output}: wird erstellt…`,
    rowsMade: 'Whiteboard-Zeilen erstellt',
    unknownStream: (stream: string, known: string) => `Unbekannte Phase ${stream}: ${known}`,
    error: 'Fehler',
    stepMissing: 'Einer der nötigen Schritte fehlt. Lade die Seite neu.',
    needs: (output: string, steps: string) => `${output} braucht ein gespeichertes Ergebnis von: ${steps}.`,
    creationFailed: 'Die Datei konnte nicht erstellt werden',
  },
} as const;

export interface ClosingStream {
  id: string;
  name: string;
  options: ClosingOption[];
}

export interface MadeBase {
  streamId: string;
  optionId: string;
  name: string;
}

/** One output as the commands print it: a result file of the round, or whiteboard rows to paste. */
export type MadeOutput =
  | (MadeBase & { kind: 'file'; fileId: string; fileName: string; fileType: string | undefined })
  | (MadeBase & { kind: 'whiteboard'; text: string });

/** What a command reports while outputs are made (a spinner, or nothing with --json). */
export interface ClosingProgress {
  start(option: ClosingOption): void;
  done(option: ClosingOption, made: MadeOutput): void;
  failed(option: ClosingOption): void;
}

/** The project page link with its state, as close, share and run print it. */
export function shareLine(share: ShareState, roundId: string, lang: Lang = 'en'): string {
  const t = CLOSING_LABELS[lang];
  return share.shared ? t.shared(share.link) : t.private(share.link, roundId);
}

/** Progress on a spinner (stderr): each output's name, then its file or its whiteboard rows. */
export function spinnerProgress(spinner: Ora | undefined, lang: Lang = 'en'): ClosingProgress | undefined {
  if (!spinner) return undefined;
  const t = CLOSING_LABELS[lang];
  return {
    start: (option) => spinner.start(t.making(option.name)),
    done: (option, made) => spinner.succeed(`${option.name}: ${made.kind === 'file' ? made.fileName : t.rowsMade}`),
    failed: (option) => spinner.fail(option.name),
  };
}

/** The closing options of every stream of the track (or of the one named by id or name), streams without any left out. */
export async function closingStreams(l: Loaded, only?: string): Promise<ClosingStream[]> {
  const wanted = only?.trim().toLowerCase();
  const chosen = wanted
    ? l.structure.streams.filter((s) => [s.id, s.name_en, s.name_de].some((name) => name?.toLowerCase() === wanted))
    : l.structure.streams;
  if (wanted && chosen.length === 0) {
    const known = l.structure.streams.map((s) => `${s.id} (${stepName(s, l.lang)})`).join(', ');
    throw new Error(CLOSING_LABELS[l.lang].unknownStream(only ?? '', known));
  }
  const streams = await Promise.all(
    chosen.map(async (s) => ({
      id: s.id,
      name: stepName(s, l.lang),
      options: await loadClosingOptions(l.client, s.id),
    })),
  );
  return streams.filter((s) => s.options.length > 0);
}

function stepNames(l: Loaded, types: readonly StepType[]): string {
  return types
    .map((type) => {
      const step = stepOfType(l.structure, type)?.step;
      return step ? stepName(step, l.lang) : type;
    })
    .join(', ');
}

/** The §8 refusal, naming the output and the steps it still needs. */
function requiredStepMissing(l: Loaded, option: ClosingOption, missing: readonly StepType[]): ApiError {
  const t = CLOSING_LABELS[l.lang];
  return new ApiError(
    400,
    l.lang === 'de' ? t.error : REQUIRED_STEP_MISSING.headline,
    `${t.stepMissing}\n${t.needs(option.name, stepNames(l, missing))}`,
    'requiredStepMissing',
  );
}

/** The SDK's closing errors as the CLI prints them (headline and text of §8). */
function closingError(l: Loaded, option: ClosingOption, error: unknown): unknown {
  if (error instanceof RequiredStepMissingError) return requiredStepMissing(l, option, error.missing);
  if (error instanceof FileCreationFailedError) {
    if (isRequiredStepMissing(error.cause)) return requiredStepMissing(l, option, option.requires);
    const cause = error.cause instanceof ApiError ? error.cause : undefined;
    const why = error.cause instanceof Error ? `: ${cause ? cause.text : error.cause.message}` : '';
    const t = CLOSING_LABELS[l.lang];
    return new ApiError(
      cause?.status ?? 0,
      l.lang === 'de' ? t.error : FILE_CREATION_FAILED.headline,
      `${t.creationFailed}\n${option.name}${why}`,
      'fileCreationFailed',
      cause?.body,
    );
  }
  return error;
}

/** Refuses before anything is made when an output of the streams needs a result the round lacks. */
export function checkClosingRequirements(l: Loaded, streams: readonly ClosingStream[]): void {
  for (const stream of streams) {
    for (const option of stream.options) {
      const missing = missingFor(option, l.data, l.structure);
      if (missing.length > 0) throw requiredStepMissing(l, option, missing);
    }
  }
}

/** The round's own project (reports and the canvas belong there); the default project when the list lacks it. */
async function roundProjectId(l: Loaded): Promise<string> {
  const tracks = await unwrap(l.client.GET('/streams/usertracks'));
  return tracks.find((t) => t.roundId === l.data.roundId)?.projectId ?? l.projectId;
}

/**
 * Makes every output of the streams with the SDK's closing flow (the one the web's Create all uses: the outputs at
 * once, what they share read once), answered in the streams' and options' order; a failure is thrown with its §8
 * message once the others are made.
 */
export async function makeClosingOutputs(
  l: Loaded,
  streams: readonly ClosingStream[],
  progress?: ClosingProgress,
): Promise<MadeOutput[]> {
  checkClosingRequirements(l, streams);
  const ctx: ClosingContext = {
    client: l.client,
    data: l.data,
    structure: l.structure,
    projectId: await roundProjectId(l),
    defaultProjectId: l.projectId,
  };
  const streamOf = new Map(streams.flatMap((stream) => stream.options.map((option) => [option, stream.id] as const)));
  const options = [...streamOf.keys()];
  const madeOf = (output: ClosingOutput): MadeOutput => {
    const base = { streamId: streamOf.get(output.option) ?? '', optionId: output.option.id, name: output.option.name };
    return output.kind === 'file'
      ? {
          ...base,
          kind: 'file',
          fileId: output.file.id,
          fileName: output.file.identifer,
          fileType: output.file.file?.fileType,
        }
      : { ...base, kind: 'whiteboard', text: output.text };
  };
  const failed = new Set<ClosingOption>();
  let outputs: ClosingOutput[];
  try {
    outputs = await createClosingOutputs(ctx, options, {
      start: (option) => progress?.start(option),
      done: (output) => progress?.done(output.option, madeOf(output)),
      failed: (option) => {
        failed.add(option);
        progress?.failed(option);
      },
    });
  } catch (error) {
    // The flow throws the failure of the first output in order that failed.
    const option = options.find((o) => failed.has(o));
    throw option ? closingError(l, option, error) : error;
  }
  return outputs.map(madeOf);
}
