import { describe, expect, it } from 'vitest';
import type { ExpertChatEntry, Persona } from '../ai.js';
import {
  answerForMe,
  answerInOwnWords,
  bestFittingOption,
  CHAT_ROUNDS,
  chatFromInput,
  chatPersonaGone,
  chatPersonas,
  chatPromptContent,
  chatSaveEnabled,
  chatToInput,
  chatTranscript,
  chooseOption,
  DEFAULT_PARTNER,
  emptyChatInput,
  expertChatResult,
  INTERVIEW_PARTNERS,
  interviewPartner,
  isCompleteChatEntry,
  needsEntry,
  OWN_ANSWER_MAX_LENGTH,
  openRound,
  optionLetter,
  ownAnswerIssue,
  refreshRound,
  repairOptions,
  startChat,
  stripOptionLabel,
  withEntry,
} from './expertChat.js';
import { normalizePersona } from './persona.js';

const persona = (name: string) => normalizePersona({ name, short_summary: `${name}.`, values: [] }) as Persona;
const lena = persona('Lena Weber');
const entry = (turn: number, extra: Partial<ExpertChatEntry> = {}): ExpertChatEntry => ({
  speaker: 'Mira Skylark',
  text: `Round ${turn} lead-in.`,
  options: [`a) Yes in round ${turn}.`, `b) Maybe in round ${turn}.`, `c) Too expensive in round ${turn}.`],
  follow_up_question: `Question ${turn}?`,
  turn,
  ...extra,
});
/** A chat with `rounds` answered (b each time) and the next one asked. */
function chatAt(rounds: number) {
  let state = startChat(lena);
  for (let round = 1; round <= rounds; round++) state = chooseOption(withEntry(state, entry(round)), 1);
  return state;
}

describe('expert chat options (part 2 §5)', () => {
  it.each([
    [
      'three stay three',
      ['a) one two', 'b) three four', 'c) five six'],
      ['a) one two', 'b) three four', 'c) five six'],
    ],
    [
      '12 pieces become three',
      'a) | I | would | go | b) | not | for | me | c) | too | far | off'.split(' | '),
      ['a) I would go', 'b) not for me', 'c) too far off'],
    ],
    [
      '9 pieces become three',
      'a) | yes | please | b) | not | now | c) | too | much'.split(' | '),
      ['a) yes please', 'b) not now', 'c) too much'],
    ],
    ['short ones are dropped', ['a) fine idea', 'ok', 'Nope!', 'b) maybe'], ['a) fine idea', 'Nope!', 'b) maybe']],
    ['no list is no options', 'a) b) c)', []],
  ])('%s', (_label, raw, expected) => {
    expect(repairOptions(raw)).toEqual(expected);
  });

  it('removes the letter labels from displayed text', () => {
    expect(stripOptionLabel('a) I would try it.')).toBe('I would try it.');
    expect(stripOptionLabel('(B) Not for me.')).toBe('Not for me.');
    expect(stripOptionLabel('c. Too far.')).toBe('Too far.');
    expect(stripOptionLabel('C – Never.')).toBe('Never.');
    expect(stripOptionLabel('Apples are fine.')).toBe('Apples are fine.');
  });

  it('takes an entry without options, follow-up question or turn as incomplete', () => {
    expect(isCompleteChatEntry(entry(1))).toBe(true);
    expect(isCompleteChatEntry(entry(1, { options: [] }))).toBe(false);
    expect(isCompleteChatEntry({ ...entry(1), follow_up_question: ' ' })).toBe(false);
    expect(isCompleteChatEntry({ ...entry(1), turn: undefined })).toBe(false);
    expect(isCompleteChatEntry('text')).toBe(false);
  });
});

