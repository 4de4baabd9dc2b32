import { describe, expect, it } from 'vitest';
import { VERDICT_BANK } from './bank.js';
import { evidenceClassOf, unansweredConcerns, type VerdictFacts } from './evidence.js';
import { chooseExperiments, NEXT_STEP_COUNT, quoted, writeNextSteps } from './next-steps.js';
import {
  CRITERIA,
  type CriterionId,
  decideVerdict,
  INTERVIEWS_CONFIRMING_FOR,
  mentorPinsSignal,
  objectionsSignal,
  observedShareOf,
  painsSignal,
  personaSignal,
  reportSignal,
  type Signal,
  type Signals,
  signupSignal,
  type VerdictKind,
} from './rules.js';

// The verdict's rules as tables: the class of an evidence item, each criterion's thresholds, then the decision over
// the signals, then which three experiments follow from which weak criteria.

/** Signals from a short code: p persona, c core pain, o objections, m pins, r reports, s sign-ups; + - ?. */
function signals(code: string): Signals {
  const keys: Record<string, CriterionId> = {
    p: 'personaMatch',
    c: 'painsConfirmed',
    o: 'objections',
    m: 'mentorPins',
    r: 'reportFindings',
    s: 'signups',
  };
  const value: Record<string, Signal> = { '+': 'for', '-': 'against', '?': 'open' };
  const result = Object.fromEntries(CRITERIA.map((id) => [id, 'open'])) as Record<CriterionId, Signal>;
  for (const part of code.split(' ').filter(Boolean)) result[keys[part[0]!]!] = value[part[1]!]!;
  return result;
}

describe('the class of an evidence item comes from where it is kept', () => {
  it.each<[string, object, string, string, string | null]>([
    ['a cited document', { origin: 'document', source: 'study.pdf' }, 'observed', 'document', 'study.pdf'],
    [
      'a cited web page',
      { origin: 'web', source: 'https://example.org/a' },
      'observed',
      'web',
      'https://example.org/a',
    ],
    ['a web claim without a URL', { origin: 'web', source: null }, 'aiInferred', 'ai', null],
    ['a web claim naming no address', { origin: 'web', source: 'a recent survey' }, 'aiInferred', 'ai', null],
    ['a document claim without a file', { origin: 'document', source: ' ' }, 'aiInferred', 'ai', null],
    ['the founder’s own text', { origin: 'user', author: 'founder' }, 'founderClaim', 'user', null],
    ['user without an author', { origin: 'user' }, 'aiInferred', 'ai', null],
    ['user accepted from the AI', { origin: 'user', author: 'ai-accepted' }, 'aiInferred', 'ai', null],
    ['user filled by autofill', { origin: 'user', author: 'ai' }, 'aiInferred', 'ai', null],
    ['the AI', { origin: 'ai', author: 'founder' }, 'aiInferred', 'ai', null],
    ['an unknown origin', { origin: 'observed', source: 'x' }, 'aiInferred', 'ai', null],
  ])('%s → %s', (_name, claimed, cls, origin, source) => {
    expect(evidenceClassOf(claimed)).toEqual({ class: cls, origin, source });
  });

  it('a claim is never observed, whoever wrote it', () => {
    for (const author of ['founder', 'ai-accepted', 'ai', undefined]) {
      expect(evidenceClassOf({ origin: 'user', author }).class).not.toBe('observed');
    }
  });
});

describe('persona match', () => {
  it.each([
    [false, 10, 5, 3, 'open'],
    [true, 0, 0, 3, 'open'],
    [true, 12, 0, 3, 'against'],
    [true, 12, 1, 3, 'open'],
    [true, 12, 4, 0, 'open'],
    [true, 12, 2, 1, 'for'],
  ])(
    'persona %s, %i problem words, %i shared, %i interviews → %s',
    (hasPersona, problemWords, sharedWords, interviewsConfirming, expected) => {
      expect(personaSignal({ hasPersona, problemWords, sharedWords, interviewsConfirming })).toBe(expected);
    },
  );
});

