// `idea-studio step show|autofill|save <roundId>`, `next <roundId>`, `back <roundId>` and `run <roundId>
// [--autofill]`: working a round from the terminal with the SDK's walk and step workers, the ones the web uses.
// Steps are chosen by their type: the SDK's registry says what a step can do, the printers how it reads.
import { readFile } from 'node:fs/promises';
import {
  CANVAS_ID,
  findStep,
  generateCanvas,
  goBack,
  goNext,
  hasResult,
  isClosingStep,
  isInitialStep,
  LANDING_PAGE_ID,
  loadShare,
  type Move,
  openReports,
  REPORTS_STREAM,
  readStepInput,
  type ShareState,
  StepFieldError,
  type StepWorker,
  showStep,
  stageLines,
  stepContext,
  stepProviding,
  stepWorker,
  unwrap,
} from '@idea-studio/sdk';
import ora from 'ora';
import { closingStreams, makeClosingOutputs, shareLine, spinnerProgress } from '../closing.js';
import type { Context } from '../context.js';
import {
  FIELD_LABELS,
  fieldLines,
  parseAnswers,
  parseInputFile,
  parseJsonText,
  parseSetPairs,
  scriptedAsker,
  walkFields,
} from '../fields.js';
import { FRAME_LABELS } from '../frame.js';
import type { Lang } from '../lang.js';
import { print } from '../output.js';
import { type Loaded, loadRound, roundReader, stepName } from '../round.js';
import { printerFor } from '../steps/printers.js';
import { terminalAsker } from '../terminalAsker.js';

/** The words of walking a round, in both languages (step names come from the track, in the user's language). */
export const STEP_LABELS = {
  en: {
    start: 'Start',
    closing: 'Closing',
    finished: 'The track is finished.',
    noResult: (step: string) => `${step} has no result yet (use --autofill).`,
    notInCli: (step: string) => `${step} cannot be worked from the CLI yet; continue it in the web app.`,
    onView: (view: string) => `The round stands on its ${view.toLowerCase()} view, not on a step (use next).`,
    filling: (step: string) => `${step}: the AI fills it in…`,
    saving: (step: string) => `${step}: saving the result…`,
    savedFile: (step: string, file: string) => `${step}: saved ${file}`,
    done: 'Done.',
    writing: (report: string) => `${report}: the mentor writes it…`,
    made: 'made',
    storedAlready: 'stored already',
    drawing: 'Business Model Canvas: drawing it…',
    drawn: 'Business Model Canvas: made',
    stepOf: (n: number, of: number) => `STEP ${n}/${of}`,
    noResultYet: 'no result saved yet',
    result: 'result:',
    teammates: "A teammate's round: the step's inputs stay with its user; its saved result is shown.",
    filledBy: (step: string) => `${step} filled by the AI:`,
    saved: (file: string) => `Saved ${file}:`,
    renamed: (name: string) => `The round is now called "${name}", after its first result (track rename changes it).`,
    nowAt: (step: string, finished: boolean) => `Now at ${step}${finished ? ' (track finished)' : ''}.`,
    atStart: 'The round is at its start view: there is no step before it.',
  },
  de: {
    start: 'Start',
    closing: 'Abschluss',
    finished: 'Der Track ist abgeschlossen.',
    noResult: (step: string) => `${step} hat noch kein Ergebnis (nutze --autofill).`,
    notInCli: (step: string) => `${step} lässt sich im CLI noch nicht bearbeiten; arbeite in der Web-App daran weiter.`,
    onView: (view: string) => `Die Runde steht auf ihrer Ansicht „${view}“, nicht auf einem Schritt (nutze next).`,
    filling: (step: string) => `${step}: Die KI füllt den Schritt aus…`,
    saving: (step: string) => `${step}: Das Ergebnis wird gespeichert…`,
    savedFile: (step: string, file: string) => `${step}: ${file} gespeichert`,
    done: 'Fertig.',
    writing: (report: string) => `${report}: Der Mentor schreibt den Bericht…`,
    made: 'erstellt',
    storedAlready: 'schon gespeichert',
    drawing: 'Business Model Canvas: wird gezeichnet…',
    drawn: 'Business Model Canvas: erstellt',
    stepOf: (n: number, of: number) => `SCHRITT ${n}/${of}`,
    noResultYet: 'noch kein Ergebnis gespeichert',
    result: 'Ergebnis:',
    teammates:
      'Die Runde eines Teammitglieds: Die Eingaben des Schritts bleiben bei dem, der sie begonnen hat; das gespeicherte Ergebnis folgt.',
    filledBy: (step: string) => `${step}, von der KI ausgefüllt:`,
    saved: (file: string) => `${file} gespeichert:`,
    renamed: (name: string) =>
      `Die Runde heißt jetzt „${name}“, nach ihrem ersten Ergebnis (track rename ändert den Namen).`,
    nowAt: (step: string, finished: boolean) => `Jetzt bei ${step}${finished ? ' (Track abgeschlossen)' : ''}.`,
    atStart: 'Die Runde steht auf ihrer Startansicht: Davor gibt es keinen Schritt.',
  },
} as const;

