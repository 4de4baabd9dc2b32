import { describe, expect, it } from 'vitest';
import type { Author } from './evidence.js';
import {
  emptyFrame,
  FRAME_SLOT_MAX,
  FRAME_SLOTS,
  frameFingerprint,
  frameFromEntries,
  frameSlot,
  frameSlotProblem,
  frameToEntries,
  hasFrame,
  IDEA_PRICE_KINDS,
  IDEA_SHAPES,
  type IdeaFrame,
  spansOnly,
  splitFrameList,
  withFrameEntries,
} from './ideaFrame.js';

const IDEA = 'We repair broken washing machines for landlords of student flats around Leeds for a £45 call-out fee.';
const FRAME: IdeaFrame = {
  offer: 'repair broken washing machines',
  people: 'landlords of student flats',
  setting: 'around Leeds',
  price: '£45 call-out fee',
  priceKind: 'per_use',
  partners: ['letting agents'],
  channels: ['Instagram', 'phone'],
  shape: 'repair',
  name: 'FixIt',
};
const SECTIONS = [
  { type: 'PROBLEM', content: 'Washing machines break', author: 'founder' as Author },
  { type: 'TARGET USER', content: 'Landlords', author: 'ai' as Author },
];

describe('the idea frame’s slots', () => {
  it('are the nine of the contract, in the order they are shown, each with its entry type', () => {
    expect(FRAME_SLOTS.map((s) => [s.name, s.type, s.list])).toEqual([
      ['offer', 'OFFER', false],
      ['people', 'PEOPLE', false],
      ['setting', 'SETTING', false],
      ['price', 'PRICE', false],
      ['priceKind', 'PRICE KIND', false],
      ['partners', 'PARTNERS', true],
      ['channels', 'CHANNELS', true],
      ['shape', 'SHAPE', false],
      ['name', 'NAME', false],
    ]);
  });

  it.each([
    ['offer', 'offer'],
    ['PRICEKIND', 'priceKind'],
    ['price kind', 'priceKind'],
    [' Channels ', 'channels'],
    ['SHAPE', 'shape'],
    ['problem', undefined],
  ])('frameSlot(%j) is %j', (name, slot) => {
    expect(frameSlot(name)?.name).toBe(slot);
  });

  it.each([
    ['a; b', ['a', 'b']],
    [' Instagram ;phone; ', ['Instagram', 'phone']],
    ['', []],
    ['  ;  ', []],
  ])('splitFrameList(%j) is %j', (text, items) => {
    expect(splitFrameList(text)).toEqual(items);
  });
});

describe('frameSlotProblem (the server re-checks a saved frame with it)', () => {
  const long = 'x'.repeat(FRAME_SLOT_MAX + 1);
  it.each<[type: string, content: string, problem: RegExp | undefined]>([
    ['SHAPE', 'repair', undefined],
    ['SHAPE', '', undefined],
    ['SHAPE', 'bakery', /^SHAPE must be one of service_visit, repair, /],
    ['PRICE KIND', 'per_use', undefined],
    ['PRICE KIND', '', undefined],
    ['PRICE KIND', 'bogus', /^PRICE KIND must be empty or one of subscription, /],
    ['OFFER', 'anything the founder said', undefined],
    ['OFFER', 'x'.repeat(FRAME_SLOT_MAX), undefined],
    ['OFFER', long, /^OFFER is longer than 300 characters\.$/],
    ['PARTNERS', long, /^PARTNERS is longer than 300 characters\.$/],
    ['PROBLEM', long, undefined],
    ['SOMETHING ELSE', 'bogus', undefined],
  ])('%s %j: %s', (type, content, problem) => {
    const found = frameSlotProblem(type, content);
    if (problem) expect(found).toMatch(problem);
    else expect(found).toBeUndefined();
  });

  it('takes every shape and price kind of the contract', () => {
    for (const shape of IDEA_SHAPES) expect(frameSlotProblem('SHAPE', shape)).toBeUndefined();
    for (const kind of IDEA_PRICE_KINDS) expect(frameSlotProblem('PRICE KIND', kind)).toBeUndefined();
  });
});

