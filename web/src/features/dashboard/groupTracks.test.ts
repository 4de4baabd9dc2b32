import { describe, expect, it } from 'vitest';
import { makeUserTrack } from '../../test/trackFixtures';
import { groupTracksByDay, trackDate } from './groupTracks';

const now = new Date(2026, 10, 21, 9, 30);
const at = (day: number, hour: number) => new Date(2026, 10, day, hour, 0).toISOString();

describe('groupTracksByDay', () => {
  it('groups by the calendar day of the last update: Today, Yesterday, then dates, newest first', () => {
    const tracks = [
      makeUserTrack({ roundId: 'old', dateUpdated: at(3, 12) }),
      makeUserTrack({ roundId: 'today-early', dateUpdated: at(21, 0) }),
      makeUserTrack({ roundId: 'yesterday-late', dateUpdated: at(20, 23) }),
      makeUserTrack({ roundId: 'today-late', dateUpdated: at(21, 9) }),
      makeUserTrack({ roundId: 'two-days', dateUpdated: at(19, 8) }),
      makeUserTrack({ roundId: 'old-2', dateUpdated: at(3, 8) }),
    ];
    const groups = groupTracksByDay(tracks, now);
    expect(groups.map((g) => [g.kind, g.tracks.map((t) => t.roundId)])).toEqual([
      ['today', ['today-late', 'today-early']],
      ['yesterday', ['yesterday-late']],
      ['date', ['two-days']],
      ['date', ['old', 'old-2']],
    ]);
    expect(groups[3]?.date.getDate()).toBe(3);
  });

  it('falls back to the creation date when the update date is missing or unreadable', () => {
    const track = makeUserTrack({ dateUpdated: '', dateCreated: at(20, 10) });
    expect(trackDate(track).toISOString()).toBe(at(20, 10));
    expect(groupTracksByDay([track], now)[0]?.kind).toBe('yesterday');
    expect(trackDate(makeUserTrack({ dateUpdated: 'not a date', dateCreated: at(21, 1) })).toISOString()).toBe(
      at(21, 1),
    );
  });

  it('has no groups without tracks', () => {
    expect(groupTracksByDay([], now)).toEqual([]);
  });
});
