// Walking a round step by step, shared by the web's footer and the CLI's `next`/`run`: moving with the
// navigation rules (saving progress and the report action), and the Basic Idea step's autofill and save.
import { type IdeaClient, type Schemas, unwrap } from '../client.js';
import { backStep, CLOSING_STEP, type Move, nextStep } from '../rules/navigation.js';
import { MAX_TRACK_NAME_LENGTH } from '../rules/validation.js';
import { defaultProject } from './login.js';
import { isDefaultIdeaTitle, navStreams, type TrackStructure } from './tracks.js';

export const BASIC_IDEA_STEP_ID = 'MMUT2vQla';
export const BASIC_IDEA_SECTIONS = ['PROBLEM', 'TARGET USER', 'SOLUTION'] as const;
export type BasicIdeaSection = (typeof BASIC_IDEA_SECTIONS)[number];

export interface InputEntry {
  type: BasicIdeaSection | string;
  content: string;
}

export interface IdeaCard {
  name: string;
  tagline: string;
  key_features: string[];
  target_group: string;
  value_proposition: string;
}

export type TrackData = Schemas['TrackData'];

export function findStep(structure: TrackStructure, stepId: string) {
  for (const [streamIndex, stream] of structure.streams.entries()) {
    const index = stream.steps.findIndex((s) => s.id === stepId);
    if (index >= 0) return { stream, step: stream.steps[index]!, stepNumber: index + 1, streamIndex };
  }
  return undefined;
}

export function hasResult(data: TrackData, stepId: string): boolean {
  return data.streams.some((s) => s.results.some((r) => r.stepId === stepId));
}

async function applyMove(client: IdeaClient, roundId: string, move: Move, action: string): Promise<Move> {
  const step = move.stepId;
  await unwrap(
    client.PUT('/streams/usertracks', {
      body: { roundId, streamId: move.streamId, stepId: step, finished: move.finished },
    }),
  );
  await unwrap(
    client.POST('/rounds/{roundId}/actions', {
      params: { path: { roundId } },
      body: { action, streamId: move.streamId, stepId: step },
    }),
  );
  return move;
}

export type MoveResult = { ok: true; move: Move } | { ok: false; warning: { headline: string; text: string } };

/** Next step by the rules of part 2 §4.1, saving progress and recording the action. */
export async function goNext(client: IdeaClient, data: TrackData, structure: TrackStructure): Promise<MoveResult> {
  const position = {
    streamId: data.lastStreamId ?? structure.streams[0]!.id,
    stepId: data.lastStepId ?? `initial-${structure.streams[0]!.id}`,
  };
  const result = nextStep(navStreams(structure), position, hasResult(data, position.stepId), data.finished);
  if (!result.ok) return result;
  const lastOfStream = result.move.stepId === 'closing-stream';
  return {
    ok: true,
    move: await applyMove(client, data.roundId, result.move, lastOfStream ? 'Stream finished' : 'Next'),
  };
}

/** Back step by the rules of part 2 §4.1; `home` when leaving from the start view. */
export async function goBack(
  client: IdeaClient,
  data: TrackData,
  structure: TrackStructure,
): Promise<{ home: true } | { home: false; move: Move }> {
  const position = {
    streamId: data.lastStreamId ?? structure.streams[0]!.id,
    stepId: data.lastStepId ?? `initial-${structure.streams[0]!.id}`,
  };
  const result = backStep(navStreams(structure), position, data.finished);
  if (result.home) return result;
  return { home: false, move: await applyMove(client, data.roundId, result.move, 'Back') };
}

/** The saved input of the Basic Idea step as its three sections (missing ones empty). */
export function basicIdeaSections(content: unknown): Record<BasicIdeaSection, string> {
  const sections: Record<BasicIdeaSection, string> = { PROBLEM: '', 'TARGET USER': '', SOLUTION: '' };
  if (Array.isArray(content)) {
    for (const entry of content as InputEntry[]) {
      if (
        entry &&
        (BASIC_IDEA_SECTIONS as readonly string[]).includes(entry.type) &&
        typeof entry.content === 'string'
      ) {
        sections[entry.type as BasicIdeaSection] = entry.content;
      }
    }
  }
  return sections;
}

export function sectionsToEntries(sections: Record<BasicIdeaSection, string>): InputEntry[] {
  return BASIC_IDEA_SECTIONS.map((type) => ({ type, content: sections[type] }));
}

