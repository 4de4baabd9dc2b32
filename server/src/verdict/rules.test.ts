import { describe, expect, it } from 'vitest';
import { VERDICT_BANK } from './bank.js';
import { sharedWords } from './evidence.js';
import { chooseExperiments, NEXT_STEP_COUNT, quoted, writeNextSteps } from './next-steps.js';
import {
  CRITERIA,
  type CriterionId,
  decideVerdict,
  GO_MIN_OBSERVED_SHARE,
  mentorPinsSignal,
  observedShareOf,
  painRecurs,
  painsSignal,
  personaSignal,
  reportSignal,
  type Signal,
  type Signals,
  signupSignal,
  type VerdictKind,
} from './rules.js';

// The verdict's rules as tables: each criterion's thresholds, then the decision over signals and the observed share,
// then which three experiments follow from which weak criteria.

/** Signals from a short code: p persona, c pains, m pins, r reports, s sign-ups; + for, - against, ? open. */
function signals(code: string): Signals {
  const keys: Record<string, CriterionId> = {
    p: 'personaMatch',
    c: 'painsConfirmed',
    m: 'mentorPins',
    r: 'reportFindings',
    s: 'signups',
  };
  const value: Record<string, Signal> = { '+': 'for', '-': 'against', '?': 'open' };
  const result = Object.fromEntries(CRITERIA.map((id) => [id, 'open'])) as Record<CriterionId, Signal>;
  for (const part of code.split(' ').filter(Boolean)) result[keys[part[0]!]!] = value[part[1]!]!;
  return result;
}

describe('persona match', () => {
  it.each([
    [false, 10, 5, 'open'],
    [true, 0, 0, 'open'],
    [true, 12, 0, 'against'],
    [true, 12, 1, 'open'],
    [true, 12, 2, 'for'],
    [true, 12, 6, 'for'],
  ])('persona %s, %i problem words, %i shared → %s', (hasPersona, problemWords, sharedWords, expected) => {
    expect(personaSignal({ hasPersona, problemWords, sharedWords })).toBe(expected);
  });
});

describe('pains confirmed in shadowing', () => {
  it.each([
    [0, 0, 3, 'open'],
    [3, 0, 0, 'open'],
    [3, 0, 4, 'against'],
    [1, 0, 1, 'against'],
    [4, 1, 4, 'open'],
    [4, 2, 4, 'for'],
    [3, 1, 2, 'open'],
    [3, 2, 2, 'for'],
    [1, 1, 1, 'for'],
  ])('%i pains, %i confirmed, %i answers → %s', (pains, confirmed, answers, expected) => {
    expect(painsSignal({ pains, confirmed, answers })).toBe(expected);
  });

  it.each([
    [0, 0, false],
    [1, 1, true],
    [1, 0, false],
    [3, 1, false],
    [3, 2, true],
    [5, 2, true],
  ])('a pain of %i words with %i found recurs: %s', (words, shared, expected) => {
    expect(painRecurs(words, shared)).toBe(expected);
  });

  it('compares content words, also where one begins the other', () => {
    expect(sharedWords('Walkers cancel at short notice', 'The walker cancelled again this morning')).toEqual([
      'Walkers',
      'cancel',
    ]);
    expect(sharedWords('Keine Zeit für den Hund', 'Mein Hundebesitzer-Alltag hat keine freie Zeit')).toEqual([
      'Keine',
      'Zeit',
      'Hund',
    ]);
    expect(sharedWords('the and for with', 'the and for with')).toEqual([]);
  });
});

describe('mentor pins', () => {
  it.each([
    [5, 0, 0, 'open'],
    [5, 2, 0, 'open'],
    [5, 3, 1, 'open'],
    [5, 2, 1, 'for'],
    [5, 1, 1, 'for'],
    [9, 4, 3, 'for'],
  ])('%i pins, %i prioritised, %i observed → %s', (pins, prioritised, observedPrioritised, expected) => {
    expect(mentorPinsSignal({ pins, prioritised, observedPrioritised })).toBe(expected);
  });
});

describe('report findings', () => {
  it.each([
    [0, 0, 0, 'open'],
    [1, 0, 0, 'open'],
    [2, 14, 0, 'open'],
    [2, 14, 1, 'open'],
    [2, 14, 2, 'for'],
    [1, 3, 3, 'for'],
  ])('%i reports, %i points, %i observed → %s', (reports, points, observedPoints, expected) => {
    expect(reportSignal({ reports, points, observedPoints })).toBe(expected);
  });
});

describe('landing-page sign-ups', () => {
  it.each([
    [false, 500, 80, 'open'],
    [true, 0, 0, 'open'],
    [true, 30, 9, 'open'],
    [true, 20, 10, 'for'],
    [true, 39, 2, 'open'],
    [true, 40, 2, 'for'],
    [true, 60, 3, 'for'],
    [true, 99, 1, 'open'],
    [true, 100, 1, 'against'],
    [true, 100, 2, 'open'],
    [true, 200, 3, 'against'],
    [true, 600, 11, 'against'],
    [true, 600, 12, 'for'],
    [true, 100, 4, 'open'],
    [true, 100, 5, 'for'],
  ])('published %s, %i views, %i sign-ups → %s', (published, views, signups, expected) => {
    expect(signupSignal({ published, views, signups })).toBe(expected);
  });
});

