import { describe, expect, it } from 'vitest';
import {
  authoredTextKey,
  hashesOfLeaves,
  hashesToSettle,
  normalisedText,
  settleAuthorsWith,
  settledAuthor,
  textHash,
} from './generated-texts.js';

// The server's settling of who wrote a text, per source: what the AI generated for the round (here a set of texts)
// can never be kept as the founder's; a typed text without an author is the founder's; ai stays ai.

const AI_TEXT = 'Lena loses two evenings a week to finding a groomer.';
const TYPED = 'I asked five nurses at the clinic; four groom at home.';
const generated = hashesOfLeaves([AI_TEXT, 'a) She books the van for Thursday evening.', 'Lena Weber']);
const isGenerated = (hash: string) => generated.has(hash);

/** The author one object of a source gets after settling, with the given text and claimed author. */
function settle(source: (text: string) => Record<string, unknown>, text: string, claimed?: string) {
  const item = { ...source(text), ...(claimed === undefined ? {} : { author: claimed }) };
  return settleAuthorsWith([item], isGenerated)[0] as Record<string, unknown>;
}

const SOURCES: Record<string, (text: string) => Record<string, unknown>> = {
  'Basic Idea section (StepInputEntry)': (text) => ({ type: 'PROBLEM', content: text }),
  'Problem Shadowing answer (input entry)': (text) => ({ type: 'When Lena comes home late, she …', content: text }),
  'Problem Shadowing situation (result)': (text) => ({ step: 'When Lena comes home late, she …', answer: text }),
  'empathy map answer (InsightSuggestion)': (text) => ({ id: 'hears-1', text }),
  'Feedback pin': (text) => ({
    topic: 'Evenings',
    content: text,
    agentId: 'mentor_market',
    prio: false,
    source: 'SIMPLE-CHAT',
    origin: 'ai',
  }),
  'expert chat control': (text) => ({ value: text, chat: [] }),
  'expert chat transcript line': (text) => ({ round: 1, question: 'How would Lena react?', answer: text }),
};

describe('settling who wrote a text, per source', () => {
  describe.each(Object.entries(SOURCES))('%s', (_name, source) => {
    it.each([
      ['typed text, no author', TYPED, undefined, 'founder'],
      ['typed text claimed founder', TYPED, 'founder', 'founder'],
      ['AI text claimed founder', AI_TEXT, 'founder', 'ai-accepted'],
      [
        'AI text with other case, blanks and full stop claimed founder',
        `  ${AI_TEXT.toUpperCase()}!! `,
        'founder',
        'ai-accepted',
      ],
      ['AI text, no author', AI_TEXT, undefined, 'ai-accepted'],
      ['AI text, ai', AI_TEXT, 'ai', 'ai'],
      ['typed text, ai (a client may say less)', TYPED, 'ai', 'ai'],
      ['AI text, ai-accepted', AI_TEXT, 'ai-accepted', 'ai-accepted'],
      [
        'an option chosen without its label, claimed founder',
        'She books the van for Thursday evening',
        'founder',
        'ai-accepted',
      ],
    ] as const)('%s -> %s', (_case, text, claimed, expected) => {
      expect(settle(source, text, claimed).author).toBe(expected);
    });
  });

  it('gives no author to an empty text or to Problem Shadowing’s labels (the AI’s material)', () => {
    const settled = settleAuthorsWith(
      [
        { type: 'target user', content: 'Lena Weber' },
        { type: 'idea summary', content: 'GroomGo: Grooming at your door' },
        { type: 'situation', content: 'Lena works until eight.' },
        { type: 'When Lena …', content: '' },
      ],
      isGenerated,
    );
    expect(settled.map((entry) => 'author' in entry)).toEqual([false, false, false, false]);
  });

  it('takes the origin user away from a pin that is not the founder’s', () => {
    const pin = SOURCES['Feedback pin']!(AI_TEXT);
    const [settled] = settleAuthorsWith([{ ...pin, origin: 'user', author: 'founder' }], isGenerated);
    expect(settled).toMatchObject({ author: 'ai-accepted', origin: 'ai' });
    const [own] = settleAuthorsWith([{ ...pin, content: TYPED, origin: 'user', author: 'founder' }], isGenerated);
    expect(own).toMatchObject({ author: 'founder', origin: 'user' });
  });

  it('settles nested content (a card, an expert chat input) and leaves the original as it was', () => {
    const input = {
      activeStep: 2,
      controls: [
        {
          value: 'a) She books the van for Thursday evening.',
          author: 'founder',
          chat: [{ speaker: 'Ana', text: AI_TEXT }],
        },
        { value: TYPED, chat: [] },
      ],
    };
    const settled = settleAuthorsWith(input, isGenerated);
    expect(settled.controls.map((c) => (c as { author?: string }).author)).toEqual(['ai-accepted', 'founder']);
    expect(settled.controls[0]!.chat[0]).toEqual({ speaker: 'Ana', text: AI_TEXT });
    expect(input.controls[0]!.author).toBe('founder');
    expect('author' in input.controls[1]!).toBe(false);
  });

  it('lets an object without a known text field claim the founder only for strings the AI never wrote', () => {
    const card = { name: 'GroomGo', tagline: AI_TEXT, author: 'founder' };
    expect(settleAuthorsWith(card, isGenerated).author).toBe('ai-accepted');
    expect(settleAuthorsWith({ ...card, tagline: TYPED }, isGenerated).author).toBe('founder');
    // Without a claim such an object is left alone (no author means the AI's).
    expect(settleAuthorsWith({ name: 'GroomGo', tagline: TYPED }, isGenerated)).toEqual({
      name: 'GroomGo',
      tagline: TYPED,
    });
  });

  it('looks up only the texts it may settle', () => {
    const content = [
      { type: 'PROBLEM', content: TYPED },
      { type: 'target user', content: 'Lena Weber' },
      { name: 'GroomGo', tagline: AI_TEXT },
    ];
    expect(hashesToSettle(content)).toEqual(new Set([textHash(TYPED)]));
  });
});

