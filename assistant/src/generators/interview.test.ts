// The expert chat's offline answers: each round the partner asks in their own character and the persona answers
// with three lettered reactions — the most likely first, and always one doubt, cost or switching barrier from the
// persona's own notes — naming the founder's solution; a refresh asks anew; the summary names the objections heard
// and, when every answer was favourable, those still untested.
import {
  bestFittingOption,
  type ExpertChatEntry,
  type ExpertChatSummary,
  type Persona,
  stripOptionLabel,
} from '@idea-studio/sdk';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { offlineAnswer } from '../answer.js';
import { loadCatalogue } from '../test/catalogue.js';
import { PAWWALK_CARD, PFOTENTOUR_CARD } from '../test/dog-walking.js';
import { stepIdOfType } from '../test/track-ids.js';
import type { Lang, PromptContext } from '../types.js';

const catalogue = loadCatalogue();
const ajv = new Ajv({ strict: false, allErrors: true });

const SARAH = {
  name: 'Sarah Klein',
  short_summary: 'Nurse on rotating shifts with a young collie.',
  occupation: 'Nurse',
  goals: ['Keep her collie happy and healthy', 'Have evenings free'],
  lifestyle: 'Works twelve-hour shifts at the hospital, walks the dog before and after work.',
  pain_points: ['No time to walk the dog during long shifts', 'Dog walkers cancel at short notice'],
  attitude: 'Early adopter',
  objections: ['Does not want strangers in her flat when she sleeps'],
} as unknown as Persona;
const JANA = {
  name: 'Jana Vogel',
  short_summary: 'Pflegekraft im Schichtdienst mit einem jungen Hund.',
  occupation: 'Pflegekraft',
  goals: ['Ihren Hund gesund halten'],
  lifestyle: 'Arbeitet im Schichtdienst im Krankenhaus, geht vor und nach der Arbeit mit dem Hund.',
  pain_points: ['Keine Zeit für Spaziergänge während langer Schichten', 'Hundesitter sagen kurzfristig ab'],
  attitude: 'Skeptiker',
  objections: ['Will keine Fremden in der Wohnung, wenn sie schläft'],
} as unknown as Persona;
const SHADOWING = {
  target_user: 'Sarah Klein',
  core_problem: 'Sarah Klein (Nurse) meets the same problem in everyday moments around dog walking.',
  situations: [
    { step: 'When I work twelve-hour shifts at the hospital, I', answer: 'leave the dog alone for too long.' },
    { step: 'When I notice again that dog walkers cancel at short notice, I', answer: 'beg my neighbour for help.' },
  ],
};

const PARTNERS = ['Mira Skylark', 'Corvin Ashvale', 'Juno Brightwell'];
/** Words of the persona's own pain points and objections, as the options voice them. */
const OWN_CONCERN = /strangers|no time to walk|cancel at short notice|Fremden|keine Zeit|kurzfristig ab/;
const DOUBT =
  /doubtful|don't see|no head|stick to|costs me|every euro|walk away|Trust is|Zweifel|noch nicht in meinem|keinen Kopf|Gewohnten|kostet mich|jeder Euro|springe ab|Vertrauen/;

function ask<T>(id: string, input: unknown, lang: Lang, n?: number, attempt = 0, extra: unknown[] = []): T {
  const entry = catalogue.get(id)!;
  const context = {
    lang,
    stepPromptNumber: n,
    passages: [],
    stepResults: [
      { stepId: stepIdOfType('basicIdea'), name: 'basicIdea', result: lang === 'en' ? PAWWALK_CARD : PFOTENTOUR_CARD },
      ...extra.map((result) => ({ stepId: stepIdOfType('problemShadowing'), name: 'problemShadowing', result })),
    ],
  } as unknown as PromptContext;
  const output = offlineAnswer({ entry, input: JSON.stringify(input), history: [], attempt, context });
  const validate = ajv.compile(entry.outputSchema);
  expect(validate(output), `${id}: ${JSON.stringify(validate.errors)}`).toBe(true);
  return output as T;
}

const round = (n: number, persona: Persona, lang: Lang, partner = 'Mira Skylark', more: object = {}, attempt = 0) =>
  ask<ExpertChatEntry[]>(
    'expertChat:STEP_PROMPT',
    { round: n, partner: { name: partner }, persona, transcript: [], ...more },
    lang,
    n,
    attempt,
    [SHADOWING],
  )[0]!;