describe('the core pain against real interviews', () => {
  it.each([
    // no core pain
    [false, 5, 5, 0, 0, 'open'],
    // nothing but claims: never for
    [true, 0, 0, 0, 6, 'open'],
    [true, 2, 2, 0, 6, 'open'],
    [true, 3, 3, 0, 0, 'for'],
    [true, 5, 3, 1, 0, 'for'],
    // contradicted in two records, or more contradict than confirm
    [true, 5, 3, 2, 0, 'against'],
    [true, 1, 0, 1, 0, 'against'],
    [true, 3, 1, 1, 0, 'open'],
  ])(
    'core pain %s, %i records, %i confirm, %i contradict, %i claims → %s',
    (hasCorePain, interviews, confirming, contradicting, claims, expected) => {
      expect(painsSignal({ hasCorePain, interviews, confirming, contradicting, claims })).toBe(expected);
    },
  );
});

describe('objections', () => {
  it.each([
    [0, 0, 'open'],
    [0, 5, 'open'],
    [1, 0, 'against'],
    [2, INTERVIEWS_CONFIRMING_FOR - 1, 'against'],
    [1, INTERVIEWS_CONFIRMING_FOR, 'for'],
  ])('%i objections, %i records confirm the core pain → %s', (objections, confirming, expected) => {
    expect(objectionsSignal({ objections, confirming })).toBe(expected);
  });
});

describe('mentor pins', () => {
  it.each([
    [5, 0, 0, 0, 0, 'open'],
    [5, 2, 0, 2, 0, 'open'],
    [5, 2, 2, 0, 0, 'for'],
    [5, 3, 1, 0, 0, 'open'],
    // a prioritised concern nobody answered
    [5, 2, 2, 0, 1, 'against'],
    [5, 1, 0, 0, 1, 'against'],
  ])(
    '%i pins, %i prioritised, %i cited, %i claims, %i unanswered → %s',
    (pins, prioritised, observedPrioritised, claimPrioritised, unansweredConcerns, expected) => {
      expect(mentorPinsSignal({ pins, prioritised, observedPrioritised, claimPrioritised, unansweredConcerns })).toBe(
        expected,
      );
    },
  );

  const pin = (agentId: string, prio: boolean, author: 'founder' | 'ai-accepted' | 'ai' | undefined, date: string) => ({
    topic: `${agentId} ${date}`,
    content: 'c',
    agentId,
    prio,
    source: 'SIMPLE-CHAT' as const,
    author,
    dateCreated: date,
  });

  it('a concern is a prioritised mentor pin until the founder answers that mentor with a pin of their own', () => {
    const concern = pin('mentor_market', true, 'ai-accepted', '2026-01-02');
    expect(unansweredConcerns([concern])).toEqual([concern]);
    // A pin without an author is a mentor's too.
    expect(unansweredConcerns([pin('m', true, undefined, '2026-01-02')])).toHaveLength(1);
    // Not prioritised, or the founder's own: no concern.
    expect(unansweredConcerns([pin('m', false, 'ai', '2026-01-02'), pin('m', true, 'founder', '2026-01-02')])).toEqual(
      [],
    );
    // Answered by a founder pin for the same mentor, at or after it.
    expect(unansweredConcerns([concern, pin('mentor_market', false, 'founder', '2026-01-03')])).toEqual([]);
    // Not by one made before it, nor by a pin for another mentor, nor by an accepted AI pin.
    expect(unansweredConcerns([concern, pin('mentor_market', false, 'founder', '2026-01-01')])).toHaveLength(1);
    expect(unansweredConcerns([concern, pin('mentor_finance', false, 'founder', '2026-01-05')])).toHaveLength(1);
    expect(unansweredConcerns([concern, pin('mentor_market', false, 'ai-accepted', '2026-01-05')])).toHaveLength(1);
  });
});

describe('report findings', () => {
  it.each([
    [0, 0, 0, 'open'],
    [2, 0, 0, 'open'],
    [2, 8, 1, 'open'],
    [2, 8, 2, 'for'],
  ])('%i reports, %i points, %i cited → %s', (reports, points, observedPoints, expected) => {
    expect(reportSignal({ reports, points, observedPoints })).toBe(expected);
  });
});

describe('sign-ups of the landing page', () => {
  it.each([
    [false, 500, 100, 'open'],
    [true, 0, 0, 'open'],
    [true, 39, 10, 'for'],
    [true, 40, 2, 'for'],
    [true, 40, 1, 'open'],
    [true, 100, 1, 'against'],
    [true, 600, 11, 'against'],
    [true, 100, 2, 'open'],
  ])('published %s, %i views, %i sign-ups → %s', (published, views, signups, expected) => {
    expect(signupSignal({ published, views, signups })).toBe(expected);
  });
});

