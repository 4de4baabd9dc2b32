// Walking a round step by step, shared by the web's footer and the CLI's `next`/`run`: moving with the
// navigation rules (saving progress and the report action), and the Basic Idea step's autofill and save.
import { type IdeaClient, type Schemas, unwrap } from '../client.js';
import { backStep, type Move, nextStep } from '../rules/navigation.js';
import { navStreams, type TrackStructure } from './tracks.js';

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

/**
 * Save Result of Basic Idea (part 2 §4.3, §4.10): needs all three sections; the AI's closing prompt makes the
 * idea card, an existing result and its file are replaced, a PDF result file is created, the step result added,
 * and the track takes the file's name.
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
  await unwrap(
    client.PUT('/streams/trackname', {
      body: { roundId: data.roundId, name: created.filedata.identifer.replace(/\.pdf$/i, '') },
    }),
  );
  await unwrap(
    client.POST('/rounds/{roundId}/actions', {
      params: { path: { roundId: data.roundId } },
      body: { action: 'Save Result', stepId: BASIC_IDEA_STEP_ID },
    }),
  );
  return { card, file: created.filedata };
}
