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
  trackNameIssue,
  type UserTrack,
  unwrap,
} from '@idea-studio/sdk';
import type { Context } from '../context.js';
import { print } from '../output.js';

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
  const structure = tracks.length ? await loadTrackStructure(client) : undefined;
  print(ctx, tracks, () => {
    if (!tracks.length || !structure) return ['You did not create any Ideas yet...'];
    return tracks.map((t) => {
      const streams = roundStatus(t, structure)
        .filter((e) => !e.ship)
        .map((e) => `${e.id} ${e.progress}%`)
        .join('  ');
      return `${t.roundId}  ${t.name}  (${t.finished ? 'finished' : 'open'}; ${streams})`;
    });
  });
  return tracks;
}

export async function trackStart(ctx: Context, options: { name?: string }): Promise<UserTrack> {
  const name = checkedTrackName(options.name?.trim() || defaultIdeaTitle());
  const client = await ctx.client();
  const user = (await unwrap(client.POST('/auth/checklogin', { body: {} }))).userdata;
  const project = defaultProject(user);
  if (!project) throw new Error('No Project found: there is no project in your account.');
  const started = await unwrap(
    client.POST('/streams/starttrack', {
      body: {
        trackId: DEFAULT_TRACK_ID,
        streamId: DEFAULT_STREAM_ID,
        stepId: initialStepId(DEFAULT_STREAM_ID),
        projectId: project.projectId,
        name,
      },
    }),
  );
  print(ctx, started.track, () => [`Started "${started.track.name}" — round ${started.roundId}.`]);
  return started.track;
}

export async function trackRename(ctx: Context, roundId: string, name: string): Promise<UserTrack> {
  const checked = checkedTrackName(name);
  const client = await ctx.client();
  const track = await unwrap(client.PUT('/streams/trackname', { body: { roundId, name: checked } }));
  print(ctx, track, () => [`Renamed round ${roundId} to "${track.name}".`]);
  return track;
}

export async function trackRemove(ctx: Context, roundId: string): Promise<void> {
  const client = await ctx.client();
  await unwrap(client.POST('/streams/deletetrack', { body: { roundId } }));
  print(ctx, { deleted: true, roundId }, () => [`Deleted round ${roundId} with its inputs, results and files.`]);
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
  print(ctx, status, () => [
    `${data.name}  (round ${roundId}${data.finished ? ', finished' : ''})`,
    `  at ${position.streamId} / ${position.stepId}; ${data.files.length} result file(s)`,
    ...status.streams.flatMap((s) => [
      `  ${s.active ? '▶' : ' '} ${s.name.padEnd(12)} ${bar(s.progress)}  ${s.status}`,
      ...s.steps.map((step) => `      ${step.done ? '✓' : '·'} ${step.name}${step.current ? '  ← here' : ''}`),
    ]),
  ]);
  return status;
}