describe('observed share', () => {
  it.each([
    [0, 0, 0],
    [0, 7, 0],
    [1, 1, 50],
    [2, 1, 67],
    [1, 2, 33],
    [5, 0, 100],
  ])('%i observed, %i inferred → %i %%', (observed, inferred, share) => {
    expect(observedShareOf(observed, inferred)).toBe(share);
  });
});

describe('the decision', () => {
  it.each<[string, number, VerdictKind]>([
    ['p+ c+ m+ r+ s+', 100, 'GO'],
    ['p+ c+', GO_MIN_OBSERVED_SHARE, 'GO'],
    ['p+ c+ m? r? s?', 80, 'GO'],
    ['p+ c+', GO_MIN_OBSERVED_SHARE - 1, 'PIVOT'],
    ['p+ c+ m+ r+ s+', 10, 'PIVOT'],
    ['p+ c+ s-', 90, 'PIVOT'],
    ['p+ c+ r-', 90, 'PIVOT'],
    ['p? c+', 90, 'PIVOT'],
    ['p+ c?', 90, 'PIVOT'],
    ['p? c? m? r? s?', 0, 'PIVOT'],
    ['p- c+ m+ r+ s+', 100, 'PIVOT'],
    ['c-', 100, 'PIVOT'],
    ['p- c-', 100, 'NO_GO'],
    ['c- s-', 100, 'NO_GO'],
    ['c- s- p+ m+ r+', 100, 'NO_GO'],
    ['p- s-', 0, 'NO_GO'],
    ['p- c- m- r- s-', 0, 'NO_GO'],
  ])('%s with %i %% observed → %s', (code, share, expected) => {
    expect(decideVerdict(signals(code), share)).toBe(expected);
  });
});

describe('the three experiments', () => {
  it.each<[string, boolean, string[]]>([
    // Everything open: pains, persona, sign-ups first.
    ['p? c? m? r? s?', true, ['problem-interviews', 'competitor-check', 'landing-test']],
    // Against comes before open.
    ['p+ c? m? r? s-', true, ['landing-test', 'problem-interviews', 'mentor-concern']],
    ['p+ c+ m? r? s?', true, ['landing-test', 'mentor-concern', 'competitor-check']],
    // The mentors' concern needs a pin.
    ['p+ c+ m? r? s?', false, ['landing-test', 'problem-interviews', 'competitor-check']],
    // GO: the next cheapest proofs, willingness to pay first.
    ['p+ c+ m+ r+ s+', true, ['price-test', 'concierge', 'landing-test']],
    ['p+ c+ m+ r? s+', true, ['competitor-check', 'price-test', 'concierge']],
  ])('%s (pin %s) → %j', (code, hasPin, expected) => {
    expect(chooseExperiments(signals(code), hasPin)).toEqual(expected);
  });

  it('always three distinct ones, none of them "build it"', () => {
    const codes = ['p? c? m? r? s?', 'p- c- m? r? s-', 'p+ c+ m+ r+ s+', 'p+ c- m+ r? s?'];
    const facts = {
      ideaName: 'PawWalk',
      persona: 'Mia Roth',
      sharedWords: [],
      coreProblem: 'Dogs stay alone during long shifts',
      confirmedPains: [],
      unconfirmedPains: ['Walkers cancel at short notice'],
      personaPains: [],
      hasChat: false,
      topPinTopic: 'Insurance',
      keyFeature: 'Book a vetted dog walker',
      alternative: 'Neighbours',
      landingLink: null,
    };
    for (const code of codes) {
      for (const hasPin of [true, false]) {
        const ids = chooseExperiments(signals(code), hasPin);
        expect(new Set(ids).size).toBe(NEXT_STEP_COUNT);
        const sparse = { ...facts, unconfirmedPains: [], coreProblem: null, keyFeature: null, alternative: null };
        for (const [lang, known] of [
          ['en', facts],
          ['de', facts],
          ['en', sparse],
          ['de', sparse],
        ] as const) {
          for (const step of writeNextSteps(ids, known, lang)) {
            const text = Object.values(step).join(' ');
            expect(text).not.toMatch(/\bbuild|\bbau(e|en)?\b|\{[a-z]+\}/i);
            expect(text).toContain('Mia Roth');
          }
        }
      }
    }
  });

  it('has every sentence in both languages', () => {
    const shape = (value: unknown): unknown =>
      value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)]))
        : typeof value;
    expect(shape(VERDICT_BANK.de)).toEqual(shape(VERDICT_BANK.en));
    const german = JSON.stringify(VERDICT_BANK.de);
    expect(german).toMatch(/[äöüß]/);
    expect(german).not.toMatch(/\b(Sie|Ihr|Ihre|Ihnen)\b|ae|oe/);
  });
});

describe('quoted (names inside an experiment)', () => {
  it.each([
    ['Bread goes to waste.', 'Bread goes to waste'],
    [
      'Owners of small bakeries meet the same problem in everyday moments around bread bags and more. Second sentence.',
      'Owners of small bakeries meet the same problem in everyday moments around bread bags…',
    ],
    ['Live GPS tracking', 'Live GPS tracking'],
  ])('%j → %j', (text, expected) => {
    expect(quoted(text)).toBe(expected);
  });
});