describe('the frame in the Basic Idea’s saved input', () => {
  it('is one entry per slot, lists joined by "; ", empty for "not said", the AI’s unless an author is given', () => {
    const entries = frameToEntries(
      { ...emptyFrame(), offer: 'repairs', channels: ['Instagram', 'phone'] },
      new Map([['OFFER', 'founder']]),
    );
    expect(entries).toEqual([
      { type: 'OFFER', content: 'repairs', author: 'founder' },
      { type: 'PEOPLE', content: '', author: 'ai' },
      { type: 'SETTING', content: '', author: 'ai' },
      { type: 'PRICE', content: '', author: 'ai' },
      { type: 'PRICE KIND', content: '', author: 'ai' },
      { type: 'PARTNERS', content: '', author: 'ai' },
      { type: 'CHANNELS', content: 'Instagram; phone', author: 'ai' },
      { type: 'SHAPE', content: 'other', author: 'ai' },
      { type: 'NAME', content: '', author: 'ai' },
    ]);
  });

  it.each<[label: string, input: unknown, frame: IdeaFrame | undefined]>([
    ['nothing saved', null, undefined],
    ['sections only', SECTIONS, undefined],
    ['a frame written and read back', [...SECTIONS, ...frameToEntries(FRAME)], FRAME],
    [
      'one slot entry: the others not said',
      [{ type: 'OFFER', content: ' repairs ' }],
      { ...emptyFrame(), offer: 'repairs' },
    ],
    [
      'an unknown shape and price kind',
      [
        { type: 'SHAPE', content: 'bakery' },
        { type: 'PRICE KIND', content: 'bogus' },
      ],
      emptyFrame(),
    ],
    [
      'the first entry of a slot wins',
      [
        { type: 'PEOPLE', content: 'landlords' },
        { type: 'PEOPLE', content: 'tenants' },
      ],
      { ...emptyFrame(), people: 'landlords' },
    ],
    ['a slot without text content is skipped', [{ type: 'PEOPLE', content: 5 }], emptyFrame()],
  ])('frameFromEntries: %s', (_label, input, frame) => {
    expect(hasFrame(input)).toBe(frame !== undefined);
    expect(frameFromEntries(input)).toEqual(frame);
  });

  it('withFrameEntries keeps the sections in their order and puts the new frame after them, replacing the old one', () => {
    const input = [...SECTIONS, ...frameToEntries(emptyFrame())];
    const next = withFrameEntries(input, FRAME, new Map([['PEOPLE', 'founder']]));
    expect(next.slice(0, 2)).toEqual(SECTIONS);
    expect(next).toHaveLength(2 + FRAME_SLOTS.length);
    expect(frameFromEntries(next)).toEqual(FRAME);
    expect(next.find((e) => e.type === 'PEOPLE')).toEqual({
      type: 'PEOPLE',
      content: 'landlords of student flats',
      author: 'founder',
    });
  });
});

describe('frameFingerprint', () => {
  it.each<[label: string, other: IdeaFrame, same: boolean]>([
    ['the same frame', { ...FRAME }, true],
    ['another case and spacing', { ...FRAME, offer: '  Repair broken washing machines ' }, true],
    ['another offer', { ...FRAME, offer: 'repair fridges' }, false],
    ['a channel more', { ...FRAME, channels: [...FRAME.channels, 'flyers'] }, false],
    ['another shape', { ...FRAME, shape: 'service_visit' }, false],
  ])('%s: same fingerprint %s', (_label, other, same) => {
    expect(frameFingerprint(other) === frameFingerprint(FRAME)).toBe(same);
    expect(frameFingerprint(other)).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe('spansOnly (a model’s invention never stands in a frame)', () => {
  it.each<[label: string, frame: IdeaFrame, kept: Partial<IdeaFrame>]>([
    ['spans of the text stay', { ...FRAME, partners: [], channels: [] }, { offer: FRAME.offer, people: FRAME.people }],
    [
      'case and spacing aside',
      { ...FRAME, people: '  Landlords   of student flats ' },
      { people: 'Landlords   of student flats' },
    ],
    ['an invented offer is dropped', { ...FRAME, offer: 'fix dishwashers' }, { offer: null }],
    ['a rephrased people is dropped', { ...FRAME, people: 'property owners' }, { people: null }],
    ['invented list items are dropped', { ...FRAME, channels: ['Instagram', 'TikTok'] }, { channels: [] }],
    ['an invented price drops its kind', { ...FRAME, price: '£60 a month' }, { price: null, priceKind: null }],
    ['free stays without a price', { ...FRAME, price: null, priceKind: 'free' }, { priceKind: 'free' }],
    ['shape and name are kept', { ...FRAME, shape: 'repair', name: 'FixIt' }, { shape: 'repair', name: 'FixIt' }],
  ])('%s', (_label, frame, kept) => {
    expect(spansOnly(frame, IDEA)).toMatchObject(kept);
  });
});
