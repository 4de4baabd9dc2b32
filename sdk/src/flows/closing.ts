// The closing view's outputs (part 2 §2.17, §5, §8): one per closing option of the stream, in orderNr order. A PDF
// option lays out its data as a result file of type output_<type> under closing-stream in the user's default
// project; a MIRO option is the whiteboard export. The data comes from what the round already has (a step's result,
// a mentor's report, the canvas, the landing page) and is made when it is missing.
import { type ClosingOption, exportToWhiteboard, type LandingPageData, type Report, type ReportOption } from '../ai.js';
import { type IdeaClient, type Schemas, unwrap } from '../client.js';
import { FILE_CREATION_FAILED, missingRequirements, REQUIRED_STEP_MISSING } from '../rules/closing.js';
import { LANDING_PAGE_ID } from '../rules/landing.js';
import { CLOSING_STEP } from '../rules/navigation.js';
import { feedbackCardOf } from '../rules/pins.js';
import { CANVAS_ID } from '../rules/reports.js';
import { stepContext, stepProviding, typesProviding } from '../steps/index.js';
import type { StepContext } from '../steps/types.js';
import { generateLandingPage, storedLandingPage } from './landing.js';
import { generateCanvas, loadReportData, openReports, storedCanvas } from './reports.js';
import { deleteRoundFiles } from './roundFiles.js';
import {
  type StepType,
  stepOfType,
  stepResultOf,
  type TrackData,
  type TrackStructure,
  writtenFromEarlierFrame,
} from './tracks.js';

/** What the closing flow works on: the round's track data and structure, and the user's default project. */
export interface ClosingContext {
  client: IdeaClient;
  data: TrackData;
  structure: TrackStructure;
  /** The round's project (reports and the canvas belong there). */
  projectId: string;
  /** The user's default project: the closing view's files need it (part 2 §5). */
  defaultProjectId: string;
}

export type ClosingOutput =
  | { option: ClosingOption; kind: 'file'; file: Schemas['ResultFileCreated']['filedata'] }
  | { option: ClosingOption; kind: 'whiteboard'; text: string };

/** '<stepType>:CLOSING_STEP_PROMPT': the output is the saved result of that step. */
const STEP_RESULT_SUFFIX = ':CLOSING_STEP_PROMPT';

/** Thrown when an output needs a result the round lacks: the §8 error. */
export class RequiredStepMissingError extends Error {
  readonly headline = REQUIRED_STEP_MISSING.headline;
  constructor(readonly missing: StepType[]) {
    super(REQUIRED_STEP_MISSING.text);
  }
}

/** Thrown when a file could not be made: the §8 error that stops the flow. */
export class FileCreationFailedError extends Error {
  readonly headline = FILE_CREATION_FAILED.headline;
  constructor(cause?: unknown) {
    super(FILE_CREATION_FAILED.text, { cause });
  }
}

/** The closing options of a stream, ordered by orderNr. */
export async function loadClosingOptions(client: IdeaClient, streamId: string): Promise<ClosingOption[]> {
  const options = await unwrap(
    client.GET('/aiservice/closingoptions/{streamId}', { params: { path: { streamId }, query: {} } }),
  );
  return [...options].sort((a, b) => a.orderNr - b.orderNr);
}

/** The step types of the track that have a saved result in the round. */
export function doneStepTypes(data: TrackData, structure: TrackStructure): Set<StepType> {
  const done = new Set<StepType>();
  for (const stream of structure.streams) {
    for (const step of stream.steps) if (stepResultOf(data, step.id)) done.add(step.type);
  }
  return done;
}

/** What an option still needs (empty: it can be made). */
export const missingFor = (option: ClosingOption, data: TrackData, structure: TrackStructure): StepType[] =>
  missingRequirements(option.requires, doneStepTypes(data, structure));

/**
 * Create all of the closing view: its PDF outputs split into the ones that can be made now and the ones still
 * waiting for a step's result (the view names those).
 */
export function createAllOutputs(options: readonly ClosingOption[], data: TrackData, structure: TrackStructure) {
  const files = options.filter((option) => option.outputType === 'PDF');
  const ready = files.filter((option) => missingFor(option, data, structure).length === 0);
  return { ready, waiting: files.filter((option) => !ready.includes(option)) };
}

/** The round's Feedback Card step as a step context: reports and the canvas are made from its pins. */
function cardContext(ctx: ClosingContext): StepContext {
  const located = stepProviding(ctx.structure, 'feedbackPins');
  if (!located) throw new RequiredStepMissingError(typesProviding('feedbackPins'));
  return stepContext(ctx.client, ctx.data, ctx.structure, located.step.id);
}

async function reportOptions(client: IdeaClient): Promise<ReportOption[]> {
  return unwrap(client.GET('/aiservice/report-options', { params: { query: {} } }));
}