describe('observed share', () => {
  it.each([
    [0, 0, 0],
    [0, 20, 0],
    [3, 12, 25],
    [1, 3, 33],
    [5, 5, 100],
  ])('%i observed of %i items → %i %%', (observed, all, share) => {
    expect(observedShareOf(observed, all)).toBe(share);
  });
});

describe('the decision', () => {
  it.each<[string, VerdictKind]>([
    // GO needs real-world evidence: the core pain confirmed by interviews, or sign-ups for.
    ['c+', 'GO'],
    ['s+', 'GO'],
    ['p+ c+ o+ m+ r+ s+', 'GO'],
    ['p? c? o? m? r? s?', 'PIVOT'],
    // What AI inference and claims alone can reach is never GO (persona, pins, reports for).
    ['p+ o+ m+ r+', 'PIVOT'],
    // Anything against stops a GO.
    ['c+ s+ o-', 'PIVOT'],
    ['c+ m-', 'PIVOT'],
    ['s+ c-', 'PIVOT'],
    // Two against, none observed: the AI's inference cannot give a NO-GO.
    ['p- o- m-', 'PIVOT'],
    ['o- m-', 'PIVOT'],
    // Two against, one of them observed.
    ['c- o-', 'NO_GO'],
    ['s- m-', 'NO_GO'],
    ['c- s-', 'NO_GO'],
    ['c- s+ p-', 'NO_GO'],
    // One observed against alone is a PIVOT.
    ['c-', 'PIVOT'],
    ['s-', 'PIVOT'],
  ])('%s → %s', (code, expected) => {
    expect(decideVerdict(signals(code))).toBe(expected);
  });

  it('a contradiction moves a GO to PIVOT, and with an objection to NO-GO', () => {
    expect(decideVerdict(signals('c+ s+'))).toBe('GO');
    expect(decideVerdict(signals('c- s+'))).toBe('PIVOT');
    expect(decideVerdict(signals('c- o- s+'))).toBe('NO_GO');
  });

  it('an objection moves a GO on sign-ups to PIVOT unless interviews outweigh it', () => {
    expect(decideVerdict(signals('s+ o?'))).toBe('GO');
    expect(decideVerdict(signals('s+ o-'))).toBe('PIVOT');
    expect(decideVerdict(signals('s+ c+ o+'))).toBe('GO');
  });
});

const FACTS: VerdictFacts = {
  ideaName: 'PawWalk',
  persona: 'Mia Roth',
  coreProblem: 'Dogs stay alone during long shifts',
  corePain: 'Dogs stay alone during long shifts',
  confirmingRecords: [],
  contradictingRecords: [],
  interviewCount: 0,
  unconfirmedPains: ['Walkers cancel at short notice'],
  personaPains: [],
  hasChat: false,
  objection: 'I do not give my key to strangers',
  concern: { mentor: 'Mara', topic: 'Insurance' },
  topPinTopic: 'Insurance',
  topPinMentor: 'Mara',
  keyFeature: 'Book a vetted dog walker',
  alternative: 'Neighbours',
  landingLink: null,
};

