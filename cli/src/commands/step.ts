// `idea-studio step show|autofill|save <roundId>`, `next <roundId>`, `back <roundId>` and `run <roundId>
// [--autofill]`: working a round from the terminal with the SDK's walk and step workers, the ones the web uses.
// Steps are chosen by their type: the SDK's registry says what a step can do, the printers how it reads.
import {
  continueAt,
  findStep,
  generateCanvas,
  goBack,
  goNext,
  hasResult,
  isClosingStep,
  isInitialStep,
  loadShare,
  loadTrackStructure,
  type Move,
  openReport,
  type Position,
  readStepInput,
  type ShareState,
  type StepWorker,
  showStep,
  stepContext,
  stepOfType,
  stepWorker,
  type TrackData,
  type TrackStructure,
  unwrap,
} from '@idea-studio/sdk';
import ora from 'ora';
import { closingStreams, makeClosingOutputs, shareLine, spinnerProgress } from '../closing.js';
import type { Context } from '../context.js';
import { print } from '../output.js';
import { type Session, session } from '../session.js';
import { printerFor } from '../steps/printers.js';

const TRACK_FINISHED = 'The track is finished.';

export interface Loaded extends Session {
  data: TrackData;
  structure: TrackStructure;
  /** Where the round stands. */
  at: Position;
}

/** The round's track data and structure, and where it stands. */
export async function loadRound(ctx: Context, roundId: string): Promise<Loaded> {
  const signedIn = await session(ctx);
  const data = await unwrap(signedIn.client.GET('/rounds/{roundId}/track', { params: { path: { roundId } } }));
  const structure = await loadTrackStructure(signedIn.client, data.id);
  return { ...signedIn, data, structure, at: continueAt(data, structure) };
}

function stepLabel(l: Loaded, stepId: string): string {
  if (isInitialStep(stepId)) return 'Start';
  if (isClosingStep(stepId)) return 'Closing';
  return findStep(l.structure, stepId)?.step.name_en ?? stepId;
}

/** The worker of the step the round stands on; refused for start and closing views and steps without one. */
function currentWorker(l: Loaded): StepWorker {
  const located = findStep(l.structure, l.at.stepId);
  const worker = located && stepWorker(located.step.type);
  if (!worker) {
    throw new Error(
      located
        ? `${stepLabel(l, l.at.stepId)} cannot be worked from the CLI yet; continue it in the web app.`
        : `The round stands on its ${stepLabel(l, l.at.stepId).toLowerCase()} view, not on a step (use next).`,
    );
  }
  return worker;
}

export async function stepShow(ctx: Context, roundId: string) {
  const l = await loadRound(ctx, roundId);
  const located = findStep(l.structure, l.at.stepId);
  if (!located) {
    const view = {
      roundId,
      ...l.at,
      view: isClosingStep(l.at.stepId) ? 'closing' : 'start',
      finished: l.data.finished,
    };
    print(ctx, view, () => [`${l.data.name}: ${stepLabel(l, l.at.stepId)}`]);
    return view;
  }
  const step = stepContext(l.client, l.data, l.structure, l.at.stepId);
  const view = await (stepWorker(located.step.type)?.show(step) ?? showStep(step, readStepInput));
  const printer = printerFor(located.step.type);
  print(ctx, view, () => [
    `${l.data.name}: ${view.step.name_en} (STEP ${view.stepNumber}/${view.stepCount})`,
    ...printer.input(view.input),
    ...(view.result === null ? ['  no result saved yet'] : ['  result:', ...printer.result(view.result)]),
  ]);
  return view;
}

export async function stepAutofill(ctx: Context, roundId: string) {
  const l = await loadRound(ctx, roundId);
  const worker = currentWorker(l);
  const filled = await worker.autofill(stepContext(l.client, l.data, l.structure, l.at.stepId));
  print(ctx, filled, () => [
    `${stepLabel(l, l.at.stepId)} filled by the AI:`,
    ...printerFor(worker.type).input(filled),
  ]);
  return filled;
}

export async function stepSave(ctx: Context, roundId: string) {
  const l = await loadRound(ctx, roundId);
  const worker = currentWorker(l);
  const saved = await worker.save(stepContext(l.client, l.data, l.structure, l.at.stepId), l.projectId);
  print(ctx, saved, () => [`Saved ${saved.file.identifer}:`, ...printerFor(worker.type).result(saved.result.result)]);
  return saved;
}

function printMove(ctx: Context, l: Loaded, move: Move) {
  print(ctx, move, () => [`Now at ${stepLabel(l, move.stepId)}${move.finished ? ' (track finished)' : ''}.`]);
}

export async function next(ctx: Context, roundId: string) {
  const l = await loadRound(ctx, roundId);
  const moved = await goNext({ client: l.client }, l.data, l.structure, l.at);
  if (!moved.ok) throw new Error(`${moved.warning.headline}: ${moved.warning.text}`);
  printMove(ctx, l, moved.move);
  return moved.move;
}

