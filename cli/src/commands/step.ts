// `idea-studio step show|autofill|save <roundId>`, `next <roundId>` and `run <roundId> [--autofill]`: working a
// round from the terminal with the same flows as the web (sdk/src/flows/walk.ts).
import {
  autofillBasicIdea,
  BASIC_IDEA_STEP_ID,
  basicIdeaSections,
  findStep,
  goNext,
  hasResult,
  isClosingStep,
  isInitialStep,
  loadTrackStructure,
  saveBasicIdea,
  type TrackData,
  type TrackStructure,
  unwrap,
} from '@idea-studio/sdk';
import ora from 'ora';
import type { Context } from '../context.js';
import { print } from '../output.js';
import { session } from '../session.js';

interface StepHandlers {
  autofill: (ctx: Loaded) => Promise<unknown>;
  save: (ctx: Loaded) => Promise<{ fileName: string; summary: string }>;
}

interface Loaded {
  client: Awaited<ReturnType<typeof session>>['client'];
  projectId: string;
  data: TrackData;
  structure: TrackStructure;
}

/** Steps the CLI can work; later steps add their entry here. */
const STEPS: Record<string, StepHandlers> = {
  [BASIC_IDEA_STEP_ID]: {
    autofill: (l) => autofillBasicIdea(l.client, l.data, findStep(l.structure, BASIC_IDEA_STEP_ID)!.stream.id),
    save: async (l) => {
      const { card, file } = await saveBasicIdea(l.client, l.data, l.structure, l.projectId);
      return { fileName: file.identifer, summary: `${card.name} — ${card.tagline}` };
    },
  },
};

async function load(ctx: Context, roundId: string): Promise<Loaded> {
  const { client, projectId } = await session(ctx);
  const data = await unwrap(client.GET('/rounds/{roundId}/track', { params: { path: { roundId } } }));
  const structure = await loadTrackStructure(client, data.id);
  return { client, projectId, data, structure };
}

function position(l: Loaded) {
  const first = l.structure.streams[0]!.id;
  return { streamId: l.data.lastStreamId ?? first, stepId: l.data.lastStepId ?? `initial-${first}` };
}

function stepLabel(l: Loaded, stepId: string): string {
  if (isInitialStep(stepId)) return 'Start';
  if (isClosingStep(stepId)) return 'Closing';
  return findStep(l.structure, stepId)?.step.name_en ?? stepId;
}

export async function stepShow(ctx: Context, roundId: string) {
  const l = await load(ctx, roundId);
  const at = position(l);
  const located = findStep(l.structure, at.stepId);
  const input = located
    ? (
        await unwrap(
          l.client.GET('/rounds/{roundId}/inputs/{stepId}', { params: { path: { roundId, stepId: at.stepId } } }),
        )
      ).content
    : null;
  const result = l.data.streams.flatMap((s) => s.results).find((r) => r.stepId === at.stepId)?.result ?? null;
  const view = {
    roundId,
    ...at,
    step: stepLabel(l, at.stepId),
    stepNumber: located?.stepNumber ?? null,
    input,
    result,
  };
  print(ctx, view, () => {
    const lines = [
      `${l.data.name}: ${view.step}${located ? ` (STEP ${located.stepNumber}/${located.stream.steps.length})` : ''}`,
    ];
    if (at.stepId === BASIC_IDEA_STEP_ID) {
      const sections = basicIdeaSections(input);
      lines.push(`  The problem I solve:          ${sections.PROBLEM || '-'}`);
      lines.push(`  The first people who use it:  ${sections['TARGET USER'] || '-'}`);
      lines.push(`  The solution in a nutshell:   ${sections.SOLUTION || '-'}`);
    } else if (input !== null) {
      lines.push(`  input: ${JSON.stringify(input)}`);
    }
    lines.push(result ? `  result: ${JSON.stringify(result)}` : '  no result saved yet');
    return lines;
  });
  return view;
}

function handlersFor(l: Loaded, stepId: string): StepHandlers {
  const handlers = STEPS[stepId];
  if (!handlers)
    throw new Error(`${stepLabel(l, stepId)} cannot be worked from the CLI yet; continue it in the web app.`);
  return handlers;
}

export async function stepAutofill(ctx: Context, roundId: string) {
  const l = await load(ctx, roundId);
  const { stepId } = position(l);
  const filled = await handlersFor(l, stepId).autofill(l);
  print(ctx, filled, () => [
    `${stepLabel(l, stepId)} filled by the AI:`,
    ...(filled as Array<{ type: string; content: string }>).map((e) => `  ${e.type}: ${e.content}`),
  ]);
  return filled;
}

export async function stepSave(ctx: Context, roundId: string) {
  const l = await load(ctx, roundId);
  const { stepId } = position(l);
  const saved = await handlersFor(l, stepId).save(l);
  print(ctx, saved, () => [`Saved ${saved.fileName}: ${saved.summary}`]);
  return saved;
}

export async function next(ctx: Context, roundId: string) {
  const l = await load(ctx, roundId);
  const moved = await goNext(l.client, l.data, l.structure);
  if (!moved.ok) throw new Error(`${moved.warning.headline}: ${moved.warning.text}`);
  print(ctx, moved.move, () => [
    `Now at ${stepLabel(l, moved.move.stepId)}${moved.move.finished ? ' (track finished)' : ''}.`,
  ]);
  return moved.move;
}

/**
 * Walks the round from where it stands: steps with a saved result are passed, with --autofill the steps the CLI
 * can work are filled and saved; it stops at the first step it cannot finish.
 */
export async function run(ctx: Context, roundId: string, options: { autofill?: boolean }) {
  const spinner = ctx.json ? undefined : ora({ stream: process.stderr });
  const log: Array<{ step: string; action: string; detail?: string }> = [];
  let stopped: string | undefined;
  for (let guard = 0; guard < 50; guard++) {
    const l = await load(ctx, roundId);
    const at = position(l);
    const label = stepLabel(l, at.stepId);
    if (isClosingStep(at.stepId) && l.data.finished) {
      stopped = 'The track is finished.';
      break;
    }
    if (!isInitialStep(at.stepId) && !isClosingStep(at.stepId) && !hasResult(l.data, at.stepId)) {
      const handlers = STEPS[at.stepId];
      if (!options.autofill || !handlers) {
        stopped = handlers
          ? `${label} has no result yet (use --autofill).`
          : `${label} cannot be worked from the CLI yet; continue it in the web app.`;
        break;
      }
      spinner?.start(`${label}: the AI fills it in…`);
      await handlers.autofill(l);
      spinner?.start(`${label}: saving the result…`);
      const saved = await handlers.save({
        ...l,
        data: await unwrap(l.client.GET('/rounds/{roundId}/track', { params: { path: { roundId } } })),
      });
      spinner?.succeed(`${label}: saved ${saved.fileName}`);
      log.push({ step: label, action: 'saved', detail: saved.fileName });
      continue;
    }
    const fresh = await unwrap(l.client.GET('/rounds/{roundId}/track', { params: { path: { roundId } } }));
    const moved = await goNext(l.client, fresh, l.structure);
    if (!moved.ok) {
      stopped = moved.warning.text;
      break;
    }
    const target = stepLabel(l, moved.move.stepId);
    spinner?.info(`${label} → ${target}`);
    log.push({ step: label, action: 'next', detail: target });
  }
  spinner?.stop();
  print(ctx, { roundId, steps: log, stopped }, () => [stopped ?? 'Done.']);
  return { steps: log, stopped };
}
