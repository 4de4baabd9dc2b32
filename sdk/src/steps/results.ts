// What every step does with its input and its result, whatever its type: read and save the input, save a result
// as a PDF result file plus the step result (replacing the old ones), show the step, and change a saved result.
import { type IdeaClient, type Schemas, unwrap } from '../client.js';
import { currentUser, defaultProject } from '../flows/login.js';
import { isDefaultIdeaTitle, stepResultOf, type TrackData, writtenFromEarlierFrame } from '../flows/tracks.js';
import { REPORT_ACTIONS, recordAction } from '../flows/walk.js';
import { CLOSING_STEP } from '../rules/navigation.js';
import { type ResultTitleLang, titleLang } from '../rules/resultTitles.js';
import { MAX_TRACK_NAME_LENGTH } from '../rules/validation.js';
import { type SavedStep, type StepContext, StepNotReadyError, type StepShow } from './types.js';

export type ResultFile = Schemas['ResultFile'];

/** The step's saved input as stored (null when nothing is saved). */
export async function readStepInput(ctx: StepContext): Promise<unknown> {
  const saved = await unwrap(
    ctx.client.GET('/rounds/{roundId}/inputs/{stepId}', {
      params: { path: { roundId: ctx.data.roundId, stepId: ctx.step.id } },
    }),
  );
  return saved.content;
}

export async function saveStepInput(ctx: StepContext, content: unknown): Promise<void> {
  await unwrap(
    ctx.client.PUT('/rounds/{roundId}/inputs/{stepId}', {
      params: { path: { roundId: ctx.data.roundId, stepId: ctx.step.id } },
      body: { content },
    }),
  );
}

/** A step's plain-data view with its input read by `readInput` (the step's own shape). */
export async function showStep<I, R>(ctx: StepContext, readInput: (ctx: StepContext) => Promise<I>) {
  const view: StepShow<I, R> = {
    roundId: ctx.data.roundId,
    streamId: ctx.stream.id,
    step: ctx.step,
    stepNumber: ctx.stepNumber,
    stepCount: ctx.stream.steps.length,
    input: await readInput(ctx),
    result: (stepResultOf(ctx.data, ctx.step.id)?.result as R | undefined) ?? null,
    writtenFromEarlierFrame: writtenFromEarlierFrame(ctx.data, ctx.step.id),
  };
  return view;
}

/**
 * The language a result is titled in: the context's own (a screen that knows its language), else the user's, as
 * the server renders the result's PDF; English when the user cannot be read.
 */
export async function userLangOf(ctx: Pick<StepContext, 'client' | 'lang'>): Promise<ResultTitleLang> {
  if (ctx.lang) return titleLang(ctx.lang);
  try {
    return titleLang((await currentUser(ctx.client)).lang);
  } catch {
    return 'en';
  }
}

/** A result file's name as a track name: without `.pdf`, cut to the track-name limit. */
export function trackNameFromFile(fileName: string): string {
  return [...fileName.replace(/\.pdf$/i, '').trim()].slice(0, MAX_TRACK_NAME_LENGTH).join('').trim();
}

/**
 * Saves a step's result (part 2 §4.10, §3): the old result's file is deleted (the server deletes the result with
 * it), a PDF result file titled `title` is created from the result, the step result is added pointing to it, and
 * a round that still has the default title takes the file's name — a name the founder typed stays.
 */
export async function saveStepResult<R>(
  ctx: StepContext,
  projectId: string,
  result: R,
  title: string | ((lang: ResultTitleLang) => string),
): Promise<SavedStep<R>> {
  const { client, data, step, stream, stepNumber } = ctx;
  const fileTitle = typeof title === 'string' ? title : title(await userLangOf(ctx));
  const old = stepResultOf(data, step.id);
  const oldFile = old?.fileId ? data.files.find((f) => f.fileId === old.fileId) : undefined;
  if (oldFile) {
    await unwrap(
      client.DELETE('/knowledgehub/trackresult/{roundId}/{fileId}/{fileName}', {
        params: { path: { roundId: data.roundId, fileId: oldFile.fileId, fileName: oldFile.fileName } },
      }),
    );
  }
  const created = await unwrap(
    client.POST('/knowledgehub/trackresult', {
      body: {
        roundId: data.roundId,
        name: fileTitle,
        data: result,
        type: step.name_en,
        projectId,
        currentStepNr: stepNumber,
        stepId: step.id,
      },
    }),
  );
  const stored = await unwrap(
    client.POST('/rounds/{roundId}/results', {
      params: { path: { roundId: data.roundId } },
      body: {
        streamId: stream.id,
        stepId: step.id,
        name: step.type,
        result,
        stepIndex: stepNumber,
        fileId: created.filedata.id,
      },
    }),
  );
  let renamedTo: string | undefined;
  if (isDefaultIdeaTitle(data.name)) {
    renamedTo = trackNameFromFile(created.filedata.identifer);
    await unwrap(client.PUT('/streams/trackname', { body: { roundId: data.roundId, name: renamedTo } }));
  }
  await recordAction(client, data.roundId, REPORT_ACTIONS.saveResult, { streamId: stream.id, stepId: step.id });
  return { result: { ...stored, result }, file: created.filedata, ...(renamedTo ? { renamedTo } : {}) };
}

