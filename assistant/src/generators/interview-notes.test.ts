import { describe, expect, it } from 'vitest';
import { analyseInterviewNotes, interviewNotesAnswer, judgeSentence, noteSentences, stem } from './interview-notes.js';

const DOG_PAINS = [
  'Finding a reliable dog walker at short notice',
  'Dog walkers cancel at the last minute',
  'Busy dog owners cannot rely on dog walkers during long shifts',
];
const GERMAN_PAINS = [
  'Kurzfristig einen zuverlässigen Hundesitter finden',
  'Hundesitter sagen in letzter Minute ab',
  'Die Kosten für die Betreuung sind zu hoch',
];

describe('stem', () => {
  it.each([
    ['walkers', 'walk'],
    ['walker', 'walk'],
    ['walking', 'walk'],
    ['shifts', 'shift'],
    ['relies', 'rely'],
    ['Hunde', 'hund'],
    ['Hundes', 'hund'],
    ['time', 'time'],
  ])('%s -> %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
});

describe('judgeSentence', () => {
  it.each([
    // English: stated, denied by a cue, denied by negation against a plain pain, negated pain denied by a plain one
    ['Finding a reliable walker at short notice is a nightmare for me.', DOG_PAINS[0], 'confirms'],
    ['Honestly, finding a dog walker at short notice is not a problem here.', DOG_PAINS[0], 'contradicts'],
    ["We already have a reliable walker, so short notice doesn't matter.", DOG_PAINS[0], 'contradicts'],
    ['Our walkers never cancel at the last minute.', DOG_PAINS[1], 'contradicts'],
    ['Last week two walkers cancelled at the last minute.', DOG_PAINS[1], 'confirms'],
    ['During long shifts I cannot rely on my dog walker at all.', DOG_PAINS[2], 'confirms'],
    ['I can always rely on our dog walkers, even during long shifts.', DOG_PAINS[2], 'contradicts'],
    ['We talked about the weather and the park.', DOG_PAINS[0], 'none'],
    // one shared word is not enough for a long pain
    ['My dog loves the park.', DOG_PAINS[2], 'none'],
    // German: stated, denied by cue, by negation
    ['Einen zuverlässigen Hundesitter kurzfristig zu finden, ist jedes Mal Stress.', GERMAN_PAINS[0], 'confirms'],
    ['Einen Hundesitter kurzfristig zu finden, ist für uns kein Problem.', GERMAN_PAINS[0], 'contradicts'],
    ['Unsere Hundesitter sagen nie in letzter Minute ab.', GERMAN_PAINS[1], 'contradicts'],
    ['Die Kosten der Betreuung stören mich nicht.', GERMAN_PAINS[2], 'contradicts'],
    ['Die Kosten für die Betreuung sind viel zu hoch für uns.', GERMAN_PAINS[2], 'confirms'],
    // A pain of several sentences, its own negation repeated: the sentence says what the pain says
    [
      'Auf Festivals greife ich auf meine Notlösung zurück und verliere Zeit, die ich nicht habe.',
      'Luca braucht ein Leihrad. Auf Festivals greift er auf seine Notlösung zurück und verliert Zeit, die er nicht hat.',
      'confirms',
    ],
    [
      'On weekends she falls back on her stopgap and loses time she does not have.',
      'Mia needs a bike. On weekends she falls back on her stopgap and loses time she does not have.',
      'confirms',
    ],
    [
      'Mia needs a bike for the commute every day.',
      'Mia needs a bike for the commute every day. On weekends she loses time she does not have.',
      'confirms',
    ],
    [
      'On weekends she never falls back on her stopgap and never loses time.',
      'Mia needs a bike. On weekends she falls back on her stopgap and loses time every week.',
      'contradicts',
    ],
  ] as const)('%s | %s -> %s', (sentence, pain, expected) => {
    expect(judgeSentence(sentence, pain)).toBe(expected);
  });
});

describe('analyseInterviewNotes', () => {
  const NOTES = [
    'Interview with Sam, nurse on night shifts.',
    '',
    'Why do you use a walker?',
    '- During long shifts I cannot rely on my dog walker at all.',
    '- Last week two walkers cancelled at the last minute.',
    '- Finding a dog walker at short notice is not a problem, there are many in my street.',
    'Actually the biggest worry is the insurance when a walker gets bitten.',
    'We met at the café.',
  ].join('\n');

  it('takes verbatim quotes, the confirmed and contradicted pains and the surprises', () => {
    const analysis = analyseInterviewNotes({ notes: NOTES, pains: DOG_PAINS, known: ['nurse on night shifts'] });
    expect(analysis.confirmedPains).toEqual([DOG_PAINS[1], DOG_PAINS[2]]);
    expect(analysis.contradictedPains).toEqual([DOG_PAINS[0]]);
    expect(analysis.quotes).toEqual([
      'During long shifts I cannot rely on my dog walker at all.',
      'Last week two walkers cancelled at the last minute.',
      'Finding a dog walker at short notice is not a problem, there are many in my street.',
    ]);
    expect(analysis.surprises).toEqual(['Actually the biggest worry is the insurance when a walker gets bitten.']);
    const flat = NOTES.replace(/\s+/g, ' ');
    for (const quote of [...analysis.quotes, ...analysis.surprises]) expect(flat).toContain(quote);
  });

  it('never quotes the interviewer’s questions', () => {
    const analysis = analyseInterviewNotes({
      notes: 'Do dog walkers cancel at the last minute? Not often.',
      pains: DOG_PAINS,
      known: [],
    });
    expect(analysis.quotes).toEqual([]);
    expect(analysis.confirmedPains).toEqual([]);
  });

  it('counts a tie between confirming and denying sentences as contradicted', () => {
    const analysis = analyseInterviewNotes({
      notes:
        'Walkers cancel at the last minute sometimes. But honestly, walkers cancel at the last minute is no problem.',
      pains: DOG_PAINS,
      known: [],
    });
    expect(analysis.confirmedPains).toEqual([]);
    expect(analysis.contradictedPains).toEqual([DOG_PAINS[1]]);
  });

  it('reads German notes', () => {
    const notes =
      'Einen zuverlässigen Hundesitter kurzfristig zu finden, ist jedes Mal Stress. ' +
      'Unsere Hundesitter sagen nie in letzter Minute ab. ' +
      'Eigentlich ärgert mich der Papierkram mit der Versicherung am meisten.';
    const analysis = analyseInterviewNotes({ notes, pains: GERMAN_PAINS, known: [] });
    expect(analysis.confirmedPains).toEqual([GERMAN_PAINS[0]]);
    expect(analysis.contradictedPains).toEqual([GERMAN_PAINS[1]]);
    expect(analysis.surprises).toEqual(['Eigentlich ärgert mich der Papierkram mit der Versicherung am meisten.']);
  });

  it('names only the round’s pains, exactly as written', () => {
    const analysis = interviewNotesAnswer(JSON.stringify({ notes: NOTES, pains: DOG_PAINS, known: [] }));
    for (const pain of [...analysis.confirmedPains, ...analysis.contradictedPains]) expect(DOG_PAINS).toContain(pain);
  });

  it('keeps sentences verbatim across line breaks inside a sentence (spaces aside)', () => {
    expect(noteSentences('She said the walkers\ncancel   at the last minute. Then we left.')).toEqual([
      'She said the walkers cancel at the last minute.',
      'Then we left.',
    ]);
  });
});
