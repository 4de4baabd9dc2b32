import { describe, expect, it } from 'vitest';
import { basicIdeaSections, sectionsToEntries } from './walk.js';

describe('Basic Idea sections', () => {
  it('reads the saved history entries by type, ignoring others', () => {
    expect(
      basicIdeaSections([
        { type: 'SOLUTION', content: 'A sensor kit' },
        { type: 'PROBLEM', content: 'Bakeries waste bread' },
        { type: 'NOTE', content: 'x' },
        { type: 'TARGET USER', content: 42 },
      ]),
    ).toEqual({ PROBLEM: 'Bakeries waste bread', 'TARGET USER': '', SOLUTION: 'A sensor kit' });
  });

  it('treats anything but a list as empty and writes the sections back in order', () => {
    expect(basicIdeaSections(null)).toEqual({ PROBLEM: '', 'TARGET USER': '', SOLUTION: '' });
    expect(sectionsToEntries({ SOLUTION: 's', PROBLEM: 'p', 'TARGET USER': 't' }).map((e) => e.type)).toEqual([
      'PROBLEM',
      'TARGET USER',
      'SOLUTION',
    ]);
  });
});