describe('a round of the expert chat', () => {
  it('gives three labelled, distinct reactions naming the solution, one a doubt from the persona’s own notes', () => {
    for (const [persona, lang] of [
      [SARAH, 'en'],
      [JANA, 'de'],
    ] as const) {
      for (const n of [1, 2, 3, 4]) {
        for (const partner of PARTNERS) {
          const entry = round(n, persona, lang, partner);
          expect(entry).toMatchObject({ speaker: partner, turn: n });
          expect(entry.options.map((o) => o.slice(0, 3))).toEqual(['a) ', 'b) ', 'c) ']);
          const texts = entry.options.map(stripOptionLabel);
          expect(new Set(texts).size).toBe(3);
          for (const text of texts) {
            expect(text.length).toBeGreaterThan(4);
            expect(text).toMatch(lang === 'en' ? /PawWalk|dog walk/ : /PfotenTour|Hunde/);
            expect(text).not.toMatch(/…|\{|\}|undefined/);
          }
          expect(
            texts.some((t) => DOUBT.test(t) && OWN_CONCERN.test(t)),
            `${lang} round ${n}: ${texts.join(' | ')}`,
          ).toBe(true);
          expect(`${entry.text} ${entry.follow_up_question}`).toContain(persona.name.split(' ')[0]!);
        }
      }
    }
  });

  it('puts a sceptic’s doubt first and an early adopter’s keen reaction first', () => {
    expect(stripOptionLabel(round(1, JANA, 'de').options[0]!)).toMatch(DOUBT);
    expect(stripOptionLabel(round(1, SARAH, 'en').options[0]!)).not.toMatch(DOUBT);
  });

  it('asks a different question each round, about a moment of the shadowing in round 2', () => {
    const questions = [1, 2, 3, 4].map((n) => round(n, SARAH, 'en').follow_up_question);
    expect(new Set(questions).size).toBe(4);
    expect(questions[1]).toMatch(/leave the dog alone|beg my neighbour/);
    expect(questions[2]).toMatch(/pay|money|switch/);
    expect(questions[3]).toMatch(/commit|walk away|still use/);
    // A feature that opens with its verb is something people do with the solution.
    expect(questions[0]).not.toMatch(/with book/);
  });

  it('speaks in the partner’s character and picks up the previous answer whole', () => {
    const answer = 'I would try PawWalk once, but only on a day off. Then I would decide.';
    const entry = round(2, SARAH, 'en', 'Corvin Ashvale', {
      transcript: [{ round: 1, question: 'First impression?', answer }],
    });
    expect(entry.text).toContain('I would try PawWalk once, but only on a day off');
    expect(entry.text).not.toContain('…');
    expect(round(1, SARAH, 'en', 'Juno Brightwell').text).toMatch(/Juno/);
    expect(round(1, SARAH, 'en', 'Mira Skylark').text).toMatch(/Mira/);
  });

  it('is the same for the same request, and asks anew after a refresh or on a retry', () => {
    expect(round(3, SARAH, 'en')).toEqual(round(3, SARAH, 'en'));
    const first = round(3, SARAH, 'en');
    const refreshed = round(3, SARAH, 'en', 'Mira Skylark', {
      discarded: [first.follow_up_question, ...first.options],
    });
    expect(refreshed.follow_up_question).not.toBe(first.follow_up_question);
    for (const option of refreshed.options.map(stripOptionLabel)) {
      expect(first.options.map(stripOptionLabel)).not.toContain(option);
    }
    expect(round(3, SARAH, 'en', 'Mira Skylark', {}, 1)).not.toEqual(first);
  });
});

describe('the chat’s summary', () => {
  const summary = (persona: Persona, lang: Lang, answers: string[]) =>
    ask<ExpertChatSummary[]>(
      'expertChat:CLOSING_STEP_PROMPT',
      {
        partner: { name: 'Corvin Ashvale' },
        persona,
        transcript: answers.map((answer, i) => ({ round: i + 1, question: `Q${i + 1}?`, answer })),
      },
      lang,
    )[0]!;

  it('names persona and partner, learns from the chosen answers and lists untested objections after praise', () => {
    const kind = summary(SARAH, 'en', [
      'I would try PawWalk right away.',
      'PawWalk fits my breaks.',
      'I would pay for PawWalk.',
      'I would stay with PawWalk.',
    ]);
    expect(kind.summary).toMatch(/Corvin Ashvale/);
    expect(kind.summary).toMatch(/Sarah Klein/);
    expect(kind.learned.length).toBeGreaterThanOrEqual(2);
    expect(kind.learned.length).toBeLessThanOrEqual(4);
    expect(kind.objections.length).toBeGreaterThan(0);
    expect(kind.objections.join(' ')).toContain(
      'Still untested with PawWalk: I do not want strangers in my flat when I sleep',
    );
  });

  it('names the doubts heard and does not list a heard concern again as untested', () => {
    const honest = summary(JANA, 'de', [
      'Ehrlich gesagt habe ich Zweifel an PfotenTour: ich will keine Fremden in der Wohnung, wenn ich schlafe.',
      'Dann bleibe ich beim Gewohnten, statt PfotenTour auszuprobieren, denn: Hundesitter sagen kurzfristig ab.',
      'Ich würde PfotenTour mit dem vergleichen, was ich heute zahle.',
      'Ich bleibe bei PfotenTour, wenn ich jeden Monat kündigen kann.',
    ]);
    expect(honest.summary).toContain('Jana Vogel');
    expect(honest.objections[0]).toContain('Gehört in Runde 1');
    expect(honest.objections.join(' ')).toContain('Gehört in Runde 2');
    const untested = honest.objections.filter((o) => o.startsWith('Noch ungeprüft'));
    expect(untested.join(' ')).not.toContain('Fremden');
    expect(untested.join(' ')).not.toContain('kurzfristig ab');
    expect(new Set(honest.objections).size).toBe(honest.objections.length);
  });
});