/** A promise made on first use and shared by every later one. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

/**
 * What the outputs made together draw on, read once and made once: the round's report data and report options,
 * the reports (the stored one while its mentor has no changes, else a new one), the canvas (the stored one, else
 * made after every report) and the landing page (the stored one, else generated and stored).
 */
function closingSources(ctx: ClosingContext, options: readonly ClosingOption[]) {
  const data = once(() => loadReportData(ctx));
  const allReports = once(() => reportOptions(ctx.client));
  const drawsOnReports = options.some((option) => isReportOutput(option));
  const drawsOnCanvas = options.some((option) => option.type === 'GENERATE_BMC');
  const canvasStored = once(async () => storedCanvas(await data())?.canvas);
  const wantsNewCanvas = once(async () => drawsOnCanvas && !(await canvasStored()));
  const reports = once(async () => {
    // A canvas still to make needs every report; else only the reports the outputs lay out are opened.
    const all = await allReports();
    const wanted = (await wantsNewCanvas())
      ? all
      : all.filter((report) => options.some((option) => option.type === report.promptId));
    const opened = await openReports(cardContext(ctx), wanted, ctx.projectId, await data());
    return { all, byPrompt: new Map(wanted.map((report, i) => [report.promptId, opened[i]?.report])) };
  });
  const canvas = once(async () => {
    const stored = await canvasStored();
    if (stored) return stored;
    const { all } = await reports();
    return (await generateCanvas(cardContext(ctx), all, ctx.projectId)).canvas;
  });
  return {
    report: async (promptId: string): Promise<Report | undefined> => (await reports()).byPrompt.get(promptId),
    canvas,
    landingPage: once(async (): Promise<LandingPageData> => {
      const stored = storedLandingPage(await data());
      if (stored) return stored;
      // The AI writes the page from the round's results: from the reports and the canvas this batch makes too, as
      // when the outputs were made one after the other (a failure there is its own output's).
      if (drawsOnReports || drawsOnCanvas) await reports().catch(() => undefined);
      if (drawsOnCanvas) await canvas().catch(() => undefined);
      return generateLandingPage(ctx.client, ctx.data.roundId);
    }),
  };
}

/** Whether an option lays out a mentor's report (not a step's result, the landing page, the canvas or rows). */
const isReportOutput = (option: ClosingOption) =>
  option.outputType === 'PDF' &&
  !option.type.endsWith(STEP_RESULT_SUFFIX) &&
  option.type !== 'CREATE_LP_DATA_INTERN' &&
  option.type !== 'GENERATE_BMC';

type ClosingSources = ReturnType<typeof closingSources>;

/** The data an option lays out (undefined: the option's type is not known to this client). */
async function closingOutputData(ctx: ClosingContext, sources: ClosingSources, option: ClosingOption) {
  if (option.type.endsWith(STEP_RESULT_SUFFIX)) {
    const type = option.type.slice(0, -STEP_RESULT_SUFFIX.length) as StepType;
    const step = stepOfType(ctx.structure, type);
    return step && stepResultOf(ctx.data, step.step.id)?.result;
  }
  if (option.type === 'CREATE_LP_DATA_INTERN') return sources.landingPage();
  if (option.type === 'GENERATE_BMC') return sources.canvas();
  return sources.report(option.type);
}

/** The whiteboard rows of an option: the pins when it draws on the Feedback Card, else the results it needs. */
async function whiteboardFor(ctx: ClosingContext, option: ClosingOption): Promise<string> {
  const card = stepProviding(ctx.structure, 'feedbackPins');
  if (card && option.requires.includes(card.step.type)) {
    const pins = feedbackCardOf(stepResultOf(ctx.data, card.step.id)?.result).pins;
    return exportToWhiteboard(ctx.client, pins);
  }
  const results = ctx.structure.streams
    .flatMap((stream) => stream.steps)
    .filter((step) => stepResultOf(ctx.data, step.id) && step.streamId === option.streamId)
    .map((step) => ({ step: step.name_en, result: stepResultOf(ctx.data, step.id)?.result }));
  return exportToWhiteboard(ctx.client, results);
}

/** Makes one output of a batch; its older files are the batch's to delete. */
async function makeOutput(ctx: ClosingContext, sources: ClosingSources, option: ClosingOption): Promise<ClosingOutput> {
  if (option.outputType === 'MIRO') return { option, kind: 'whiteboard', text: await whiteboardFor(ctx, option) };
  let data: unknown;
  try {
    data = await closingOutputData(ctx, sources, option);
  } catch (error) {
    throw new FileCreationFailedError(error);
  }
  if (data === undefined || data === null) throw new RequiredStepMissingError(option.requires);
  try {
    const created = await unwrap(
      ctx.client.POST('/knowledgehub/trackresult', {
        body: {
          roundId: ctx.data.roundId,
          name: option.name,
          data,
          // The file type becomes output_<type> (part 2 §2.17).
          type: option.type,
          output: true,
          closingOptionId: option.id,
          projectId: ctx.defaultProjectId,
          currentStepNr: 0,
          stepId: CLOSING_STEP,
        },
      }),
    );
    return { option, kind: 'file', file: created.filedata };
  } catch (error) {
    throw new FileCreationFailedError(error);
  }
}

