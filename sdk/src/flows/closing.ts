// The closing view's outputs (part 2 §2.17, §5, §8): one per closing option of the stream, in orderNr order. A PDF
// option lays out its data as a result file of type output_<type> under closing-stream in the user's default
// project; a MIRO option is the whiteboard export. The data comes from what the round already has (a step's result,
// a mentor's report, the canvas, the landing page) and is made when it is missing.
import {
  type BusinessModelCanvas,
  type ClosingOption,
  exportToWhiteboard,
  type LandingPageData,
  type Report,
  type ReportOption,
} from '../ai.js';
import { type IdeaClient, type Schemas, unwrap } from '../client.js';
import { FILE_CREATION_FAILED, missingRequirements, REQUIRED_STEP_MISSING } from '../rules/closing.js';
import { CLOSING_STEP } from '../rules/navigation.js';
import { feedbackCardOf } from '../rules/pins.js';
import { stepContext, stepProviding, typesProviding } from '../steps/index.js';
import type { StepContext } from '../steps/types.js';
import { generateLandingPage, storedLandingPage } from './landing.js';
import { generateCanvas, loadReportData, openReport, storedCanvas } from './reports.js';
import { deleteRoundFiles } from './roundFiles.js';
import { type StepType, stepOfType, stepResultOf, type TrackData, type TrackStructure } from './tracks.js';

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

/** The round's Feedback Card step as a step context: reports and the canvas are made from its pins. */
function cardContext(ctx: ClosingContext): StepContext {
  const located = stepProviding(ctx.structure, 'feedbackPins');
  if (!located) throw new RequiredStepMissingError(typesProviding('feedbackPins'));
  return stepContext(ctx.client, ctx.data, ctx.structure, located.step.id);
}

async function reportOptions(client: IdeaClient): Promise<ReportOption[]> {
  return unwrap(client.GET('/aiservice/report-options', { params: { query: {} } }));
}

/** A report for the closing view: the stored one while its mentor has no changes, else a new one. */
async function reportFor(ctx: ClosingContext, promptId: string): Promise<Report | undefined> {
  const option = (await reportOptions(ctx.client)).find((o) => o.promptId === promptId);
  return option ? (await openReport(cardContext(ctx), option, ctx.projectId)).report : undefined;
}

/** The canvas: the stored one, else made after every missing report. */
async function canvasFor(ctx: ClosingContext): Promise<BusinessModelCanvas> {
  const stored = storedCanvas(await loadReportData(ctx));
  if (stored) return stored.canvas;
  const card = cardContext(ctx);
  const options = await reportOptions(ctx.client);
  for (const option of options) await openReport(card, option, ctx.projectId);
  return (await generateCanvas(card, options, ctx.projectId)).canvas;
}

/** The landing page: the stored one, else generated and stored. */
async function landingPageFor(ctx: ClosingContext): Promise<LandingPageData> {
  return storedLandingPage(await loadReportData(ctx)) ?? generateLandingPage(ctx.client, ctx.data.roundId);
}

/** The data an option lays out (undefined: the option's type is not known to this client). */
export async function closingOutputData(ctx: ClosingContext, option: ClosingOption): Promise<unknown> {
  if (option.type.endsWith(STEP_RESULT_SUFFIX)) {
    const type = option.type.slice(0, -STEP_RESULT_SUFFIX.length) as StepType;
    const step = stepOfType(ctx.structure, type);
    return step && stepResultOf(ctx.data, step.step.id)?.result;
  }
  if (option.type === 'CREATE_LP_DATA_INTERN') return landingPageFor(ctx);
  if (option.type === 'GENERATE_BMC') return canvasFor(ctx);
  return reportFor(ctx, option.type);
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

/**
 * Makes one output. Throws `RequiredStepMissingError` when a result it needs is missing, and
 * `FileCreationFailedError` when its file could not be made (the flow stops there).
 */
export async function createClosingOutput(ctx: ClosingContext, option: ClosingOption): Promise<ClosingOutput> {
  const missing = missingFor(option, ctx.data, ctx.structure);
  if (missing.length > 0) throw new RequiredStepMissingError(missing);
  if (option.outputType === 'MIRO') return { option, kind: 'whiteboard', text: await whiteboardFor(ctx, option) };
  let data: unknown;
  try {
    data = await closingOutputData(ctx, option);
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
    // Making an output again replaces it: its older files go.
    await deleteRoundFiles(
      ctx.client,
      ctx.data.roundId,
      (file) => file.fileId !== created.filedata.id && isOutputFileOf(file, option),
    );
    return { option, kind: 'file', file: created.filedata };
  } catch (error) {
    throw new FileCreationFailedError(error);
  }
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

/** Every output of a stream in order; stops at the first failure (part 2 §8). */
export async function createClosingOutputs(ctx: ClosingContext, streamId: string): Promise<ClosingOutput[]> {
  const outputs: ClosingOutput[] = [];
  for (const option of await loadClosingOptions(ctx.client, streamId)) {
    outputs.push(await createClosingOutput(ctx, option));
  }
  return outputs;
}