function stepLabel(l: Loaded, stepId: string): string {
  if (isInitialStep(stepId)) return STEP_LABELS[l.lang].start;
  if (isClosingStep(stepId)) return STEP_LABELS[l.lang].closing;
  const step = findStep(l.structure, stepId)?.step;
  return step ? stepName(step, l.lang) : stepId;
}

/** The worker of the step the round stands on; refused for start and closing views and steps without one. */
function currentWorker(l: Loaded): StepWorker {
  const located = findStep(l.structure, l.at.stepId);
  const worker = located && stepWorker(located.step.type);
  if (!worker) {
    const t = STEP_LABELS[l.lang];
    throw new Error(located ? t.notInCli(stepLabel(l, l.at.stepId)) : t.onView(stepLabel(l, l.at.stepId)));
  }
  return worker;
}

/** The names of the closing view's stored outputs: the canvas, the landing page and the mentors' reports. */
async function outputNames(ctx: Context, lang: Lang): Promise<Map<string, string>> {
  const names = new Map<string, string>([
    [CANVAS_ID, 'Business Model Canvas'],
    [LANDING_PAGE_ID, lang === 'de' ? 'Landingpage' : 'Landing page'],
  ]);
  try {
    const client = await ctx.client();
    const options = await unwrap(client.GET('/aiservice/report-options', { params: { query: {} } }));
    for (const option of options) names.set(option.id, option.name);
  } catch {
    // the ids stand in for the names
  }
  return names;
}

export async function stepShow(ctx: Context, roundId: string) {
  const l = await loadRound(ctx, roundId);
  const located = findStep(l.structure, l.at.stepId);
  if (!located) {
    const closing = isClosingStep(l.at.stepId);
    // The closing view's outputs (reports, canvas, landing page) written from an earlier reading of the idea.
    const earlier = closing
      ? (l.data.streams.find((s) => s.id === REPORTS_STREAM)?.results ?? [])
          .filter((r) => r.writtenFromEarlierFrame)
          .map((r) => r.stepId)
      : [];
    const view = {
      roundId,
      ...l.at,
      view: closing ? 'closing' : 'start',
      finished: l.data.finished,
      ...(closing ? { outputsWrittenFromEarlierFrame: earlier } : {}),
    };
    const notice = l.data.editable ? FRAME_LABELS[l.lang].earlier : FRAME_LABELS[l.lang].earlierTeammate;
    const names = earlier.length > 0 ? await outputNames(ctx, l.lang) : new Map<string, string>();
    print(ctx, view, () => [
      `${l.data.name}: ${stepLabel(l, l.at.stepId)}`,
      ...earlier.map((id) => `  ! ${names.get(id) ?? id}: ${notice}`),
    ]);
    return view;
  }
  const step = stepContextOf(l, l.at.stepId);
  // A teammate's round: the step's input stays with its user (the server answers 404); its saved result is shown,
  // its founder's words labelled as the teammate's.
  const own = l.data.editable;
  const view = own
    ? await (stepWorker(located.step.type)?.show(step) ?? showStep(step, readStepInput))
    : await showStep(step, async () => null);
  const printer = printerFor(located.step.type);
  const t = STEP_LABELS[l.lang];
  print(ctx, view, () => [
    `${l.data.name}: ${stepName(view.step, l.lang)} (${t.stepOf(view.stepNumber, view.stepCount)})`,
    ...(own ? printer.input(view.input, l.lang) : [`  ${t.teammates}`]),
    ...(view.result === null
      ? [`  ${t.noResultYet}`]
      : [`  ${t.result}`, ...printer.result(view.result, l.lang, own ? 'founder' : 'teammate')]),
    // The result was written from an earlier reading of the idea: said, never rewritten behind the founder's back.
    ...(view.result !== null && view.writtenFromEarlierFrame
      ? [`  ! ${own ? FRAME_LABELS[l.lang].earlier : FRAME_LABELS[l.lang].earlierTeammate}`]
      : []),
  ]);
  return view;
}

export async function stepAutofill(ctx: Context, roundId: string) {
  const l = await loadRound(ctx, roundId);
  const worker = currentWorker(l);
  const filled = await worker.autofill(stepContextOf(l, l.at.stepId));
  print(ctx, filled, () => [
    STEP_LABELS[l.lang].filledBy(stepLabel(l, l.at.stepId)),
    ...printerFor(worker.type).input(filled, l.lang),
  ]);
  return filled;
}

