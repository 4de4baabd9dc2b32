import {
  type ClosingOption,
  closingFileType,
  findStep,
  isOutputFileOf,
  type StepType,
  stepOfType,
  type TrackData,
  type TrackStructure,
  trackLink,
} from '@idea-studio/sdk';
import type { ResultFile } from '../result-files/resultFiles';
import { localName } from '../track-data/names';

export type ClosingStream = TrackStructure['streams'][number];

/** How often and how fast the closing view looks for the stream's results before the Data Error (part 2 §9). */
export const RESULT_POLLS = 50;
export const RESULT_POLL_MS = 10;

/** How often the closing view asks for a published landing page's views and sign-ups while it is open. */
export const SIGNUPS_REFRESH_MS = 10_000;

/** The file type of a PDF option's output, as the server stores it (the SDK's rule). */
export const outputFileType = closingFileType;

/** The newest result file made for an option (closing-stream, its output type), if any. */
export function fileOfOption(
  files: readonly ResultFile[],
  option: Pick<ClosingOption, 'type'>,
): ResultFile | undefined {
  return files
    .filter((file) => isOutputFileOf(file, option))
    .sort((a, b) => b.dateCreated.localeCompare(a.dateCreated))[0];
}

/** Whether the round's data holds results of a stream. */
export function streamHasResults(data: Pick<TrackData, 'streams'>, streamId: string): boolean {
  return (data.streams.find((stream) => stream.id === streamId)?.results.length ?? 0) > 0;
}

/**
 * The stream a closing view closes (part 2 §4.1). Finishing a stream that is not the last one opens the closing
 * view at the next stream, before its start view; there it closes the stream just finished. Finished there (the end
 * of the track), or once the stream in the address has results of its own, it closes that stream.
 */
export function closedStream(
  structure: TrackStructure,
  data: Pick<TrackData, 'streams' | 'finished'>,
  streamId: string,
): ClosingStream | undefined {
  const index = structure.streams.findIndex((stream) => stream.id === streamId);
  const stream = structure.streams[index];
  if (!stream) return undefined;
  const previous = structure.streams[index - 1];
  if (data.finished === 1 || !previous || streamHasResults(data, stream.id)) return stream;
  return previous;
}

/** Whether a stream is the last one of the track: only its closing view shows the verdict. */
export function isLastStream(structure: TrackStructure, streamId: string): boolean {
  return structure.streams.at(-1)?.id === streamId;
}

/** The names of step types in the UI language (the type itself for a step the track does not have). */
export function stepTypeNames(structure: TrackStructure, types: readonly StepType[], language: string): string[] {
  return types.map((type) => {
    const located = stepOfType(structure, type);
    return located ? localName(located.step, language) : type;
  });
}

/** Where a piece of evidence is kept: a step of the track has its address in this round. */
export type EvidencePlace = { kind: 'step'; name: string; href: string } | { kind: 'other'; id: string };

export function evidencePlace(
  structure: TrackStructure,
  where: string,
  link: { trackId: string; roundId: string; base: string; language: string },
): EvidencePlace {
  const located = findStep(structure, where);
  if (!located) return { kind: 'other', id: where };
  return {
    kind: 'step',
    name: localName(located.step, link.language),
    href: `${link.base}${trackLink(link.trackId, { streamId: located.stream.id, stepId: located.step.id }, link.roundId)}`,
  };
}
