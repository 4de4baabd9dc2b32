// The founder's origin on a report point or canvas entry (report-origins.ts): kept only with words a pin of the
// founder's holds, as whole words; everything else claiming it is the AI's.
import { describe, expect, it } from 'vitest';
import { checkedPoint, holdsWords } from './report-origins.js';

describe('a point claiming the founder’s words', () => {
  const founder = ['ask two insurers about a van', 'yes'];
  it.each([
    ['Van: Ask two insurers about a van.', 'user'],
    ['Insurance: ASK two insurers   about a van!', 'user'],
    ['We talked to forty owners.', 'ai'],
    ['Owners rub their eyes at six.', 'ai'],
    ['Owners said yes.', 'user'],
  ])('%s -> %s', (text, origin) => {
    expect(checkedPoint({ text, origin: 'user', source: null }, founder).origin).toBe(origin);
  });

  it('leaves every other origin as it is, and a point without founder pins is the AI’s', () => {
    const web = { text: 'Prices fell.', origin: 'web', source: 'https://example.org' };
    expect(checkedPoint(web, [])).toBe(web);
    expect(checkedPoint({ text: 'Ask two insurers about a van.', origin: 'user', source: null }, [])).toEqual({
      text: 'Ask two insurers about a van.',
      origin: 'ai',
      source: null,
    });
  });

  it('finds words only whole', () => {
    expect(holdsWords('my van is blue', 'van')).toBe(true);
    expect(holdsWords('caravan owners', 'van')).toBe(false);
    expect(holdsWords('a caravan and a van', 'van')).toBe(true);
  });
});