/** What a caller shows while outputs are made: each output as it starts, is made, or fails. */
export interface ClosingOutputProgress {
  start?(option: ClosingOption): void;
  done?(output: ClosingOutput): void;
  failed?(option: ClosingOption, error: unknown): void;
}

/**
 * Makes the outputs (Create all, a single Create, `close`, `run --autofill`), answered in the options' order. An
 * output that needs a result the round lacks refuses the whole batch before anything is made
 * (`RequiredStepMissingError`). The outputs do not depend on one another, so they are made at once; what they
 * share (the report data, a report, the canvas, the landing page) is read or made once. Making an output again
 * replaces it: once all are made, the older files of the made ones are deleted after one listing. The first
 * failure in the options' order is thrown then (`FileCreationFailedError`, or `RequiredStepMissingError` when the
 * data turned out to be missing); the outputs that could be made are kept.
 */
export async function createClosingOutputs(
  ctx: ClosingContext,
  options: readonly ClosingOption[],
  progress: ClosingOutputProgress = {},
): Promise<ClosingOutput[]> {
  for (const option of options) {
    const missing = missingFor(option, ctx.data, ctx.structure);
    if (missing.length > 0) throw new RequiredStepMissingError(missing);
  }
  const sources = closingSources(ctx, options);
  const settled = await Promise.allSettled(
    options.map(async (option) => {
      progress.start?.(option);
      try {
        const output = await makeOutput(ctx, sources, option);
        progress.done?.(output);
        return output;
      } catch (error) {
        progress.failed?.(option, error);
        throw error;
      }
    }),
  );
  const files = settled.flatMap((one) => (one.status === 'fulfilled' && one.value.kind === 'file' ? [one.value] : []));
  if (files.length > 0) {
    const made = new Set(files.map((output) => output.file.id));
    await deleteRoundFiles(
      ctx.client,
      ctx.data.roundId,
      (file) => !made.has(file.fileId) && files.some((output) => isOutputFileOf(file, output.option)),
    );
  }
  return settled.map((one) => {
    if (one.status === 'rejected') throw one.reason;
    return one.value;
  });
}

/**
 * Makes one output. Throws `RequiredStepMissingError` when a result it needs is missing, and
 * `FileCreationFailedError` when its file could not be made.
 */
export async function createClosingOutput(ctx: ClosingContext, option: ClosingOption): Promise<ClosingOutput> {
  const [output] = await createClosingOutputs(ctx, [option]);
  if (!output) throw new FileCreationFailedError();
  return output;
}

/** The file type a PDF option's file gets: output_<type>, lower-case with underscores (part 2 §2.17). */
export function closingFileType(option: Pick<ClosingOption, 'type'>): string {
  const type = option.type.trim().toLowerCase().replace(/ /g, '_');
  return type.startsWith('output_') ? type : `output_${type}`;
}

/** Whether a result file is a file of an option's output. */
export const isOutputFileOf = (file: { stepId: string; fileType: string }, option: Pick<ClosingOption, 'type'>) =>
  file.stepId === CLOSING_STEP && file.fileType === closingFileType(option);

/** The round's files of an option's output (newest first as the server lists them). */
export const closingFilesOf = <F extends { stepId: string; fileType: string }>(
  files: readonly F[],
  option: ClosingOption,
) => files.filter((file) => isOutputFileOf(file, option));

/**
 * The id of the stored result an output lays out: a step's result, the landing page, the canvas, or a mentor's
 * report (stored under its report option's id, found by the option's promptId in `reportOptions`).
 */
export function storedResultIdOf(
  option: Pick<ClosingOption, 'type'>,
  structure: TrackStructure,
  reportOptions: ReadonlyArray<Pick<ReportOption, 'id' | 'promptId'>> = [],
): string | undefined {
  if (option.type.endsWith(STEP_RESULT_SUFFIX)) {
    return stepOfType(structure, option.type.slice(0, -STEP_RESULT_SUFFIX.length) as StepType)?.step.id;
  }
  if (option.type === 'CREATE_LP_DATA_INTERN') return LANDING_PAGE_ID;
  if (option.type === 'GENERATE_BMC') return CANVAS_ID;
  return reportOptions.find((report) => report.promptId === option.type)?.id;
}

/** Whether what an output lays out was written from an earlier reading of the idea (the round's frame changed since). */
export function outputWrittenFromEarlierFrame(
  option: Pick<ClosingOption, 'type'>,
  data: Pick<TrackData, 'streams'>,
  structure: TrackStructure,
  reportOptions: ReadonlyArray<Pick<ReportOption, 'id' | 'promptId'>> = [],
): boolean {
  const id = storedResultIdOf(option, structure, reportOptions);
  return id !== undefined && writtenFromEarlierFrame(data, id);
}
