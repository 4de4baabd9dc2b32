import { describe, expect, it } from 'vitest';
import { newId, nowIso } from './ids.js';

describe('newId', () => {
  it('is 26 Crockford base32 characters', () => {
    expect(newId()).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
  });

  it('sorts by creation order, also within one millisecond', () => {
    const ids = Array.from({ length: 2000 }, () => newId());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is not the one before plus one: ids of one millisecond differ in more than their last characters', () => {
    const now = Date.now() + 5000;
    const ids = Array.from({ length: 200 }, () => newId(now));
    expect([...ids].sort()).toEqual(ids);
    for (let i = 1; i < ids.length; i++) {
      // A step of 1 would change only the last character (or carry into the next one).
      expect(ids[i]!.slice(0, 22), `${ids[i - 1]} → ${ids[i]}`).not.toBe(ids[i - 1]!.slice(0, 22));
    }
  });

  it('encodes the time in the first 10 characters and stays ordered when the clock goes back', () => {
    const decode = (id: string) =>
      [...id.slice(0, 10)].reduce((time, char) => time * 32 + '0123456789ABCDEFGHJKMNPQRSTVWXYZ'.indexOf(char), 0);
    // Past every id made so far in this process (other suites may have used a clock set ahead).
    const time = Math.max(Date.now(), decode(newId())) + 1000;
    const id = newId(time);
    expect(decode(id)).toBe(time);
    const afterClockJump = newId(time - 500);
    expect(afterClockJump > id).toBe(true);
  });
});

describe('nowIso', () => {
  it('is ISO 8601 UTC with milliseconds', () => {
    expect(nowIso(new Date(Date.UTC(2026, 10, 21, 8, 5, 3, 7)))).toBe('2026-11-21T08:05:03.007Z');
  });
});
