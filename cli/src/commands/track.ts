// `idea-studio track ls | start | rename | rm | status`: the user's rounds of the idea track.

import { readFile } from 'node:fs/promises';
import {
  ApiError,
  completedStepIds,
  continueAt,
  DEFAULT_STREAM_ID,
  DEFAULT_TRACK_ID,
  defaultIdeaTitle,
  defaultProject,
  INVALID_INPUT_HEADLINE,
  initialStepId,
  listProjectTracks,
  loadTrackStructure,
  REPORTS_STREAM,
  roundStatus,
  StepFieldError,
  stepContext,
  stepProviding,
  stepsWrittenFromEarlierFrame,
  stepWorker,
  type TrackStructure,
  trackNameIssue,
  type UserTrack,
  unwrap,
} from '@idea-studio/sdk';
import type { Context } from '../context.js';
import { FRAME_LABELS, frameLines } from '../frame.js';
import { type Lang, langOf, userLang } from '../lang.js';
import { print } from '../output.js';
import { stepName } from '../round.js';

/** The command's words in both languages (stream and step names come from the track, in the user's language). */
export const TRACK_LABELS = {
  en: {
    none: 'You did not create any Ideas yet...',
    finished: 'finished',
    open: 'open',
    started: (name: string, roundId: string) => `Started "${name}" — round ${roundId}.`,
    renamed: (roundId: string, name: string) => `Renamed round ${roundId} to "${name}".`,
    deleted: (roundId: string) => `Deleted round ${roundId} with its inputs, results and files.`,
    round: (roundId: string, finished: boolean) => `round ${roundId}${finished ? ', finished' : ''}`,
    at: (where: string, files: number) => `at ${where}; ${files} result file(s)`,
    status: { ready: 'ready', continue: 'continue' },
    here: '← here',
    noProject: 'No Project found: there is no project in your account.',
    ideaSaved: (label: string) => `Your idea is saved in your words as "${label}" [entered by you].`,
    teammates:
      "A teammate's round: you can look at it and its saved results; only its user can change it or download its files.",
    closingEarlier: (n: number) => `! Closing: ${n} output(s).`,
  },
  de: {
    none: 'Du hast noch keine Ideen angelegt …',
    finished: 'abgeschlossen',
    open: 'offen',
    started: (name: string, roundId: string) => `„${name}“ gestartet – Runde ${roundId}.`,
    renamed: (roundId: string, name: string) => `Runde ${roundId} heißt jetzt „${name}“.`,
    deleted: (roundId: string) => `Runde ${roundId} mit ihren Eingaben, Ergebnissen und Dateien gelöscht.`,
    round: (roundId: string, finished: boolean) => `Runde ${roundId}${finished ? ', abgeschlossen' : ''}`,
    at: (where: string, files: number) =>
      `steht bei ${where}; ${files} ${files === 1 ? 'Ergebnisdatei' : 'Ergebnisdateien'}`,
    status: { ready: 'fertig', continue: 'weiter' },
    here: '← hier',
    noProject: 'Kein Projekt gefunden: In deinem Konto gibt es kein Projekt.',
    ideaSaved: (label: string) => `Deine Idee ist in deinen Worten als „${label}“ gespeichert [von dir eingegeben].`,
    teammates:
      'Die Runde eines Teammitglieds: Du kannst sie und ihre gespeicherten Ergebnisse ansehen; ändern oder ihre Dateien herunterladen kann nur, wer sie begonnen hat.',
    closingEarlier: (n: number) => `! Abschluss: ${n} ${n === 1 ? 'Ergebnis' : 'Ergebnisse'}.`,
  },
} as const satisfies Record<Lang, unknown>;