describe('the simulated interview can disagree (personas of several ideas, English and German)', () => {
  const IDEAS = [
    {
      lang: 'en' as Lang,
      problem: 'Small bakeries throw away too much bread every evening because they cannot predict demand.',
      users: 'Owners of independent bakeries with two to five shops in Berlin.',
      solution: 'An app that forecasts the next day’s demand per shop.',
    },
    {
      lang: 'en' as Lang,
      problem: 'Commuters lose their bikes to theft at train stations.',
      users: 'Daily bike commuters in Utrecht.',
      solution: 'Guarded bike boxes booked by the hour in an app.',
    },
    {
      lang: 'de' as Lang,
      problem: 'Hundebesitzer in München warten wochenlang auf einen Termin beim Hundefriseur.',
      users: 'Berufstätige Hundebesitzer mit langhaarigen Hunden.',
      solution: 'Ein mobiler Hundesalon, der per App gebucht wird und vor die Haustür kommt.',
    },
    {
      lang: 'de' as Lang,
      problem: 'Kleine Arztpraxen verlieren jede Woche Stunden mit Terminabsagen am Telefon.',
      users: 'Hausarztpraxen auf dem Land.',
      solution: 'Ein Sprachassistent, der Absagen annimmt und freie Termine neu vergibt.',
    },
  ];
  const personasOf = (idea: (typeof IDEAS)[number]) =>
    offlineAnswer({
      entry: catalogue.get('userTinder:STEP_PROMPT')!,
      input: JSON.stringify([
        { type: 'PROBLEM', content: idea.problem },
        { type: 'TARGET USER', content: idea.users },
        { type: 'SOLUTION', content: idea.solution },
      ]),
      history: [],
      attempt: 0,
      context: { lang: idea.lang, stepResults: [], passages: [] },
    }) as Persona[];

  /** The four rounds with Answer for me's pick each time, and the summary. */
  function interview(persona: Persona, lang: Lang) {
    const transcript: Array<{ round: number; question: string; answer: string }> = [];
    const rounds: Array<{ entry: ExpertChatEntry; pick: number }> = [];
    for (let n = 1; n <= 4; n++) {
      const entry = round(n, persona, lang, 'Mira Skylark', { transcript });
      const pick = bestFittingOption(entry, persona);
      rounds.push({ entry, pick });
      transcript.push({ round: n, question: entry.follow_up_question, answer: stripOptionLabel(entry.options[pick]!) });
    }
    const [summary] = ask<ExpertChatSummary[]>(
      'expertChat:CLOSING_STEP_PROMPT',
      { partner: 'Mira Skylark', persona, transcript },
      lang,
      undefined,
      0,
      [SHADOWING],
    );
    return { rounds, summary: summary! };
  }

  it.each(IDEAS.map((idea) => [idea.problem.slice(0, 40), idea] as const))(
    '%s…: every persona meets a sceptical option grounded in their own objection',
    (_label, idea) => {
      for (const persona of personasOf(idea)) {
        const objection = String((persona as Record<string, unknown>).objection)
          .replace(/^(?:What stops me|Was mich abhält):\s*/, '')
          .replace(/\.$/, '');
        expect(objection.length).toBeGreaterThan(10);
        const { rounds } = interview(persona, idea.lang);
        // Mid-sentence a German "Ich" is lower case.
        const grounded = rounds.filter((r) =>
          r.entry.options.some((o) => o.includes(objection) || o.includes(objection.replace(/^Ich\b/, 'ich'))),
        );
        expect(grounded.length, `${persona.name}: ${objection}`).toBeGreaterThanOrEqual(1);
      }
    },
  );

  it('Answer for me is not always a): across these ideas it voices the persona’s doubt in some rounds', () => {
    const picks = IDEAS.flatMap((idea) =>
      personasOf(idea)
        .slice(0, 3)
        .flatMap((persona) => interview(persona, idea.lang).rounds.map((r) => r.pick)),
    );
    expect(picks.filter((p) => p !== 0).length).toBeGreaterThan(0);
    expect(picks.filter((p) => p === 0).length).toBeGreaterThan(0);
  });

  it.each([
    ['en', /agreed in (no round|rounds? [\d, and]+)/, /objected in rounds? [\d, and]+|raised no objection/],
    [
      'de',
      /stimmte in (keiner Runde|Runde [\d]+|den Runden [\d, und]+) zu/,
      /widersprach in (Runde \d+|den Runden [\d, und]+)|keinen Einwand/,
    ],
  ] as const)('the %s summary reports what the persona agreed with and what they objected to', (lang, yes, no) => {
    const idea = IDEAS.find((i) => i.lang === lang)!;
    for (const persona of personasOf(idea).slice(0, 3)) {
      const { summary } = interview(persona, lang);
      expect(summary.summary).toMatch(yes);
      expect(summary.summary).toMatch(no);
      expect(summary.objections.length).toBeGreaterThan(0);
    }
  });
});

