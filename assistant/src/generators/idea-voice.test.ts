// What the Validate steps take from the facts of the founder's one-liner: the persona's home is the setting the
// founder named, never the place the offer is picked up at; the engine's own {problem} (the founder's sentence or a
// bare subject) never stands in the persona's voice; a pain the persona notices is not "noticed" twice.
import { EMPATHY_QUESTIONS } from '@idea-studio/sdk';
import { describe, expect, it } from 'vitest';
import { Rng } from '../random.js';
import { CASES, factsOf, textsOf } from '../test/persona-voice.js';
import { ideaVoice } from './idea-voice.js';
import { insightAnswers } from './insights.js';
import { knownSubject } from './persona-notes.js';

describe('the persona’s place', () => {
  it('is the setting the founder named, never a pick-up point', () => {
    for (const c of CASES) {
      const voice = ideaVoice(factsOf(c));
      const pickUp = c.idea.channels.join(' ').toLowerCase();
      if (voice.home) {
        const place = voice.home.replace(/^(in|at|on|near|auf|an|bei) (my|meiner|meinem|meinen|der|dem) /i, '');
        expect(pickUp.includes(place.toLowerCase()), `${c.idea.source}: ${voice.home}`).toBe(false);
      }
    }
  });

  it('keeps a named setting that is no pick-up point', () => {
    const surf = CASES.find((c) => c.idea.source.startsWith('Surfboard rental'))!;
    expect(ideaVoice(factsOf(surf)).home).toBe('in my coastal town');
  });
});

describe('the empathy map in the persona’s voice', () => {
  it('never closes a sentence on the bare subject after a colon (the engine’s {problem} of a subject)', () => {
    for (const c of CASES) {
      const facts = factsOf(c);
      const subjects = [facts.subject, c.idea.object ?? '', c.idea.offer, knownSubject(facts, c.persona) ?? '']
        .filter(Boolean)
        .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      const bare = new RegExp(`:\\s*(${subjects.join('|')})\\.$`, 'iu');
      for (const seed of [1, 2]) {
        for (const q of EMPATHY_QUESTIONS) {
          for (const { text } of insightAnswers(q, c.persona, facts, new Rng(seed))) {
            expect(text, c.idea.source).not.toMatch(bare);
            expect(text, c.idea.source).not.toContain(c.problem.trim().replace(/\.$/, ''));
          }
        }
      }
    }
  });

  it('lets the persona notice a pain once, not "notice that I see"', () => {
    for (const c of CASES) {
      const { open, filled } = textsOf(c);
      for (const s of [...open, ...filled]) expect(s.step).not.toMatch(/\bnotice again that I (see|notice|find)\b/);
    }
  });
});