/** Autofill (part 2 §4.3): the AI's three results fill the three sections, which are saved as the step's input. */
export async function autofillBasicIdea(client: IdeaClient, data: TrackData, streamId: string): Promise<InputEntry[]> {
  const saved = await unwrap(
    client.GET('/rounds/{roundId}/inputs/{stepId}', {
      params: { path: { roundId: data.roundId, stepId: BASIC_IDEA_STEP_ID } },
    }),
  );
  const current = basicIdeaSections(saved.content);
  const answer = await unwrap(
    client.POST('/aiservice/airesponse', {
      body: {
        streamId,
        stepId: BASIC_IDEA_STEP_ID,
        roundId: data.roundId,
        promptType: 'FILL_OUT_ALL_PROMPT',
        content: Object.values(current).some(Boolean) ? JSON.stringify(sectionsToEntries(current)) : data.name,
      },
    }),
  );
  const filled = basicIdeaSections(answer.promptResult);
  const entries = sectionsToEntries(filled);
  await unwrap(
    client.PUT('/rounds/{roundId}/inputs/{stepId}', {
      params: { path: { roundId: data.roundId, stepId: BASIC_IDEA_STEP_ID } },
      body: { content: entries },
    }),
  );
  return entries;
}

export class StepNotReadyError extends Error {}

/** A result file's name as a track name: without `.pdf`, cut to the track-name limit. */
export function trackNameFromFile(fileName: string): string {
  return [...fileName.replace(/\.pdf$/i, '').trim()].slice(0, MAX_TRACK_NAME_LENGTH).join('').trim();
}

/**
 * Save Result of Basic Idea (part 2 §4.3, §4.10): needs all three sections; the AI's closing prompt makes the
 * idea card, an existing result and its file are replaced, a PDF result file is created, the step result added,
 * and a track that still has the default title takes the file's name.
 */
export async function saveBasicIdea(
  client: IdeaClient,
  data: TrackData,
  structure: TrackStructure,
  projectId: string,
): Promise<{ card: IdeaCard; file: Schemas['ResultFileCreated']['filedata'] }> {
  const saved = await unwrap(
    client.GET('/rounds/{roundId}/inputs/{stepId}', {
      params: { path: { roundId: data.roundId, stepId: BASIC_IDEA_STEP_ID } },
    }),
  );
  const sections = basicIdeaSections(saved.content);
  if (BASIC_IDEA_SECTIONS.some((s) => !sections[s].trim())) {
    throw new StepNotReadyError(
      'The Basic Idea needs all three sections (problem, first users, solution) before it can be saved.',
    );
  }
  const located = findStep(structure, BASIC_IDEA_STEP_ID);
  if (!located) throw new Error('The track has no Basic Idea step.');
  const answer = await unwrap(
    client.POST('/aiservice/airesponse', {
      body: {
        streamId: located.stream.id,
        stepId: BASIC_IDEA_STEP_ID,
        roundId: data.roundId,
        promptType: 'CLOSING_STEP_PROMPT',
        content: JSON.stringify(sectionsToEntries(sections)),
      },
    }),
  );
  const card = answer.promptResult[0] as IdeaCard | undefined;
  if (!card?.name) throw new Error('The AI did not answer an idea card.');

  const old = data.streams.flatMap((s) => s.results).find((r) => r.stepId === BASIC_IDEA_STEP_ID);
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
        name: card.name,
        data: card,
        type: located.step.name_en,
        projectId,
        currentStepNr: located.stepNumber,
        stepId: BASIC_IDEA_STEP_ID,
      },
    }),
  );
  await unwrap(
    client.POST('/rounds/{roundId}/results', {
      params: { path: { roundId: data.roundId } },
      body: {
        streamId: located.stream.id,
        stepId: BASIC_IDEA_STEP_ID,
        name: located.step.type,
        result: card,
        stepIndex: located.stepNumber,
        fileId: created.filedata.id,
      },
    }),
  );
  // The file's name becomes the track's (part 2 §3) only while the round has the default title: a name the
  // founder typed stays.
  if (isDefaultIdeaTitle(data.name)) {
    await unwrap(
      client.PUT('/streams/trackname', {
        body: { roundId: data.roundId, name: trackNameFromFile(created.filedata.identifer) },
      }),
    );
  }
  await unwrap(
    client.POST('/rounds/{roundId}/actions', {
      params: { path: { roundId: data.roundId } },
      body: { action: 'Save Result', stepId: BASIC_IDEA_STEP_ID },
    }),
  );
  return { card, file: created.filedata };
}

export type StepResult = Schemas['StepResult'];
export type ResultFile = Schemas['ResultFile'];

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
): Promise<{ streamId: string; result: StepResult; file?: ResultFile }> {
  const stream = data.streams.find((s) => s.results.some((r) => r.stepId === stepId));
  const old = stream?.results.find((r) => r.stepId === stepId);
  if (!stream || !old) throw new StepNotReadyError('This step has no saved result to change.');
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
  let result: StepResult;
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