export async function stepSave(ctx: Context, roundId: string) {
  const l = await loadRound(ctx, roundId);
  const worker = currentWorker(l);
  const saved = await worker.save(stepContextOf(l, l.at.stepId), l.projectId);
  print(ctx, saved, () => [
    STEP_LABELS[l.lang].saved(saved.file.identifer),
    ...printerFor(worker.type).result(saved.result.result, l.lang),
    ...(saved.renamedTo ? [STEP_LABELS[l.lang].renamed(saved.renamedTo)] : []),
  ]);
  return saved;
}

/** The text of a file, or of stdin for '-'. */
export async function readTextFrom(
  path: string,
  stdin: AsyncIterable<Buffer | string> = process.stdin,
): Promise<string> {
  if (path !== '-') return readFile(path, 'utf8');
  let text = '';
  for await (const chunk of stdin) text += chunk.toString();
  return text;
}

/** The field API of the step the round stands on; refused for a step the founder does not write (none to set). */
function currentFields(l: Loaded) {
  const worker = currentWorker(l);
  if (!worker.fields) {
    const step = stepLabel(l, l.at.stepId);
    throw new StepFieldError(FIELD_LABELS.en.noFields(step), FIELD_LABELS.de.noFields(step));
  }
  return { worker, fields: worker.fields };
}

/** The step's saved input as `step show` prints it, after a command wrote it. */
async function printInput(ctx: Context, l: Loaded, worker: StepWorker, data: Record<string, unknown>) {
  const input = await worker.input(stepContextOf(l, l.at.stepId));
  print(ctx, { ...data, input }, () => [
    `${l.data.name}: ${stepLabel(l, l.at.stepId)}`,
    ...printerFor(worker.type).input(input, l.lang),
  ]);
  return input;
}

export interface StepInputOptions {
  set?: string[];
  file?: string;
  show?: boolean;
}

/**
 * `step input <roundId> [--set name=value …] [--file input.json] | --show`: writes the current step's input fields by
 * name — the founder's words, labelled "entered by you" — or prints the fields. The file's values come first, then
 * the --set pairs, in the order given; an unknown name or a value that does not fit writes nothing.
 */
export async function stepInput(ctx: Context, roundId: string, options: StepInputOptions) {
  const l = await loadRound(ctx, roundId);
  const { worker, fields } = currentFields(l);
  const step = stepContextOf(l, l.at.stepId);
  if (options.show) {
    const list = await fields.read(step);
    const t = STEP_LABELS[l.lang];
    print(ctx, { roundId, stepId: l.at.stepId, fields: list }, () => [
      `${l.data.name}: ${stepLabel(l, l.at.stepId)} (${t.stepOf(step.stepNumber, step.stream.steps.length)})`,
      ...fieldLines(list, l.lang),
    ]);
    return list;
  }
  const fromFile = options.file
    ? parseInputFile(parseJsonText(await readTextFrom(options.file), options.file), options.file)
    : [];
  const values = [...fromFile, ...parseSetPairs(options.set ?? [])];
  if (!values.length) throw new StepFieldError(FIELD_LABELS.en.nothingToSet, FIELD_LABELS.de.nothingToSet);
  await fields.write(step, values);
  return printInput(ctx, l, worker, { roundId, stepId: l.at.stepId, written: values.map((v) => v.name) });
}

/**
 * `step answer <roundId> [--answers <file|->]`: walks the current step's fields and lets the founder answer each in
 * their own words or take the AI's suggestion; in a terminal it asks, with --answers it reads the answers as JSON
 * (`{"problem": "…", "round.2": "b", "situation.1": {"suggestion": 1}}`). Each answer is written at once.
 */
export async function stepAnswer(ctx: Context, roundId: string, options: { answers?: string }) {
  const l = await loadRound(ctx, roundId);
  const { worker, fields } = currentFields(l);
  const step = stepContextOf(l, l.at.stepId);
  if (options.answers) {
    const answers = parseAnswers(parseJsonText(await readTextFrom(options.answers), options.answers), options.answers);
    const asker = scriptedAsker(answers);
    const written = await walkFields(fields, step, asker);
    const unasked = asker.unasked();
    if (unasked.length) throw new StepFieldError(FIELD_LABELS.en.notAsked(unasked), FIELD_LABELS.de.notAsked(unasked));
    return printInput(ctx, l, worker, { roundId, stepId: l.at.stepId, written });
  }
  if (!ctx.interactive) throw new StepFieldError(FIELD_LABELS.en.noTty, FIELD_LABELS.de.noTty);
  const written = await walkFields(fields, step, terminalAsker(l.lang, ctx.output.out));
  return printInput(ctx, l, worker, { roundId, stepId: l.at.stepId, written });
}

