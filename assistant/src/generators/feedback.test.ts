// The Feedback Card's offline mentors: each opens from its own focus with pins about the round's idea, pins the
// founder's answer in their words, never pins the same point twice in a thread, cites documents and web pages only
// as the context holds them, answers in the founder's language, and the synthetic user speaks as the main persona
// with its own doubts.
import type { FeedbackCardMessage } from '@idea-studio/sdk';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { offlineAnswer } from '../answer.js';
import { feedbackBank } from '../banks.js';
import { agentOf } from '../test/agents.js';
import { loadCatalogue } from '../test/catalogue.js';
import { PAWWALK_CARD, PFOTENTOUR_CARD } from '../test/dog-walking.js';
import { stepIdOfType } from '../test/track-ids.js';
import type { ChatTurn, Lang, PromptContext } from '../types.js';
import { claimsConversation } from './feedback.js';

const entry = loadCatalogue().get('feedbackCard:CHAT')!;
const validate = new Ajv({ strict: false, allErrors: true }).compile(entry.outputSchema);

const SARAH = {
  name: 'Sarah Klein',
  short_summary: 'Nurse on rotating shifts with a young collie.',
  occupation: 'Nurse',
  goals: ['Have evenings free'],
  lifestyle: 'Works twelve-hour shifts.',
  pain_points: ['No time to walk the dog during long shifts', 'Dog walkers cancel at short notice'],
  objections: ['Does not want strangers in her flat when she sleeps'],
};
const JANA = {
  name: 'Jana Vogel',
  short_summary: 'Pflegekraft im Schichtdienst mit einem jungen Hund.',
  occupation: 'Pflegekraft',
  goals: ['Ihren Hund gesund halten'],
  lifestyle: 'Arbeitet im Schichtdienst.',
  pain_points: ['Hundesitter sagen kurzfristig ab'],
  objections: ['Will keine Fremden in der Wohnung, wenn sie schläft'],
};

interface Talk {
  lang?: Lang;
  agentId: string;
  passages?: Array<{ fileName: string; text: string }>;
  webResults?: Array<{ title: string; url: string; content: string }>;
}

/** A conversation: each message in turn, the earlier turns as history; answers every reply, each checked. */
function talk({ lang = 'en', agentId, passages = [], webResults }: Talk, messages: string[]): FeedbackCardMessage[] {
  const history: ChatTurn[] = [];
  const context = {
    lang,
    agentId,
    agent: agentOf(agentId),
    roundId: 'round-1',
    passages,
    webResults,
    stepResults: [
      { stepId: stepIdOfType('basicIdea'), name: 'basicIdea', result: lang === 'en' ? PAWWALK_CARD : PFOTENTOUR_CARD },
      {
        stepId: stepIdOfType('userTinder'),
        name: 'userTinder',
        result: { main_persona: lang === 'en' ? SARAH : JANA },
      },
    ],
  } as unknown as PromptContext;
  return messages.map((input) => {
    const reply = offlineAnswer({ entry, input, history: [...history], attempt: 0, context }) as FeedbackCardMessage;
    expect(validate(reply), JSON.stringify(validate.errors)).toBe(true);
    for (const text of [reply.answer, reply.dialogMessage, ...reply.pins.flatMap((p) => [p.topic, p.content])]) {
      expect(text).not.toMatch(/\{|\}|undefined|null/);
    }
    if (input) history.push({ role: 'user', content: input });
    history.push({ role: 'assistant', content: JSON.stringify(reply) });
    return reply;
  });
}

const MENTORS = [
  'mentor_market',
  'mentor_competition',
  'mentor_users',
  'mentor_business',
  'mentor_tech',
  'mentor_launch',
];

