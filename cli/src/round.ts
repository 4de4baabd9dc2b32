// A round as the commands that work on it load it (`step`, `next`, `back`, `run`, `close`, `report`, `feedback`):
// its track data and structure, where it stands, and the language the command speaks; and a step's name in that
// language.
import {
  continueAt,
  loadTrackStructure,
  type Position,
  type TrackData,
  type TrackStructure,
  unwrap,
} from '@idea-studio/sdk';
import type { Context } from './context.js';
import { type Lang, langOf } from './lang.js';
import { type Session, session } from './session.js';

export interface Loaded extends Session {
  data: TrackData;
  structure: TrackStructure;
  /** Where the round stands. */
  at: Position;
  /** The language the command speaks: the user's (English with --json, whose data has no language). */
  lang: Lang;
}

/** The round's track data and structure, and where it stands. */
export async function loadRound(ctx: Context, roundId: string): Promise<Loaded> {
  return roundReader(ctx, roundId)();
}

/**
 * Reads a round again and again as a walk changes it (`run`): the session and the track's structure are read on
 * the first call only (neither changes during a walk), the round's data on every call.
 */
export function roundReader(ctx: Context, roundId: string): () => Promise<Loaded> {
  let signedIn: Session | undefined;
  let structure: TrackStructure | undefined;
  return async () => {
    signedIn ??= await session(ctx);
    const data = await unwrap(signedIn.client.GET('/rounds/{roundId}/track', { params: { path: { roundId } } }));
    structure ??= await loadTrackStructure(signedIn.client, data.id);
    const lang = ctx.json ? 'en' : langOf(signedIn.user);
    return { ...signedIn, data, structure, at: continueAt(data, structure), lang };
  };
}

/** A step's name in the user's language, as the track names it for them. */
export function stepName(step: { name_en: string; name_de: string }, lang: Lang): string {
  return (lang === 'de' ? step.name_de : step.name_en) || step.name_en;
}