describe('the text a hash sees', () => {
  it.each([
    ['  Lena   loses TIME.  ', 'lena loses time'],
    ['a) She books it!', 'she books it'],
    ['B. Too expensive…', 'too expensive'],
    ['Why?', 'why'],
    ['...', ''],
  ])('%j -> %j', (text, normal) => {
    expect(normalisedText(text)).toBe(normal);
  });

  it('hashes nothing of a text with nothing left', () => {
    expect(textHash(' ?! ')).toBe('');
    expect(hashesOfLeaves({ a: ['', ' . '], b: 3 }).size).toBe(0);
  });

  it.each([
    [{ type: 'PROBLEM', content: 'x' }, 'content'],
    [{ type: 'PROBLEM', content: 'x', extra: 1 }, undefined],
    [{ step: 'q', answer: 'x' }, 'answer'],
    [{ id: 'i', text: 'x' }, 'text'],
    [{ id: 'i', text: 'x', title: 't' }, undefined],
    [{ value: 'x' }, 'value'],
    [{ speaker: 'Ana', text: 'x', options: [] }, undefined],
  ])('the text field of %j is %s', (item, key) => {
    expect(authoredTextKey(item)).toBe(key);
  });

  it('keeps a claimed ai or ai-accepted and settles a founder claim or none', () => {
    expect(settledAuthor('ai', false)).toBe('ai');
    expect(settledAuthor('ai-accepted', false)).toBe('ai-accepted');
    expect(settledAuthor('founder', true)).toBe('ai-accepted');
    expect(settledAuthor(undefined, false)).toBe('founder');
  });
});

describe('the data of a document (claims only)', () => {
  it.each(Object.entries(SOURCES))(
    '%s: only a founder claim is settled, a missing author stays missing',
    (_, source) => {
      const claims = (text: string, author?: string) =>
        settleAuthorsWith([{ ...source(text), ...(author ? { author } : {}) }], isGenerated, 'claims')[0] as Record<
          string,
          unknown
        >;
      expect(claims(AI_TEXT, 'founder').author).toBe('ai-accepted');
      expect(claims(TYPED, 'founder').author).toBe('founder');
      expect(claims(AI_TEXT, 'ai').author).toBe('ai');
      expect(claims(TYPED)).not.toHaveProperty('author');
      expect(claims(AI_TEXT)).not.toHaveProperty('author');
      expect(hashesToSettle([source(TYPED)], 'claims').size).toBe(0);
    },
  );
});