describe('a mentor of the Feedback Card (offline)', () => {
  it.each(MENTORS)('%s opens from its focus with two pins about the idea and asks its first question', (agentId) => {
    const [opening] = talk({ agentId }, ['']);
    expect(opening!.pins).toHaveLength(2);
    for (const pin of opening!.pins) {
      expect(pin).toMatchObject({ origin: 'ai', source: null });
      expect(pin.content).toMatch(/PawWalk|dog|Dog/);
    }
    expect(opening!.dialogMessage).toMatch(/\?$/);
    expect(opening!.formTransfer.length).toBeGreaterThanOrEqual(3);
  });

  it('gives each mentor its own points', () => {
    const topics = MENTORS.map((agentId) =>
      talk({ agentId }, [''])[0]!
        .pins.map((p) => p.topic)
        .join('|'),
    );
    expect(new Set(topics).size).toBe(MENTORS.length);
  });

  it('pins the founder’s answer in their own words, asks on, and never pins a point twice', () => {
    const replies = talk({ agentId: 'mentor_market' }, [
      '',
      'Nurses in Hamburg with dogs would pay first, about 400 of them.',
      'They pay a neighbour 10 euros per walk today.',
      'More people work shifts since the hospitals grew.',
    ]);
    const own = replies[1]!.pins.find((p) => p.origin === 'user');
    expect(own?.content).toContain('about 400 of them');
    expect(replies[2]!.pins.find((p) => p.origin === 'user')?.content).toContain('10 euros per walk');
    const questions = replies.map((r) => r.dialogMessage);
    expect(new Set(questions.slice(0, 3)).size).toBe(3);
    const pins = replies.flatMap((r) => r.pins);
    expect(pins.length).toBeGreaterThanOrEqual(8);
    expect(new Set(pins.map((p) => p.topic)).size).toBe(pins.length);
    expect(replies[3]!.answer).toMatch(/covered|covers/);
  });

  it('answers a question of the founder, pins no claim of theirs, and asks its pending question again', () => {
    const [opening, answer] = talk({ agentId: 'mentor_business' }, ['', 'What price should I ask?']);
    expect(answer!.answer).toMatch(/price/i);
    expect(answer!.pins.every((p) => p.origin === 'ai')).toBe(true);
    expect(answer!.dialogMessage).toBe(opening!.dialogMessage);
  });

  it('cites a document of the knowledge hub by its file name and a web page by its URL', () => {
    const [opening] = talk(
      {
        agentId: 'mentor_market',
        passages: [{ fileName: 'dog-owners.pdf', text: 'Dog owners who work shifts spend more on dog walking.' }],
        webResults: [{ title: 'Pet spending 2026', url: 'https://example.org/pets', content: 'Owners spend more.' }],
      },
      [''],
    );
    expect(opening!.pins).toContainEqual(expect.objectContaining({ origin: 'document', source: 'dog-owners.pdf' }));
    expect(opening!.pins).toContainEqual(
      expect.objectContaining({ origin: 'web', source: 'https://example.org/pets', topic: 'Pet spending 2026' }),
    );
  });

  it('speaks German to a German founder', () => {
    const [opening, answer] = talk({ agentId: 'mentor_competition', lang: 'de' }, [
      '',
      'Heute fragen sie die Nachbarin.',
    ]);
    expect(opening!.answer).toMatch(/Kenji/);
    expect(opening!.answer).toMatch(/Board|angepinnt/);
    expect(answer!.answer).toMatch(/Du hast gesagt|In deinen Worten|damit arbeiten wir/);
    expect(answer!.pins.find((p) => p.origin === 'user')?.content).toContain('Heute fragen sie die Nachbarin.');
    for (const pin of [...opening!.pins, ...answer!.pins]) expect(pin.content).not.toMatch(/\b(the|and|you)\b/);
  });

  it.each(MENTORS)('%s names a German product by its name, not as "deine Lösung (PfotenTour)"', (agentId) => {
    const replies = talk({ agentId, lang: 'de' }, ['', 'Heute fragen sie die Nachbarin.']);
    const texts = replies.flatMap((r) => [r.answer, r.dialogMessage, ...r.pins.map((p) => `${p.topic} ${p.content}`)]);
    for (const text of texts) expect(text).not.toMatch(/Lösung \(PfotenTour\)/);
  });
});

describe('the synthetic user of the Feedback Card (offline)', () => {
  it('speaks as the main persona, pins a pain and a goal, then voices its own objection instead of agreeing', () => {
    const [opening, answer] = talk({ agentId: 'vali_synthuser' }, ['', 'PawWalk sends a vetted walker.']);
    expect(opening!.answer).toContain('Sarah Klein');
    expect(opening!.pins.map((p) => p.content).join(' ')).toMatch(/No time to walk the dog/);
    expect(opening!.pins.map((p) => p.content).join(' ')).toMatch(/Have evenings free/);
    expect(answer!.answer).toMatch(/I do not want strangers in my flat when I sleep/);
    expect(answer!.pins[0]).toMatchObject({ topic: 'Sarah Klein’s doubt'.replace('’', "'"), origin: 'ai' });
  });

  it('voices the German persona’s objection in her own voice', () => {
    const [, answer] = talk({ agentId: 'vali_synthuser', lang: 'de' }, ['', 'PfotenTour schickt geprüfte Sitter.']);
    expect(answer!.answer).toMatch(/Ich will keine Fremden in der Wohnung, wenn ich schlafe/);
  });
});