describe('the partner’s lead-in after an answer', () => {
  /** The lead-ins of rounds 2–4 when every round was answered with the same long answer (the worst case). */
  const leadIns = (lang: Lang, partner: string, answer: string, own = false) =>
    [2, 3, 4].map(
      (n) =>
        round(n, lang === 'en' ? SARAH : JANA, lang, partner, {
          transcript: Array.from({ length: n - 1 }, (_, i) => ({
            round: i + 1,
            question: `Question ${i + 1}?`,
            answer,
            ...(own ? { own: true } : {}),
          })),
        }).text,
    );
  const LONG = {
    en: 'I would give it a go for a week and then decide, because my shifts change every single week and I cannot plan ahead at all.',
    de: 'Ich würde es eine Woche lang ausprobieren und dann entscheiden, weil meine Schichten jede Woche wechseln und ich gar nicht planen kann.',
  };

  it('differs in every round, in both languages and for every partner, even when the answers read the same', () => {
    for (const lang of ['en', 'de'] as const) {
      for (const partner of PARTNERS) {
        for (const answer of [LONG[lang], lang === 'en' ? 'Yes, I would try it.' : 'Ja, das probiere ich aus.']) {
          const texts = leadIns(lang, partner, answer);
          expect(new Set(texts).size, `${lang} ${partner}: ${texts.join(' | ')}`).toBe(3);
          // The partner's own sentences do not repeat either (the quoted answer aside): no phrase cycles.
          const sentences = texts.flatMap((t) =>
            t
              .replace(/[“„][^”“]*[”“]\.?/g, '')
              .split(/(?<=[.!?])\s+/)
              .filter((s) => s.trim()),
          );
          expect(new Set(sentences).size, texts.join(' | ')).toBe(sentences.length);
          for (const text of texts) expect(text).not.toMatch(/did not see that coming|nicht gerechnet|…|undefined/);
        }
      }
    }
  });

  it('reacts to what the answer says: a doubt is heard as one, a keen answer as keen', () => {
    const after = (answer: string) =>
      round(2, SARAH, 'en', 'Mira Skylark', { transcript: [{ round: 1, question: 'First?', answer }] }).text;
    expect(after('Honestly, I doubt I would trust a stranger with my key.')).toMatch(/not convinced|dragon|doubt/);
    expect(after('I love it and would book PawWalk tonight.')).toMatch(/is in|lights up|likes it/);
    expect(after('Only if it costs less than my neighbour’s help.')).toMatch(/condition|"but"|door half open/);
    // A frank opener alone is no doubt: the condition is what the answer says.
    expect(after('Honestly, twenty euros a month is fine if it saves me an hour a day.')).toMatch(
      /condition|"but"|door half open/,
    );
  });

  it('picks up an answer the founder wrote in their own words, whole, and says it was theirs', () => {
    const en = leadIns('en', 'Mira Skylark', LONG.en, true);
    for (const text of en) {
      expect(text).toContain('in your own words');
      expect(text).toContain(LONG.en.replace(/\.$/, ''));
    }
    const de = leadIns('de', 'Corvin Ashvale', LONG.de, true);
    for (const text of de) {
      expect(text).toContain('Deine eigenen Worte');
      expect(text).toContain(LONG.de.replace(/\.$/, ''));
    }
    // The same long answer taken from the options is not quoted: only the founder's own words are.
    expect(leadIns('en', 'Mira Skylark', LONG.en)[0]).not.toContain('my shifts change');
  });
});