function bar(percent: number, width = 10): string {
  const filled = Math.round((percent / 100) * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(percent).padStart(3)}%`;
}

/** A track name as sent: trimmed and within the SDK's rule, else refused like the server refuses it. */
function checkedTrackName(name: string): string {
  const issue = trackNameIssue(name);
  if (issue) throw new ApiError(400, INVALID_INPUT_HEADLINE, issue.message, 'validation');
  return name.trim();
}

/** The user's own rounds, or with `project` every round of a project the user owns or joined. */
export async function trackList(ctx: Context, options: { project?: string } = {}): Promise<UserTrack[]> {
  const client = await ctx.client();
  const tracks = options.project
    ? await listProjectTracks(client, options.project)
    : await unwrap(client.GET('/streams/usertracks'));
  // Each round is described by its own track's structure (read once per track).
  const trackIds = [...new Set(tracks.map((track) => track.trackId))];
  const structures = new Map(
    await Promise.all(trackIds.map(async (id) => [id, await loadTrackStructure(client, id)] as const)),
  );
  const lang = await userLang(ctx);
  const t = TRACK_LABELS[lang];
  print(ctx, tracks, () => {
    if (!tracks.length) return [t.none];
    return tracks.map((track) => {
      const streams = roundStatus(track, structures.get(track.trackId)!)
        .filter((e) => !e.ship)
        .map((e) => `${e.id} ${e.progress}%`)
        .join('  ');
      return `${track.roundId}  ${track.name}  (${track.finished ? t.finished : t.open}; ${streams})`;
    });
  });
  return tracks;
}

/** Refusals of `track start --idea`, in both languages. */
const IDEA_ERRORS = {
  both: [
    'Give the idea either with --idea or with --idea-file, not both.',
    'Gib die Idee entweder mit --idea oder mit --idea-file an, nicht beides.',
  ],
  empty: ['The idea is empty: write it in a sentence or two.', 'Die Idee ist leer: Schreib sie in ein, zwei Sätzen.'],
  noStep: [
    'This track has no step that takes your idea in your own words.',
    'Dieser Track hat keinen Schritt, der deine Idee in deinen eigenen Worten aufnimmt.',
  ],
} as const;

const ideaError = (key: keyof typeof IDEA_ERRORS) => new StepFieldError(IDEA_ERRORS[key][0], IDEA_ERRORS[key][1]);

export interface TrackStartOptions {
  name?: string;
  track?: string;
  /** The founder's idea or problem in their own words (a one-liner), saved as the idea step's input. */
  idea?: string;
  ideaFile?: string;
}

/** The idea of --idea or --idea-file, checked before the round is started; undefined without either. */
async function ideaText(options: TrackStartOptions): Promise<string | undefined> {
  if (options.idea !== undefined && options.ideaFile !== undefined) throw ideaError('both');
  const text = options.ideaFile !== undefined ? await readFile(options.ideaFile, 'utf8') : options.idea;
  if (text === undefined) return undefined;
  if (!text.trim()) throw ideaError('empty');
  return text.trim();
}

/** The step of a track that takes the founder's idea (it provides the idea card) and the field it goes in. */
function ideaStepOf(structure: TrackStructure) {
  const located = stepProviding(structure, 'ideaCard');
  const fields = located && stepWorker(located.step.type)?.fields;
  if (!located || !fields?.idea) throw ideaError('noStep');
  return { located, fields, field: fields.idea };
}

export async function trackStart(ctx: Context, options: TrackStartOptions): Promise<UserTrack> {
  const client = await ctx.client();
  const user = (await unwrap(client.POST('/auth/checklogin', { body: {} }))).userdata;
  const name = checkedTrackName(options.name?.trim() || defaultIdeaTitle(new Date(), user.lang));
  const lang = ctx.json ? 'en' : langOf(user);
  const t = TRACK_LABELS[lang];
  const project = defaultProject(user);
  if (!project) throw new Error(t.noProject);
  // The idea track by default; --track names another track of GET /data/tracks, started at its first stream.
  const trackId = options.track ?? DEFAULT_TRACK_ID;
  const idea = await ideaText(options);
  const structure = options.track || idea !== undefined ? await loadTrackStructure(client, trackId) : undefined;
  // The idea needs a step to go in: refused before a round is started.
  const target = idea !== undefined && structure ? ideaStepOf(structure) : undefined;
  const streamId = options.track && structure ? firstStreamOf(structure) : DEFAULT_STREAM_ID;
  const started = await unwrap(
    client.POST('/streams/starttrack', {
      body: {
        trackId,
        streamId,
        stepId: initialStepId(streamId),
        projectId: project.projectId,
        name,
      },
    }),
  );
  if (idea === undefined || !target || !structure) {
    print(ctx, started.track, () => [t.started(started.track.name, started.roundId)]);
    return started.track;
  }
  // The founder's words go in as the browser's first field saves them: the founder's (`founder`).
  const data = await unwrap(client.GET('/rounds/{roundId}/track', { params: { path: { roundId: started.roundId } } }));
  const stepCtx = { ...stepContext(client, data, structure, target.located.step.id), lang: user.lang };
  await target.fields.write(stepCtx, [{ name: target.field, value: idea }]);
  // The idea read into its frame and stored with the step's input, every slot the AI's until the founder changes it.
  const reading = await target.fields.storeFrame?.(stepCtx, idea);
  const label = target.fields.names.find((f) => f.name === target.field)?.about[lang] ?? target.field;
  const f = FRAME_LABELS[lang];
  print(
    ctx,
    {
      ...started.track,
      idea: { stepId: target.located.step.id, field: target.field, value: idea },
      ...(reading ? { frame: reading.frame } : {}),
    },
    () => [
      t.started(started.track.name, started.roundId),
      t.ideaSaved(label),
      ...(reading ? [f.heading, ...frameLines(reading.frame, lang, () => 'ai'), f.change(started.roundId)] : []),
    ],
  );
  return started.track;
}

function firstStreamOf(structure: TrackStructure): string {
  const [first] = structure.streams;
  if (!first) throw new Error(`The track ${structure.track.id} has no stream.`);
  return first.id;
}

export async function trackRename(ctx: Context, roundId: string, name: string): Promise<UserTrack> {
  const checked = checkedTrackName(name);
  const client = await ctx.client();
  const track = await unwrap(client.PUT('/streams/trackname', { body: { roundId, name: checked } }));
  const t = TRACK_LABELS[await userLang(ctx)];
  print(ctx, track, () => [t.renamed(roundId, track.name)]);
  return track;
}

export async function trackRemove(ctx: Context, roundId: string): Promise<void> {
  const client = await ctx.client();
  await unwrap(client.POST('/streams/deletetrack', { body: { roundId } }));
  const t = TRACK_LABELS[await userLang(ctx)];
  print(ctx, { deleted: true, roundId }, () => [t.deleted(roundId)]);
}

export async function trackStatus(ctx: Context, roundId: string) {
  const client = await ctx.client();
  const data = await unwrap(client.GET('/rounds/{roundId}/track', { params: { path: { roundId } } }));
  const tracks = await unwrap(client.GET('/streams/usertracks'));
  const track = tracks.find((t) => t.roundId === roundId);
  const structure = await loadTrackStructure(client, data.id);
  const done = track ? completedStepIds(track) : new Set(data.streams.flatMap((s) => s.results.map((r) => r.stepId)));
  const entries = track ? roundStatus(track, structure) : [];
  const position = continueAt(data, structure);
  const earlier = new Set(stepsWrittenFromEarlierFrame(data));
  const status = {
    roundId,
    name: data.name,
    finished: data.finished,
    editable: data.editable,
    position,
    files: data.files.length,
    streams: structure.streams.map((s) => {
      const entry = entries.find((e) => e.id === s.id);
      return {
        id: s.id,
        name: s.name_en,
        progress: entry?.progress ?? 0,
        status: entry?.status ?? 'continue',
        active: entry?.active ?? false,
        steps: s.steps.map((step) => ({
          id: step.id,
          name: step.name_en,
          done: done.has(step.id),
          current: step.id === position.stepId,
          writtenFromEarlierFrame: earlier.has(step.id),
        })),
      };
    }),
    /** The closing view's outputs (reports, canvas, landing page) written from an earlier reading of the idea. */
    closingWrittenFromEarlierFrame: (data.streams.find((s) => s.id === REPORTS_STREAM)?.results ?? [])
      .map((r) => r.stepId)
      .filter((id) => earlier.has(id)),
  };
  const lang = await userLang(ctx);
  const t = TRACK_LABELS[lang];
  const names = new Map(
    structure.streams.flatMap((s) => [
      [s.id, stepName(s, lang)] as const,
      ...s.steps.map((step) => [step.id, stepName(step, lang)] as const),
    ]),
  );
  const earlierNotice = data.editable ? FRAME_LABELS[lang].earlier : FRAME_LABELS[lang].earlierTeammate;
  print(ctx, status, () => [
    `${data.name}  (${t.round(roundId, Boolean(data.finished))})`,
    `  ${t.at(`${position.streamId} / ${position.stepId}`, data.files.length)}`,
    ...(data.editable ? [] : [`  ${t.teammates}`]),
    ...status.streams.flatMap((s) => [
      `  ${s.active ? '▶' : ' '} ${(names.get(s.id) ?? s.name).padEnd(lang === 'de' ? 14 : 12)} ${bar(s.progress)}  ${t.status[s.status as 'ready' | 'continue'] ?? s.status}`,
      ...s.steps.flatMap((step) => [
        `      ${step.done ? '✓' : '·'} ${names.get(step.id) ?? step.name}${step.current ? `  ${t.here}` : ''}`,
        ...(step.writtenFromEarlierFrame ? [`          ! ${earlierNotice}`] : []),
      ]),
    ]),
    ...(status.closingWrittenFromEarlierFrame.length > 0
      ? [`  ${t.closingEarlier(status.closingWrittenFromEarlierFrame.length)} ${earlierNotice}`]
      : []),
  ]);
  return status;
}