describe('expert chat rounds (part 2 §4.6)', () => {
  it('has three partners of our own, the first the default', () => {
    expect(INTERVIEW_PARTNERS).toHaveLength(3);
    expect(DEFAULT_PARTNER).toBe(INTERVIEW_PARTNERS[0]);
    for (const partner of INTERVIEW_PARTNERS) expect(partner.image).toBe(`/assets/partners/${partner.id}.svg`);
    expect(interviewPartner('Corvin Ashvale')?.id).toBe('corvin');
    expect(interviewPartner('nobody')).toBeUndefined();
  });

  it('runs the steps 0–4: each answer advances the step and keeps the answer without its label', () => {
    let state = startChat(lena);
    expect([state.activeStep, openRound(state), needsEntry(state)]).toEqual([0, 1, true]);
    state = withEntry(state, entry(1));
    expect(needsEntry(state)).toBe(false);
    expect(chooseOption(state, 5)).toBe(state);
    state = chooseOption(state, 2);
    expect(state.activeStep).toBe(1);
    expect(state.rounds[0]!.value).toBe('Too expensive in round 1.');
    expect(chatSaveEnabled(state)).toBe(false);
    state = chatAt(CHAT_ROUNDS);
    expect([state.activeStep, openRound(state), needsEntry(state), chatSaveEnabled(state)]).toEqual([
      4,
      0,
      false,
      true,
    ]);
  });

  it('answers for me with a), the most likely reaction, when nothing about the persona tells the options apart', () => {
    const state = answerForMe(withEntry(chatAt(1), entry(2)));
    expect(state.rounds[1]!.value).toBe('Yes in round 2.');
    expect(state.activeStep).toBe(2);
  });

  it('says who chose each answer: a clicked option is accepted, Answer for me the AI’s, kept in the input', () => {
    let state = chooseOption(withEntry(startChat(lena), entry(1)), 1, 'ai-accepted');
    state = answerForMe(withEntry(state, entry(2)));
    expect(state.rounds.slice(0, 2).map((r) => r.author)).toEqual(['ai-accepted', 'ai']);
    const input = chatToInput(state);
    expect(input.controls.map((c) => c.author)).toEqual(['ai-accepted', 'ai', undefined, undefined]);
    expect(chatFromInput(input).state?.rounds.map((r) => r.author)).toEqual([
      'ai-accepted',
      'ai',
      undefined,
      undefined,
    ]);
    const done = chatAt(CHAT_ROUNDS);
    const rounds = done.rounds.map((r, i) =>
      i === 0 ? { ...r, author: 'founder' as const } : i === 1 ? { ...r, author: 'ai-accepted' as const } : r,
    );
    const result = expertChatResult({ ...done, rounds }, { summary: 'S', learned: [], objections: [] });
    // A round without an author counts as the AI's.
    expect(result.transcript.map((t) => t.author)).toEqual(['founder', 'ai-accepted', 'ai', 'ai']);
  });
});

describe('Answer for me picks the reaction that fits the persona (bestFittingOption)', () => {
  const keen = normalizePersona({
    name: 'Bernd Krüger',
    attitude: 'Early adopter',
    goals: ['Sell out every evening'],
    pain_points: ['Throws away bread every evening'],
    objection: 'I will not pay before a free trial has shown that it works for my shops.',
  }) as Persona;
  const sceptic = normalizePersona({
    name: 'Ines Roth',
    attitude: 'Sceptic',
    goals: ['Keep the old routine'],
    pain_points: ['No evening left'],
    objections: ['Has no evening left to learn a new system'],
  }) as Persona;
  const round = (question: string, options: string[]): ExpertChatEntry => ({
    speaker: 'Mira Skylark',
    text: 'Mira here.',
    options,
    follow_up_question: question,
    turn: 1,
  });
  const OPTIONS = [
    'a) Finally, I could sell out every evening with BreadPilot.',
    'b) Maybe, if BreadPilot fits my morning.',
    'c) Honestly, I will not pay for BreadPilot before a free trial shows it works for my shops.',
  ];

  it.each([
    ['a keen persona asked for a first impression takes the keen answer', keen, 'What goes through your head?', 0],
    ['a keen persona asked what it would pay voices its objection', keen, 'Would you pay for BreadPilot?', 2],
    ['a keen persona asked about a free trial voices its objection', keen, 'What about a free trial first?', 2],
  ] as const)('%s', (_name, who, question, expected) => {
    expect(bestFittingOption(round(question, OPTIONS), who)).toBe(expected);
  });

  it('a sceptic takes the answer that voices their own objection, wherever it stands', () => {
    const options = [
      'a) I would love to try BreadPilot tomorrow.',
      'b) I have no evening left to learn a new system like BreadPilot.',
      'c) Maybe BreadPilot, if a friend tried it.',
    ];
    expect(bestFittingOption(round('What do you think of BreadPilot?', options), sceptic)).toBe(1);
    const state = answerForMe(withEntry(startChat(sceptic), round('What do you think of BreadPilot?', options)));
    expect(state.rounds[0]!.value).toBe('I have no evening left to learn a new system like BreadPilot.');
  });

  it('is not always a): over the four rounds of a keen persona it picks the doubt where the question touches it', () => {
    const picks = [round('First impression of BreadPilot?', OPTIONS), round('Would you pay for it?', OPTIONS)].map(
      (e) => bestFittingOption(e, keen),
    );
    expect(picks).toEqual([0, 2]);
  });
});

