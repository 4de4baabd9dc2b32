import type { Schemas } from '@idea-studio/sdk';
import { daysAgo, parseTimestamp } from '../../ui/dates';

type UserTrack = Schemas['UserTrack'];

export interface TrackGroup {
  key: string;
  /** Today, Yesterday, or an older calendar day shown as its date. */
  kind: 'today' | 'yesterday' | 'date';
  date: Date;
  tracks: UserTrack[];
}

/** When a round was last worked on: its last update, or its creation. */
export function trackDate(track: Pick<UserTrack, 'dateUpdated' | 'dateCreated'>): Date {
  return parseTimestamp(track.dateUpdated) ?? parseTimestamp(track.dateCreated) ?? new Date(0);
}

/**
 * The dashboard's grouping (part 1 §2): rounds by the calendar day of their last update (or creation), newest
 * day first and newest round first inside a day; labels Today, Yesterday, or the date.
 */
export function groupTracksByDay(tracks: readonly UserTrack[], now: Date = new Date()): TrackGroup[] {
  const sorted = [...tracks].sort((a, b) => trackDate(b).getTime() - trackDate(a).getTime());
  const groups: TrackGroup[] = [];
  for (const track of sorted) {
    const date = trackDate(track);
    const ago = daysAgo(date, now);
    const key = `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
    const last = groups[groups.length - 1];
    if (last?.key === key) {
      last.tracks.push(track);
      continue;
    }
    groups.push({ key, kind: ago === 0 ? 'today' : ago === 1 ? 'yesterday' : 'date', date, tracks: [track] });
  }
  return groups;
}