/** A step's context for the SDK's workers, with the user's language (the titles of result files follow it). */
function stepContextOf(l: Loaded, stepId: string) {
  return { ...stepContext(l.client, l.data, l.structure, stepId), lang: l.user.lang };
}

function printMove(ctx: Context, l: Loaded, move: Move) {
  print(ctx, move, () => [STEP_LABELS[l.lang].nowAt(stepLabel(l, move.stepId), Boolean(move.finished))]);
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
    print(ctx, { home: true, ...l.at }, () => [STEP_LABELS[l.lang].atStart]);
    return moved;
  }
  printMove(ctx, l, moved.move);
  return moved.move;
}

/**
 * Walks the round from where it stands: steps with a saved result are passed, with --autofill the steps the CLI
 * can work are filled and saved; it stops at the first step it cannot finish. With --autofill a finished track is
 * closed: the mentors' reports, the canvas drawn from them and every closing output of every stream. --timings
 * prints where the time went (on stderr; with --json in the output's `timings`).
 */
export async function run(ctx: Context, roundId: string, options: { autofill?: boolean; timings?: boolean }) {
  const spinner = ctx.json ? undefined : ora({ stream: process.stderr });
  const log: Array<{ step: string; action: string; detail?: string }> = [];
  const read = roundReader(ctx, roundId);
  let stopped: string | undefined;
  let finished = false;
  let share: ShareState | undefined;
  let lang: Lang = 'en';
  try {
    for (let guard = 0; guard < 50; guard++) {
      const l = await read();
      lang = l.lang;
      const t = STEP_LABELS[lang];
      const label = stepLabel(l, l.at.stepId);
      if (isClosingStep(l.at.stepId) && l.data.finished) {
        finished = true;
        stopped = t.finished;
        break;
      }
      const located = findStep(l.structure, l.at.stepId);
      if (located && !hasResult(l.data, l.at.stepId)) {
        const worker = stepWorker(located.step.type);
        if (!options.autofill || !worker) {
          stopped = worker ? t.noResult(label) : t.notInCli(label);
          break;
        }
        spinner?.start(t.filling(label));
        await worker.autofill(stepContextOf(l, l.at.stepId));
        spinner?.start(t.saving(label));
        const saved = await worker.save(stepContextOf(l, l.at.stepId), l.projectId);
        spinner?.succeed(t.savedFile(label, saved.file.identifer));
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
    if (options.autofill && finished) share = await closeTrack(read, spinner, log);
  } finally {
    spinner?.stop();
  }
  const timings = options.timings ? ctx.timings.stages() : undefined;
  if (timings && !ctx.json) for (const line of stageLines(timings)) ctx.output.err(line);
  print(ctx, { roundId, steps: log, stopped, share, ...(timings ? { timings } : {}) }, () => [
    stopped ?? STEP_LABELS[lang].done,
    ...(share ? [shareLine(share, roundId, lang)] : []),
  ]);
  return { steps: log, stopped, share };
}

/**
 * The end of the track: the mentors' reports (made at once) and the canvas drawn from them complete the round's
 * results, then every closing output of every stream is made (the same flow as `close`). Answers the project
 * page's share state.
 */
async function closeTrack(
  read: () => Promise<Loaded>,
  spinner: ReturnType<typeof ora> | undefined,
  log: Array<{ step: string; action: string; detail?: string }>,
): Promise<ShareState> {
  const l = await read();
  const t = STEP_LABELS[l.lang];
  const card = stepProviding(l.structure, 'feedbackPins');
  if (card) {
    const cardCtx = stepContextOf(l, card.step.id);
    const reportOptions = await unwrap(l.client.GET('/aiservice/report-options', { params: { query: {} } }));
    for (const option of reportOptions) spinner?.start(t.writing(option.name));
    const opened = await openReports(cardCtx, reportOptions, l.projectId);
    reportOptions.forEach((option, i) => {
      const one = opened[i];
      if (!one) return;
      spinner?.succeed(`${option.name}: ${one.generated ? t.made : t.storedAlready}`);
      log.push({ step: option.name, action: one.generated ? 'saved' : 'kept', detail: one.report.title });
    });
    spinner?.start(t.drawing);
    await generateCanvas(cardCtx, reportOptions, l.projectId);
    spinner?.succeed(t.drawn);
    log.push({ step: 'Business Model Canvas', action: 'saved' });
  }
  const closing = await read();
  const made = await makeClosingOutputs(closing, await closingStreams(closing), spinnerProgress(spinner, closing.lang));
  for (const output of made) {
    log.push({
      step: output.name,
      action: output.kind === 'file' ? 'output' : 'whiteboard',
      detail: output.kind === 'file' ? output.fileName : undefined,
    });
  }
  return loadShare(closing.client, closing.data.roundId);
}