const OUTPUT_PREFIX = 'output_';
/** The contract's longest title of a result file (`ResultFileCreate.name`). */
const RESULT_TITLE_MAX_LENGTH = 200;

/** The title of a result's file: the result's own `name` (e.g. the idea card's), else the old file's title. */
function resultTitle(result: unknown, file: ResultFile): string {
  const name = result && typeof result === 'object' ? (result as { name?: unknown }).name : undefined;
  const title = typeof name === 'string' && name.trim() ? name.trim() : file.fileName.replace(/\.pdf$/i, '');
  return [...title].slice(0, RESULT_TITLE_MAX_LENGTH).join('').trim();
}

/** The project a round's files belong to: the round's own, or the user's default one for the closing view. */
async function fileProject(client: IdeaClient, roundId: string, stepId: string): Promise<string> {
  if (stepId === CLOSING_STEP) {
    const { userdata } = await unwrap(client.POST('/auth/checklogin', { body: {} }));
    const project = defaultProject(userdata);
    if (!project) throw new Error('There is no default project in this account.');
    return project.projectId;
  }
  const rounds = await unwrap(client.GET('/streams/usertracks'));
  const round = rounds.find((r) => r.roundId === roundId);
  if (!round) throw new Error('The round is not one of yours.');
  return round.projectId;
}

/**
 * Saves an edited step result (the result preview's Save, part 1 §4): the edited values become the step's
 * result and its PDF is rendered again. The new file is created first (title: the result's `name`, else the old
 * file's), then the step result is stored pointing to it, and only then is the old file deleted — deleting a
 * file deletes a step result that still points to it. A result without a file only gets its values replaced.
 */
export async function replaceStepResult(
  client: IdeaClient,
  data: TrackData,
  stepId: string,
  edited: unknown,
  projectId?: string,
): Promise<{ streamId: string; result: Schemas['StepResult']; file?: ResultFile }> {
  const stream = data.streams.find((s) => s.results.some((r) => r.stepId === stepId));
  const old = stream?.results.find((r) => r.stepId === stepId);
  if (!stream || !old)
    throw new StepNotReadyError(
      'This step has no saved result to change.',
      'Dieser Schritt hat kein gespeichertes Ergebnis zum Ändern.',
    );
  const oldFile = old.fileId ? data.files.find((f) => f.fileId === old.fileId || f.id === old.fileId) : undefined;
  const store = (fileId: string | null) =>
    unwrap(
      client.POST('/rounds/{roundId}/results', {
        params: { path: { roundId: data.roundId } },
        body: {
          streamId: stream.id,
          stepId,
          name: old.name,
          result: edited,
          stepIndex: Math.max(0, old.stepIndex),
          fileId,
        },
      }),
    );
  if (!oldFile) return { streamId: stream.id, result: await store(old.fileId) };

  const output = oldFile.fileType.startsWith(OUTPUT_PREFIX);
  const created = await unwrap(
    client.POST('/knowledgehub/trackresult', {
      body: {
        roundId: data.roundId,
        name: resultTitle(edited, oldFile),
        data: edited,
        type: output ? oldFile.fileType.slice(OUTPUT_PREFIX.length) : oldFile.fileType,
        projectId: projectId ?? (await fileProject(client, data.roundId, oldFile.stepId)),
        currentStepNr: oldFile.currentStepNr,
        stepId: oldFile.stepId,
        ...(output ? { output: true } : {}),
      },
    }),
  );
  const newFile = created.filedata;
  let result: Schemas['StepResult'];
  try {
    result = await store(newFile.id);
  } catch (error) {
    // The result still points to the old file; the new one would be an orphan.
    await client
      .DELETE('/knowledgehub/trackresult/{roundId}/{fileId}/{fileName}', {
        params: { path: { roundId: data.roundId, fileId: newFile.id, fileName: newFile.identifer } },
      })
      .catch(() => undefined);
    throw error;
  }
  await unwrap(
    client.DELETE('/knowledgehub/trackresult/{roundId}/{fileId}/{fileName}', {
      params: { path: { roundId: data.roundId, fileId: oldFile.fileId, fileName: oldFile.fileName } },
    }),
  );
  return { streamId: stream.id, result, ...(newFile.file ? { file: newFile.file } : {}) };
}
