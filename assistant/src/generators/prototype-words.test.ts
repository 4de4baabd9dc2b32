// Words of the founder's text that name members of Object.prototype (`constructor`, `toString`, …) are words like
// any other: the offline generators look them up in plain objects, and once wrote "function Object() { [native
// code] }" into their answers for them.
import { describe, expect, it } from 'vitest';
import { Rng } from '../random.js';
import type { Lang } from '../types.js';
import { inFirstPerson } from './first-person.js';
import { exportMiro } from './miro.js';
import { ownObjection } from './persona-notes.js';

const WORDS = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'isPrototypeOf'];
const INTERNALS = /native code|function \w*\(/;

describe('words named like Object.prototype members', () => {
  it.each(WORDS.flatMap((word) => (['en', 'de'] as Lang[]).map((lang) => [word, lang] as const)))(
    '%s (%s) stays a word in first-person notes and objections',
    (word, lang) => {
      const notes = [
        `${word[0]!.toUpperCase()}${word.slice(1)} the shop every day`,
        `Does not want strangers when she ${word}`,
        `Arbeitet und ${word} den Laden`,
        `Er ${word} den Laden, wenn sie ${word}`,
      ];
      for (const note of notes) {
        expect(inFirstPerson(note, lang).text).not.toMatch(INTERNALS);
        expect(ownObjection(note, lang)).not.toMatch(INTERNALS);
      }
    },
  );

  it('an object key such as `constructor` is a Miro topic like any other', () => {
    const input = JSON.stringify(Object.fromEntries(WORDS.map((word) => [word, `About ${word}`])));
    expect(exportMiro(input, 'en', new Rng(1))).not.toMatch(INTERNALS);
  });
});
