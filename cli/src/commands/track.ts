// `idea-studio track ls | start | rename | rm | status`: the user's rounds of the idea track.
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
  loadTrackStructure,
  roundStatus,
  type TrackStructure,
  trackNameIssue,
  type UserTrack,
  unwrap,
} from '@idea-studio/sdk';
import type { Context } from '../context.js';
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

export async function trackList(ctx: Context): Promise<UserTrack[]> {
  const client = await ctx.client();
  const tracks = await unwrap(client.GET('/streams/usertracks'));
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

export async function trackStart(ctx: Context, options: { name?: string; track?: string }): Promise<UserTrack> {
  const client = await ctx.client();
  const user = (await unwrap(client.POST('/auth/checklogin', { body: {} }))).userdata;
  const name = checkedTrackName(options.name?.trim() || defaultIdeaTitle(new Date(), user.lang));
  const t = TRACK_LABELS[ctx.json ? 'en' : langOf(user)];
  const project = defaultProject(user);
  if (!project) throw new Error(t.noProject);
  // The idea track by default; --track names another track of GET /data/tracks, started at its first stream.
  const trackId = options.track ?? DEFAULT_TRACK_ID;
  const streamId = options.track ? firstStreamOf(await loadTrackStructure(client, trackId)) : DEFAULT_STREAM_ID;
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
  print(ctx, started.track, () => [t.started(started.track.name, started.roundId)]);
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
  const status = {
    roundId,
    name: data.name,
    finished: data.finished,
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
        })),
      };
    }),
  };
  const lang = await userLang(ctx);
  const t = TRACK_LABELS[lang];
  const names = new Map(
    structure.streams.flatMap((s) => [
      [s.id, stepName(s, lang)] as const,
      ...s.steps.map((step) => [step.id, stepName(step, lang)] as const),
    ]),
  );
  print(ctx, status, () => [
    `${data.name}  (${t.round(roundId, Boolean(data.finished))})`,
    `  ${t.at(`${position.streamId} / ${position.stepId}`, data.files.length)}`,
    ...status.streams.flatMap((s) => [
      `  ${s.active ? '▶' : ' '} ${(names.get(s.id) ?? s.name).padEnd(lang === 'de' ? 14 : 12)} ${bar(s.progress)}  ${t.status[s.status as 'ready' | 'continue'] ?? s.status}`,
      ...s.steps.map(
        (step) =>
          `      ${step.done ? '✓' : '·'} ${names.get(step.id) ?? step.name}${step.current ? `  ${t.here}` : ''}`,
      ),
    ]),
  ]);
  return status;
}