describe('the three experiments', () => {
  const all = { hasPin: true, hasObjection: true };
  it.each<[string, { hasPin: boolean; hasObjection: boolean }, string[]]>([
    // Everything open: the core pain, the objection, the mentors' concern first.
    ['p? c? o? m? r? s?', all, ['problem-interviews', 'objection-check', 'mentor-concern']],
    // Against comes before open.
    ['p+ c? o? m? r? s-', all, ['landing-test', 'problem-interviews', 'objection-check']],
    ['p? c? o- m- r? s?', all, ['objection-check', 'mentor-concern', 'problem-interviews']],
    // The concern needs a pin, the objection check an objection.
    [
      'p? c? o? m? r? s?',
      { hasPin: false, hasObjection: false },
      ['problem-interviews', 'landing-test', 'competitor-check'],
    ],
    // GO: the next cheapest proofs, willingness to pay first.
    ['p+ c+ o+ m+ r+ s+', all, ['price-test', 'concierge', 'landing-test']],
  ])('%s %j → %j', (code, material, expected) => {
    expect(chooseExperiments(signals(code), material)).toEqual(expected);
  });

  it('always three distinct ones naming this round, none of them "build it"', () => {
    const codes = ['p? c? o? m? r? s?', 'p- c- o- m? r? s-', 'p+ c+ o+ m+ r+ s+', 'p+ c- o? m+ r? s?'];
    const sparse: VerdictFacts = {
      ...FACTS,
      coreProblem: null,
      corePain: null,
      unconfirmedPains: [],
      keyFeature: null,
      alternative: null,
      objection: null,
      concern: null,
    };
    for (const code of codes) {
      for (const material of [all, { hasPin: false, hasObjection: false }]) {
        const ids = chooseExperiments(signals(code), material);
        expect(new Set(ids).size).toBe(NEXT_STEP_COUNT);
        for (const lang of ['en', 'de'] as const) {
          for (const facts of [FACTS, sparse]) {
            for (const step of writeNextSteps(ids, facts, lang)) {
              const text = Object.values(step).join(' ');
              expect(text).not.toMatch(/\bbuild|\bbau(e|en)?\b|\{[a-zA-Z]+\}/i);
              expect(text).toMatch(/Mia Roth|PawWalk/);
            }
          }
        }
      }
    }
  });

  it('two different ideas never get the same three experiments', () => {
    const other: VerdictFacts = {
      ...FACTS,
      ideaName: 'BreadBack',
      persona: 'Jonas Beck',
      coreProblem: 'Unsold bread goes to waste every evening',
      corePain: 'Unsold bread goes to waste every evening',
      objection: 'I have no time to list bread every day',
      concern: { mentor: 'Finn', topic: 'Margins' },
      topPinTopic: 'Margins',
      topPinMentor: 'Finn',
      keyFeature: 'List leftover bread in one tap',
      alternative: 'Too Good To Go',
    };
    for (const code of ['p? c? o? m? r? s?', 'p+ c+ o+ m+ r+ s+', 'p- c- o- m- r- s-']) {
      const ids = chooseExperiments(signals(code), all);
      const a = writeNextSteps(ids, FACTS, 'en');
      const b = writeNextSteps(ids, other, 'en');
      for (let i = 0; i < NEXT_STEP_COUNT; i++) {
        expect(Object.values(a[i]!).join(' ')).not.toBe(Object.values(b[i]!).join(' '));
      }
    }
  });

  it('names the objection and the mentor of the concern', () => {
    const [check, concern] = writeNextSteps(['objection-check', 'mentor-concern'], FACTS, 'en');
    expect(check!.title).toBe('Put Mia Roth’s objection to 5 real people: “I do not give my key to strangers”');
    expect(concern!.title).toBe('Answer Mara’s concern: “Insurance”');
    const [german] = writeNextSteps(['objection-check'], FACTS, 'de');
    expect(german!.title).toBe(
      'Den Einwand von Mia Roth bei 5 echten Menschen prüfen: „I do not give my key to strangers“',
    );
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
    // No sentence counts shared words.
    expect(JSON.stringify(VERDICT_BANK)).not.toMatch(/\bshare\b[^"]*\bwords?\b|\bWörter\b/i);
  });
});

describe('quoted (names inside an experiment)', () => {
  it.each([
    ['Bread goes to waste.', 'Bread goes to waste'],
    [
      'Owners of small bakeries meet the same problem in everyday moments around bread bags and more. Second sentence.',
      'Owners of small bakeries meet the same problem in everyday moments around bread bags and more',
    ],
    [
      'Wenn ich morgens zum Bahnhof muss und der Bus wieder ausfällt, verliere ich eine halbe Stunde, weil ich dann zu Fuß gehe und trotzdem den Zug verpasse, den ich jeden Tag nehme, um pünktlich bei der Arbeit zu sein.',
      'Wenn ich morgens zum Bahnhof muss und der Bus wieder ausfällt, verliere ich eine halbe Stunde, weil ich dann zu Fuß gehe und trotzdem den Zug verpasse',
    ],
    ['Live GPS tracking', 'Live GPS tracking'],
  ])('%j → %j', (text, expected) => {
    expect(quoted(text)).toBe(expected);
    expect(quoted(text)).not.toContain('…');
  });
});
