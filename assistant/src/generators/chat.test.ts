import type { ChatMessage } from '@idea-studio/sdk';
import { describe, expect, it } from 'vitest';
import { offlineAnswer } from '../answer.js';
import { loadCatalogue } from '../test/catalogue.js';
import type { PromptContext, PromptRequest } from '../types.js';
import { isQuestion, questionTopic } from './questions.js';

const catalogue = loadCatalogue();

type Reply = ChatMessage;

function ask(id: string, input: string, context: Partial<PromptContext> = {}): Reply {
  const request: PromptRequest = {
    entry: catalogue.get(id)!,
    input,
    history: [],
    attempt: 0,
    context: { lang: 'en', stepResults: [], passages: [], ...context },
  };
  return offlineAnswer(request) as Reply;
}

const DOG_EN = [
  { type: 'PROBLEM', content: 'Busy dog owners have no time to take their dogs to a grooming salon.' },
  { type: 'TARGET USER', content: 'Working dog owners with long-haired breeds in Hamburg' },
];
const DOG_DE = [
  { type: 'PROBLEM', content: 'Berufstätige Hundebesitzer haben keine Zeit, ihre Hunde zum Hundefriseur zu bringen.' },
  { type: 'TARGET USER', content: 'Berufstätige Hundebesitzer mit langhaarigen Rassen in Hamburg' },
];
const BIKE_COMPANY = { name: 'Spokey', mission: 'We repair bikes for commuters in Berlin.', industry: 'Mobility' };
const all = (reply: Reply) => [reply.answer, reply.dialogMessage, ...reply.formTransfer.map((s) => s.text)].join('\n');

describe('Support me serves the section it was pressed in', () => {
  it.each([
    ['problem', 'Basic Idea problem', DOG_EN.slice(0, 1), DOG_EN[0]!.content],
    ['first users', 'Basic Idea first users', DOG_EN, DOG_EN[1]!.content],
    ['solution', 'Basic Idea solution', DOG_EN, ''],
  ])('on %s: answers for it and sends its suggestions there', (section, contextId, stepInput, typed) => {
    const reply = ask('Basic Idea', typed, { contextLabel: `Basic Idea Support me ${section}`, stepInput });
    expect(reply.context_id).toBe(contextId);
    expect(reply.formTransfer.length).toBeGreaterThanOrEqual(4);
    const texts = reply.formTransfer.map((s) => s.text);
    if (section === 'solution') for (const text of texts) expect(text).toMatch(/^(A|An) /);
    if (section === 'first users') for (const text of texts) expect(text).not.toMatch(/^(A|An) /);
    if (section === 'problem') expect(texts.some((text) => /dog|groom/i.test(text))).toBe(true);
    for (const text of texts) expect(text).not.toMatch(/\?$/);
  });

  it('names the section in the answer, and a bare Support me finds the section of the text it came with', () => {
    const users = ask('Basic Idea', DOG_EN[1]!.content, { contextLabel: 'Basic Idea Support me', stepInput: DOG_EN });
    expect(users.context_id).toBe('Basic Idea first users');
    expect(users.answer).toMatch(/first users/);
    const german = ask('Basic Idea', '', {
      lang: 'de',
      contextLabel: 'Basic Idea Support me solution',
      stepInput: DOG_DE,
    });
    expect(german.context_id).toBe('Basic Idea solution');
    expect(german.answer).toMatch(/Lösung/);
  });
});

