import { emptyFrame, FRAME_SLOTS, type IdeaFrame } from '@idea-studio/sdk';
import { describe, expect, it } from 'vitest';
import {
  asRead,
  changedSlots,
  confirmFrame,
  editSlot,
  frameTitle,
  ideaText,
  reread,
  storedFrameOf,
  withStoredFrame,
} from './ideaFrame';

const slot = (name: string) => FRAME_SLOTS.find((s) => s.name === name)!;
const READ: IdeaFrame = { ...emptyFrame(), offer: 'Bike repair', people: 'students', shape: 'repair' };

describe('ideaText and frameTitle', () => {
  it('joins the written sections in order, one a line', () => {
    expect(ideaText({ PROBLEM: ' Flat tyres ', 'TARGET USER': '', SOLUTION: 'A van' })).toBe('Flat tyres\nA van');
    expect(ideaText({ PROBLEM: '', 'TARGET USER': ' ', SOLUTION: '' })).toBe('');
  });

  it.each([
    ['Pfotenmobil', 'Pfotenmobil'],
    ['  Radwerk  ', 'Radwerk'],
    ['My Business Model Canvas 2025-01-02', null],
    ['Mein Business Model Canvas', null],
    ['', null],
    [null, null],
  ])('title %j → %j', (name, title) => {
    expect(frameTitle(name)).toBe(title);
  });
});

describe('editing and confirming a reading', () => {
  it('an edited slot is the founder’s; saving the same words again keeps its author', () => {
    const edited = editSlot(asRead(READ), slot('people'), 'students in Leeds');
    expect(edited.frame.people).toBe('students in Leeds');
    expect(edited.authors.people).toBe('founder');
    expect(edited.authors.offer).toBe('ai');
    expect(editSlot(confirmFrame(asRead(READ)), slot('offer'), 'Bike repair').authors.offer).toBe('ai-accepted');
  });

  it('a not-said slot left empty stays as read; a said slot emptied is the founder’s “not said”', () => {
    expect(editSlot(asRead(READ), slot('price'), '  ').authors.price).toBe('ai');
    const cleared = editSlot(asRead(READ), slot('people'), '');
    expect(cleared.frame.people).toBeNull();
    expect(cleared.authors.people).toBe('founder');
  });

  it('lists split at “;”, price kind and shape take their values', () => {
    const current = asRead(READ);
    expect(editSlot(current, slot('channels'), 'Instagram; flyers ;').frame.channels).toEqual(['Instagram', 'flyers']);
    expect(editSlot(current, slot('priceKind'), 'per_use').frame.priceKind).toBe('per_use');
    expect(editSlot(current, slot('priceKind'), '').frame.priceKind).toBeNull();
    expect(editSlot(current, slot('shape'), 'rental').frame.shape).toBe('rental');
  });

  it('confirming accepts only the AI’s slots', () => {
    const confirmed = confirmFrame(editSlot(asRead(READ), slot('people'), 'students in Leeds'));
    expect(confirmed.authors.people).toBe('founder');
    expect(confirmed.authors.offer).toBe('ai-accepted');
  });
});

describe('reading again', () => {
  const stored = confirmFrame(editSlot(asRead(READ), slot('people'), 'students in Leeds'));
  const fresh: IdeaFrame = { ...READ, offer: 'Bike and scooter repair', people: 'pupils', setting: 'in Leeds' };

  it('names the slots that would change, never the founder’s', () => {
    expect(changedSlots(stored, fresh).map((s) => s.name)).toEqual(['offer', 'setting']);
    expect(changedSlots(stored, { ...READ, people: 'pupils', offer: 'BIKE REPAIR ' })).toEqual([]);
  });

  it('takes the new reading in the other slots; unchanged ones keep their author', () => {
    const next = reread(stored, fresh);
    expect(next.frame).toMatchObject({
      offer: 'Bike and scooter repair',
      people: 'students in Leeds',
      setting: 'in Leeds',
    });
    expect(next.authors).toMatchObject({ offer: 'ai', people: 'founder', setting: 'ai', shape: 'ai-accepted' });
  });
});

describe('the frame in the saved input', () => {
  it('is saved after the sections with each slot’s author and read back the same', () => {
    const stored = editSlot(asRead(READ), slot('channels'), 'Instagram; flyers');
    const sections = [{ type: 'PROBLEM', content: 'Flat tyres', author: 'founder' as const }];
    const input = withStoredFrame(sections, stored);
    expect(input[0]).toEqual(sections[0]);
    expect(input.slice(1).map((e) => e.type)).toEqual(FRAME_SLOTS.map((s) => s.type));
    expect(input.find((e) => e.type === 'CHANNELS')).toEqual({
      type: 'CHANNELS',
      content: 'Instagram; flyers',
      author: 'founder',
    });
    expect(storedFrameOf(input)).toEqual(stored);
  });

  it('is absent until stored', () => {
    expect(withStoredFrame([], null)).toEqual([]);
    expect(storedFrameOf([{ type: 'PROBLEM', content: 'x' }])).toBeUndefined();
    expect(storedFrameOf(null)).toBeUndefined();
  });
});