describe('what the mentors offer the founder to send (offline)', () => {
  /** Claims of a conversation or an observation the founder never recorded. */
  const CLAIM =
    /\b(?:I|we) (?:spoke|talked|interviewed|surveyed)\b|they all mentioned|told (?:me|us)\b|evidence from conversations|what [\w\s]{2,40} told you|what you heard from|\b(?:habe|haben) [\wäöüß\s]{0,40}(?<!nicht mit [\wäöüß]{1,30} )gesprochen\b|alle haben|Belege aus Gesprächen|dir erzählt haben/i;

  /** Autofill's talk: the opening, then each turn the first reply the mentor suggested. */
  function autofill(agentId: string, lang: Lang): FeedbackCardMessage[] {
    const messages = [''];
    for (let turn = 0; turn < 3; turn++) {
      const next = talk({ agentId, lang }, messages).at(-1)!.formTransfer[0]?.text;
      if (!next) break;
      messages.push(next);
    }
    return talk({ agentId, lang }, messages);
  }

  it.each([
    ...[...MENTORS, 'mentor_general'].map((id) => [id, 'en'] as const),
    ...[...MENTORS, 'mentor_general'].map((id) => [id, 'de'] as const),
  ])('%s (%s) never offers or pins a conversation nobody recorded', (agentId, lang) => {
    const replies = autofill(agentId, lang);
    expect(replies.length).toBeGreaterThanOrEqual(3);
    for (const reply of replies) {
      for (const chip of reply.formTransfer) expect(chip.text).not.toMatch(CLAIM);
      for (const pin of reply.pins) expect(`${pin.topic}: ${pin.content}`).not.toMatch(CLAIM);
    }
  });

  it('answers the users mentor’s question about talking to users honestly, in the idea’s words', () => {
    const [opening] = talk({ agentId: 'mentor_users' }, ['']);
    const first = opening!.formTransfer[0]!.text;
    expect(first).toMatch(/not asked/);
    expect(first).toMatch(/dog/i);
    const [, answered] = talk({ agentId: 'mentor_users' }, ['', first]);
    const own = answered!.pins.find((p) => p.origin === 'user')!;
    expect(own.topic).not.toMatch(/Evidence/);
    expect(own.content).toContain(first.replace(/\.$/, ''));
  });

  it.each([
    ['I spoke with three of them last month; they all mentioned the same trouble.', 'en', true],
    ['We have interviewed twelve of them.', 'en', true],
    ['In our interviews, nobody wanted it.', 'en', true],
    ['I have not asked them yet; that is my next step.', 'en', false],
    ['Talk to five users this week.', 'en', false],
    ['Ich habe letzten Monat mit drei von ihnen gesprochen; alle haben die verlorene Zeit erwähnt.', 'de', true],
    ['Ich habe noch nicht mit ihnen gesprochen; das ist mein nächster Schritt.', 'de', false],
  ] as const)('%j (%s) claims a conversation: %s', (text, lang, claimed) => {
    expect(claimsConversation(text, lang)).toBe(claimed);
  });
});

describe('the feedback bank', () => {
  it('has no reply or point that reads the same for every idea, and no pin that claims a talk', () => {
    for (const lang of ['en', 'de'] as const) {
      for (const focus of feedbackBank[lang].focuses) {
        const users = focus.id === 'users' || focus.id === 'general';
        for (const reply of users ? focus.replies : []) expect(reply, `${lang} ${focus.id}`).toMatch(/\{\w+\}/);
        for (const q of focus.questions)
          expect(`${q.topic} ${q.pin}`).not.toMatch(/Evidence from|Belege aus|told you|erzählt haben/);
        // A mentor's point speaks of the idea in every sentence: a moral that reads the same in every round is left out.
        for (const pin of focus.pins) {
          for (const sentence of pin.content.split(/(?<=[.!?])\s+(?=[A-ZÄÖÜ{])/)) {
            expect(sentence, `${lang} ${focus.id}: ${pin.topic}`).toMatch(/\{\w+\}/);
          }
        }
      }
    }
  });
});