describe('a direct question gets an answer', () => {
  it('answers the price question honestly with a way to find out, in the idea’s words', () => {
    const reply = ask('Basic Idea', 'How much would busy dog owners pay per grooming visit?', {
      contextLabel: 'Basic Idea solution',
      stepInput: DOG_EN,
    });
    expect(reply.answer).toMatch(/can't know|nobody can/i);
    expect(reply.answer).toMatch(/smoke test|pre-order|deposit|alternatives/i);
    expect(reply.answer).toMatch(/dog owners|groom/i);
    expect(reply.answer).toMatch(/rule of thumb|general experience/i);
    // No invented figures: the only digits are the numbers of the steps.
    expect(reply.answer.replace(/^\d\. /gm, '')).not.toMatch(/\d/);
    // Its follow-up questions go to the message box, not into a section.
    expect(reply.context_id).toBe('Basic Idea');
    expect(reply.formTransfer.every((s) => s.text.endsWith('?') || s.text.endsWith('.'))).toBe(true);
  });

  it('answers in German with German coaching', () => {
    const reply = ask('Basic Idea', 'Wie viel würden berufstätige Hundebesitzer pro Termin zahlen?', {
      lang: 'de',
      contextLabel: 'Basic Idea solution',
      stepInput: DOG_DE,
    });
    expect(reply.answer).toMatch(/Ich kann nicht wissen|kann dir niemand/);
    expect(reply.answer).toMatch(/Hundefriseur|Hundebesitzer/);
    expect(reply.answer).not.toMatch(/\b(the|and|you|price)\b/);
  });

  it.each([
    ['How much would busy dog owners pay per grooming visit?', 'en', 'price'],
    ['Wie viel würden Hundebesitzer pro Termin zahlen?', 'de', 'price'],
    ['How big is the market for mobile dog grooming?', 'en', 'market'],
    ['Wie groß ist der Markt dafür?', 'de', 'market'],
    ['Who are my competitors?', 'en', 'competitors'],
    ['Wer sind meine Konkurrenten?', 'de', 'competitors'],
    ['How do I find my first customers?', 'en', 'customers'],
    ['How should I do marketing for it?', 'en', 'customers'],
    ['Wie finde ich meine ersten Kunden?', 'de', 'customers'],
    ['Do I need a permit for a grooming van?', 'en', 'legal'],
    ['Brauche ich eine Genehmigung für den Anhänger?', 'de', 'legal'],
    ['What should my first version look like, an MVP?', 'en', 'mvp'],
    ['Was sollte ich als Prototyp bauen?', 'de', 'mvp'],
    ['What should I name it?', 'en', 'naming'],
    ['Welcher Name passt dazu?', 'de', 'naming'],
    ['Is it better to start in summer?', 'en', 'general'],
    ['Wann sollte ich starten?', 'de', 'general'],
  ] as const)('%s → %s', (question, lang, topic) => {
    expect(isQuestion(question)).toBe(true);
    expect(questionTopic(question, lang).id).toBe(topic);
    const reply = ask('HOMECHAT', question, { lang, stepInput: lang === 'en' ? DOG_EN : DOG_DE });
    expect(reply.answer.split('\n\n').length).toBeGreaterThanOrEqual(4);
    expect(reply.formTransfer.length).toBeGreaterThanOrEqual(4);
  });

  it('knows a statement from a question', () => {
    expect(isQuestion('Busy dog owners have no time for grooming')).toBe(false);
    expect(isQuestion('Wie finde ich meine ersten Kunden')).toBe(true);
  });

  it('lets a mentor answer the question from their point of view', () => {
    const reply = ask('HOMECHAT', 'How should I price the grooming visits?', {
      agentId: 'mentor_finance',
      stepInput: DOG_EN,
    });
    expect(reply.answer).toMatch(/finance/i);
    expect(reply.answer).toMatch(/smoke test|pre-order|deposit|alternatives/i);
  });
});

describe('company data is background', () => {
  it('never makes the company’s mission the topic of an answer about the idea', () => {
    for (const reply of [
      ask('Basic Idea', '', { stepInput: DOG_EN.slice(0, 1), company: BIKE_COMPANY }),
      ask('Basic Idea', 'Who else could use it?', {
        contextLabel: 'Basic Idea first users',
        stepInput: DOG_EN.slice(0, 1),
        company: BIKE_COMPANY,
      }),
      ask('Basic Idea', '', {
        contextLabel: 'Basic Idea Support me solution',
        stepInput: DOG_EN,
        company: BIKE_COMPANY,
      }),
      ask('basicIdea:INITIALIZE_STEP_PROMPT', 'Dog grooming', { company: BIKE_COMPANY }),
      ask('HOMECHAT', 'What should I call it?', {
        stepInput: [{ type: 'PROBLEM', content: 'Dog grooming at home' }],
        company: BIKE_COMPANY,
      }),
      ask('HOMECHAT', 'What should I do next?', {
        stepInput: [{ type: 'PROBLEM', content: 'Dog grooming at home' }],
        company: BIKE_COMPANY,
      }),
    ]) {
      expect(all(Array.isArray(reply) ? reply[0] : reply)).not.toMatch(/bike|commuter|Berlin/i);
    }
  });
});

describe('Johnny keeps what the founder named', () => {
  it.each([
    [
      'Surfboard rental with pick-up at local surf shops in coastal towns, paid per day',
      'en',
      ['in coastal towns', 'pick-up at local surf shops', 'paid per day'],
    ],
    [
      'Leihräder für Pendler in Kleinstädten, abzuholen beim Bäcker, 5 € pro Tag',
      'de',
      ['in Kleinstädten', 'abzuholen beim Bäcker', '5 € pro Tag'],
    ],
  ] as const)('names the place, channel and price of "%s"', (idea, lang, details) => {
    const reply = ask('HOMECHAT', 'Tell me what you think of my idea so far', { lang, trackName: idea });
    for (const detail of details) expect(reply.answer).toContain(detail);
    expect(reply.answer).not.toMatch(/in one city or region|in einer Stadt oder Region|at home or at work/);
  });
});

describe('Johnny answers questions with what the founder named', () => {
  const IDEA_EN =
    'Paddleboard rental for holiday guests at lakeside hotels, booked at the hotel reception, €15 per hour';
  const IDEA_DE = 'Leihräder für Pendler in Kleinstädten, abzuholen beim Bäcker, 5 € pro Tag';
  it.each([
    ['en', IDEA_EN, 'How should I price it?', ['€15 per hour']],
    [
      'en',
      IDEA_EN,
      'Who should my first customers be?',
      ['holiday guests at lakeside hotels', 'booked at the hotel reception'],
    ],
    ['en', IDEA_EN, 'Who could I partner with?', ['lakeside hotels']],
    ['de', IDEA_DE, 'Welchen Preis soll ich nehmen?', ['5 € pro Tag']],
    ['de', IDEA_DE, 'Wer sollten meine ersten Kunden sein?', ['Pendler in Kleinstädten', 'abzuholen beim Bäcker']],
    ['de', IDEA_DE, 'Mit wem könnte ich zusammenarbeiten?', ['Bäcker']],
  ] as const)('%s: "%s" — %s', (lang, idea, question, details) => {
    const reply = ask('Basic Idea', question, { lang, trackName: idea, agentId: 'flying_jhonny' });
    for (const detail of details) expect(reply.answer).toContain(detail);
  });

  it('adds nothing the founder did not name', () => {
    const reply = ask('Basic Idea', 'How should I price it?', {
      trackName: 'Inventory tracking for small breweries',
      agentId: 'flying_jhonny',
    });
    expect(reply.answer).not.toMatch(/You already named/);
  });
});

describe('Support me of Problem Shadowing', () => {
  const SITUATION_EN = 'When I spend the day in meetings and calls, I';
  const SITUATION_DE = 'Wenn ich den ganzen Tag in Besprechungen sitze,';

  it.each([
    ['en', `Problem Shadowing Support me: ${SITUATION_EN}`, DOG_EN, ''],
    ['en', `Problem Shadowing Support me: ${SITUATION_EN} skip the walk`, DOG_EN, 'skip the walk'],
    ['de', `Problem Shadowing Support me: ${SITUATION_DE}`, DOG_DE, ''],
  ] as const)('%s: never writes the label or reads the situation as the idea (%j)', (lang, input, stepInput, typed) => {
    const reply = ask('HOMECHAT', input, { lang, stepInput });
    const text = all(reply);
    expect(text).not.toMatch(/Support me|Problem Shadowing/i);
    // The situation is the screen's, not the founder's words: it is neither quoted nor taken for the idea.
    expect(text).not.toMatch(/meetings|Besprechungen/i);
    expect(reply.answer).toMatch(lang === 'en' ? /dog|groom/i : /Hund/i);
    if (typed) expect(reply.answer).toContain(typed);
    expect(reply.formTransfer.length).toBeGreaterThanOrEqual(3);
    // Completions continue the situation's sentence ("When …, I" + "ask …").
    for (const s of reply.formTransfer) expect(s.text).toMatch(/^\p{Ll}/u);
  });

  it('keeps Support me of the Basic Idea on its section', () => {
    const reply = ask('HOMECHAT', 'Basic Idea Support me problem: dogs need grooming', { stepInput: DOG_EN });
    expect(reply.context_id).toBe('Basic Idea problem');
    expect(all(reply)).not.toMatch(/Support me/);
  });
});
