import { describe, expect, it } from 'vitest';
import { daysAgo, formatDay, formatTime, parseTimestamp } from './dates';

describe('date helpers', () => {
  const now = new Date(2026, 0, 1, 0, 10);

  it('counts calendar days, not 24-hour periods', () => {
    expect(daysAgo(new Date(2026, 0, 1, 0, 0), now)).toBe(0);
    expect(daysAgo(new Date(2025, 11, 31, 23, 59), now)).toBe(1);
    expect(daysAgo(new Date(2025, 11, 30, 0, 1), now)).toBe(2);
  });

  it('formats the day per language and the time as hh:mm', () => {
    const date = new Date(2026, 10, 3, 7, 5);
    expect(formatDay(date, 'en')).toBe('Nov 3, 2026');
    expect(formatDay(date, 'de')).toBe('03.11.2026');
    expect(formatTime(date)).toBe('07:05');
    expect(formatTime(new Date(2026, 10, 3, 23, 59))).toBe('23:59');
  });

  it('reads ISO timestamps and rejects anything else', () => {
    expect(parseTimestamp('2026-11-03T07:05:00.000Z')?.toISOString()).toBe('2026-11-03T07:05:00.000Z');
    expect(parseTimestamp('soon')).toBeUndefined();
    expect(parseTimestamp(null)).toBeUndefined();
    expect(parseTimestamp('')).toBeUndefined();
  });
});
