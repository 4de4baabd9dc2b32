import { describe, expect, it } from 'vitest';
import { isRecord } from './json.js';

describe('isRecord', () => {
  it('accepts plain objects', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord(Object.create(null))).toBe(true);
  });

  it.each([null, undefined, [], [1, 2], 'text', '', 0, 1, true, false])('refuses %j', (value) => {
    expect(isRecord(value)).toBe(false);
  });
});