describe('expert chat state after a round', () => {
  it('refreshes by removing the last chat round: the open entry, or the fourth answer once all are answered', () => {
    const open = withEntry(chatAt(2), entry(3));
    const refreshed = refreshRound(open);
    expect(refreshed.removed).toEqual(entry(3));
    expect(refreshed.state.activeStep).toBe(2);
    expect(needsEntry(refreshed.state)).toBe(true);
    const done = refreshRound(chatAt(4));
    expect(done.state.activeStep).toBe(3);
    expect(done.state.rounds[3]).toEqual({ value: '' });
    expect(refreshRound(startChat(lena)).removed).toBeUndefined();
  });

  it('sends the round, the partner, the persona, the interview so far and what a refresh discarded', () => {
    const content = JSON.parse(chatPromptContent(withEntry(chatAt(1), entry(2)), entry(2)));
    expect(content).toMatchObject({
      round: 2,
      partner: { name: 'Mira Skylark' },
      persona: { name: 'Lena Weber' },
      transcript: [{ round: 1, question: 'Round 1 lead-in. Question 1?', answer: 'Maybe in round 1.' }],
      discarded: ['Question 2?', ...entry(2).options],
    });
  });

  it('saves and restores a chat in progress', () => {
    const state = withEntry(chatAt(2), entry(3));
    const input = chatToInput(state);
    expect(input.activeStep).toBe(2);
    expect(input.controls.map((c) => c.chat?.length)).toEqual([1, 1, 1, 0]);
    expect(input.selectedInterViewPartner).toEqual(DEFAULT_PARTNER);
    expect(chatFromInput(JSON.parse(JSON.stringify(input)))).toEqual({ state });
  });

  it.each([
    ['nothing saved', null, false],
    ['a chat not started', emptyChatInput(), false],
    ['no persona', { ...chatToInput(chatAt(1)), selectedPersona: null }, true],
    [
      'an unknown partner',
      { ...chatToInput(chatAt(1)), selectedInterViewPartner: { name: 'Someone', image: '' } },
      true,
    ],
    ['a step the answers disagree with', { ...chatToInput(chatAt(1)), activeStep: 3 }, true],
    ['a step out of range', { ...chatToInput(chatAt(1)), activeStep: 9 }, true],
  ])('cannot restore %s', (_label, input, broken) => {
    expect(chatFromInput(input)).toEqual({ state: null, broken });
  });

  it('offers the accepted personas, the main persona first, and sees when the chat’s persona is gone', () => {
    const tinder = { positivePersonas: [persona('Ole Berg'), lena, 'junk'] };
    expect(chatPersonas(tinder, lena).map((p) => p.name)).toEqual(['Lena Weber', 'Ole Berg']);
    expect(chatPersonas(null, undefined)).toEqual([]);
    expect(chatPersonaGone(chatAt(1), [persona('Ole Berg')])).toBe(true);
    expect(chatPersonaGone(chatAt(1), [lena])).toBe(false);
  });

  it('makes the result from the transcript and the summary', () => {
    const state = chatAt(4);
    expect(chatTranscript(state)).toHaveLength(4);
    const result = expertChatResult(state, {
      summary: ' Lena would try. ',
      learned: ['Evenings.', ' '],
      objections: ['Price.'],
    });
    expect(result).toMatchObject({
      interview_partner: 'Mira Skylark',
      persona: 'Lena Weber',
      summary: 'Lena would try.',
      learned: ['Evenings.'],
      objections: ['Price.'],
    });
    // chatAt answers without an author: the result says the AI chose it (a label that can lie is worse than none).
    expect(result.transcript[3]).toEqual({
      round: 4,
      question: 'Round 4 lead-in. Question 4?',
      answer: 'Maybe in round 4.',
      author: 'ai',
    });
  });
});

describe('an answer in the founder’s own words (beyond part 2 §4.6)', () => {
  it.each([
    ['a', 0],
    ['B', 1],
    ['c)', 2],
    ['(b)', 1],
    [' a. ', 0],
    ['d', undefined],
    ['ab', undefined],
    ['a bit too pricey for me', undefined],
    ['', undefined],
  ])('the value %j names option %j', (value, option) => {
    expect(optionLetter(value)).toBe(option);
  });

  it('takes the text as the open round’s answer, the founder’s, and advances as a choice does', () => {
    const asked = withEntry(chatAt(1), entry(2));
    const own = answerInOwnWords(asked, '  I would only try it if my sister used it first.  ');
    expect(own.activeStep).toBe(2);
    expect(own.rounds[1]).toEqual({
      entry: entry(2),
      value: 'I would only try it if my sister used it first.',
      author: 'founder',
    });
    expect(needsEntry(own)).toBe(true);
    // Kept in the saved input and the result with its author, and restored as it was.
    const input = chatToInput(own);
    expect(input.controls[1]).toMatchObject({ value: own.rounds[1]!.value, author: 'founder' });
    expect(chatFromInput(input).state).toEqual(own);
  });

  it('changes nothing without an open round with a turn, or for an empty or overlong text', () => {
    const asked = withEntry(chatAt(1), entry(2));
    expect(answerInOwnWords(chatAt(1), 'My own words here.')).toEqual(chatAt(1));
    expect(answerInOwnWords(asked, '   ')).toBe(asked);
    expect(answerInOwnWords(asked, 'x'.repeat(OWN_ANSWER_MAX_LENGTH + 1))).toBe(asked);
    expect(ownAnswerIssue('   ')?.en).toBe('The answer is empty.');
    expect(ownAnswerIssue('fine')).toBeUndefined();
  });

  it('marks the founder’s own answers in the prompt, so the partner reacts to what they said', () => {
    const state = withEntry(answerInOwnWords(withEntry(chatAt(1), entry(2)), 'Only on rainy days.'), entry(3));
    const content = JSON.parse(chatPromptContent(state));
    expect(content.transcript).toEqual([
      { round: 1, question: 'Round 1 lead-in. Question 1?', answer: 'Maybe in round 1.' },
      { round: 2, question: 'Round 2 lead-in. Question 2?', answer: 'Only on rainy days.', own: true },
    ]);
  });
});