/** One step back (part 2 §4.1); on the start view there is nothing before it, and nothing changes. */
export async function back(ctx: Context, roundId: string) {
  const l = await loadRound(ctx, roundId);
  const moved = await goBack({ client: l.client }, l.data, l.structure, l.at);
  if (moved.home) {
    print(ctx, { home: true, ...l.at }, () => ['The round is at its start view: there is no step before it.']);
    return moved;
  }
  printMove(ctx, l, moved.move);
  return moved.move;
}

/**
 * Walks the round from where it stands: steps with a saved result are passed, with --autofill the steps the CLI
 * can work are filled and saved; it stops at the first step it cannot finish. With --autofill a finished track is
 * closed: the mentors' reports, the canvas drawn from them and every closing output of every stream.
 */
export async function run(ctx: Context, roundId: string, options: { autofill?: boolean }) {
  const spinner = ctx.json ? undefined : ora({ stream: process.stderr });
  const log: Array<{ step: string; action: string; detail?: string }> = [];
  let stopped: string | undefined;
  let share: ShareState | undefined;
  try {
    for (let guard = 0; guard < 50; guard++) {
      const l = await loadRound(ctx, roundId);
      const label = stepLabel(l, l.at.stepId);
      if (isClosingStep(l.at.stepId) && l.data.finished) {
        stopped = TRACK_FINISHED;
        break;
      }
      const located = findStep(l.structure, l.at.stepId);
      if (located && !hasResult(l.data, l.at.stepId)) {
        const worker = stepWorker(located.step.type);
        if (!options.autofill || !worker) {
          stopped = worker
            ? `${label} has no result yet (use --autofill).`
            : `${label} cannot be worked from the CLI yet; continue it in the web app.`;
          break;
        }
        spinner?.start(`${label}: the AI fills it in…`);
        await worker.autofill(stepContext(l.client, l.data, l.structure, l.at.stepId));
        spinner?.start(`${label}: saving the result…`);
        const saved = await worker.save(stepContext(l.client, l.data, l.structure, l.at.stepId), l.projectId);
        spinner?.succeed(`${label}: saved ${saved.file.identifer}`);
        log.push({ step: label, action: 'saved', detail: saved.file.identifer });
        continue;
      }
      const moved = await goNext({ client: l.client }, l.data, l.structure, l.at);
      if (!moved.ok) {
        stopped = moved.warning.text;
        break;
      }
      const target = stepLabel(l, moved.move.stepId);
      spinner?.info(`${label} → ${target}`);
      log.push({ step: label, action: 'next', detail: target });
    }
    if (options.autofill && stopped === TRACK_FINISHED) share = await closeTrack(ctx, roundId, spinner, log);
  } finally {
    spinner?.stop();
  }
  print(ctx, { roundId, steps: log, stopped, share }, () => [
    stopped ?? 'Done.',
    ...(share ? [shareLine(share, roundId)] : []),
  ]);
  return { steps: log, stopped, share };
}

/**
 * The end of the track: the mentors' reports and the canvas drawn from them complete the round's results, then
 * every closing output of every stream is made (the same flow as `close`). Answers the project page's share state.
 */
async function closeTrack(
  ctx: Context,
  roundId: string,
  spinner: ReturnType<typeof ora> | undefined,
  log: Array<{ step: string; action: string; detail?: string }>,
): Promise<ShareState> {
  const l = await loadRound(ctx, roundId);
  const card = stepOfType(l.structure, 'feedbackCard');
  if (card) {
    const cardCtx = stepContext(l.client, l.data, l.structure, card.step.id);
    const reportOptions = await unwrap(l.client.GET('/aiservice/report-options', { params: { query: {} } }));
    for (const option of reportOptions) {
      spinner?.start(`${option.name}: the mentor writes it…`);
      const opened = await openReport(cardCtx, option, l.projectId);
      spinner?.succeed(`${option.name}: ${opened.generated ? 'made' : 'stored already'}`);
      log.push({ step: option.name, action: opened.generated ? 'saved' : 'kept', detail: opened.report.title });
    }
    spinner?.start('Business Model Canvas: drawing it…');
    await generateCanvas(cardCtx, reportOptions, l.projectId);
    spinner?.succeed('Business Model Canvas: made');
    log.push({ step: 'Business Model Canvas', action: 'saved' });
  }
  const closing = await loadRound(ctx, roundId);
  const made = await makeClosingOutputs(closing, await closingStreams(closing), spinnerProgress(spinner));
  for (const output of made) {
    log.push({
      step: output.name,
      action: output.kind === 'file' ? 'output' : 'whiteboard',
      detail: output.kind === 'file' ? output.fileName : undefined,
    });
  }
  return loadShare(closing.client, roundId);
}
