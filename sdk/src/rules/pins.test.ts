import { describe, expect, it } from 'vitest';
import type { FeedbackCardResult } from '../ai.js';
import {
  addChatPins,
  addPin,
  canAddPin,
  deletePin,
  feedbackCardOf,
  feedbackLeft,
  isValidFeedbackCard,
  type NewPin,
  pinsByAgent,
  prioritisePin,
  rephrasePin,
  withChange,
  withoutChangesOf,
} from './pins.js';

const NOW = new Date('2026-11-24T10:00:00Z');
const LATER = new Date('2026-11-24T11:00:00Z');
const pin = (agentId: string, topic: string): NewPin => ({
  topic,
  content: `${topic} in detail.`,
  agentId,
  agentName: agentId,
  source: 'SIMPLE-CHAT',
});
const empty: FeedbackCardResult = { pins: [], changedEvents: [] };

describe('feedback pins (part 2 §4.8, §5)', () => {
  it('adds a pin only with a topic and a content, prio false, and logs add once per mentor', () => {
    expect(canAddPin(' ', 'x')).toBe(false);
    expect(canAddPin('Price', '  ')).toBe(false);
    expect(addPin(empty, { ...pin('finance', ' '), content: 'x' }, NOW)).toBe(empty);
    let card = addPin(empty, { ...pin('finance', 'Price'), topic: ' Price ', source: 'MANUALLY-ADDED' }, NOW);
    card = addPin(card, pin('finance', 'Margins'), NOW);
    expect(card.pins[0]).toEqual({
      topic: 'Price',
      content: 'Price in detail.',
      agentId: 'finance',
      agentName: 'finance',
      source: 'MANUALLY-ADDED',
      author: 'founder',
      dateCreated: NOW.toISOString(),
      dateEdited: null,
      prio: false,
      origin: 'user',
      evidence: null,
    });
    expect(card.pins[1]).toMatchObject({ origin: 'ai', evidence: null });
    expect(card.changedEvents).toEqual([{ type: 'add', agentId: 'finance' }]);
  });

  it('adds a mentor’s proposed pins from the chat with their origin and evidence, under the mentor and thread', () => {
    const card = addChatPins(
      empty,
      [
        { topic: 'Market', content: 'Count them.', origin: 'ai', source: null },
        { topic: 'Study', content: 'The study says so.', origin: 'document', source: 'study.pdf' },
        { topic: ' ', content: 'No topic.', origin: 'ai', source: null },
      ],
      { agentId: 'mentor_market', agentName: 'Mara', mainTag: 'Market Size', session: 'thread-1' },
      NOW,
    );
    expect(card.pins).toHaveLength(2);
    expect(card.pins[1]).toMatchObject({
      topic: 'Study',
      source: 'SIMPLE-CHAT',
      origin: 'document',
      evidence: 'study.pdf',
      agentName: 'Mara',
      session: 'thread-1',
      prio: false,
    });
    expect(card.changedEvents).toEqual([{ type: 'add', agentId: 'mentor_market' }]);
  });

  it('keeps the author the server gave a mentor’s pin', () => {
    const card = addChatPins(
      empty,
      [
        { topic: 'Yours', content: 'You asked six nurses.', origin: 'user', source: null, author: 'founder' },
        { topic: 'Auto', content: 'Autofill said so.', origin: 'ai', source: null, author: 'ai' },
        { topic: 'Old', content: 'An older server.', origin: 'ai', source: null },
      ],
      { agentId: 'mentor_market' },
      NOW,
    );
    expect(card.pins.map((p) => p.author)).toEqual(['founder', 'ai', undefined]);
  });

  it.each([
    ['complete pins and known changes', { pins: [], changedEvents: [] }, true],
    [
      'a blank content',
      { pins: [{ topic: 'T', content: ' ', agentId: 'a', prio: false, source: 'SIMPLE-CHAT' }], changedEvents: [] },
      false,
    ],
    [
      'an unknown source',
      { pins: [{ topic: 'T', content: 'C', agentId: 'a', prio: false, source: 'EMAIL' }], changedEvents: [] },
      false,
    ],
    [
      'a prio that is not a boolean',
      { pins: [{ topic: 'T', content: 'C', agentId: 'a', prio: 'yes', source: 'SIMPLE-CHAT' }], changedEvents: [] },
      false,
    ],
    ['an unknown change', { pins: [], changedEvents: [{ type: 'moved', agentId: 'a' }] }, false],
    ['no change list', { pins: [] }, false],
    ['a list', [], false],
  ])('a saved card with %s is valid: %s', (_label, card, valid) => {
    expect(isValidFeedbackCard(card)).toBe(valid);
  });

  it('prioritises, rephrases (prio back to false) and deletes, each logged once per mentor and kind', () => {
    let card = addPin(addPin(empty, pin('finance', 'Price'), NOW), pin('market', 'Reach'), NOW);
    card = prioritisePin(card, 0);
    expect(card.pins[0]?.prio).toBe(true);
    expect(card.pins[0]?.author).toBeUndefined();
    card = rephrasePin(card, 0, 'Pricing', 'Start at 9 euros.', LATER);
    // The words are the founder's now.
    expect(card.pins[0]).toMatchObject({
      topic: 'Pricing',
      content: 'Start at 9 euros.',
      prio: false,
      author: 'founder',
    });
    expect(card.pins[0]?.dateEdited).toBe(LATER.toISOString());
    expect(rephrasePin(card, 0, ' ', 'x')).toBe(card);
    card = rephrasePin(card, 0, 'Pricing', 'Start at 8 euros.', LATER);
    card = deletePin(card, 1);
    expect(card.pins.map((p) => p.topic)).toEqual(['Pricing']);
    expect(card.changedEvents).toEqual([
      { type: 'add', agentId: 'finance' },
      { type: 'add', agentId: 'market' },
      { type: 'priorised', agentId: 'finance' },
      { type: 'edited', agentId: 'finance' },
      { type: 'deleted', agentId: 'market' },
    ]);
    expect(deletePin(card, 5)).toBe(card);
    expect(prioritisePin(card, -1)).toBe(card);
  });

  it('clears a mentor’s changes once their report is made, and keeps the others', () => {
    const events = withChange(withChange([], 'add', 'finance'), 'edited', 'market');
    expect(withoutChangesOf(events, 'finance')).toEqual([{ type: 'edited', agentId: 'market' }]);
  });

  it('reads a saved card, counts what is left until Ship and groups the board by mentor, prioritised first', () => {
    expect(feedbackCardOf({ pins: 'none' })).toEqual(empty);
    expect(feedbackLeft(0)).toBe(30);
    expect(feedbackLeft(12)).toBe(18);
    expect(feedbackLeft(31)).toBe(0);
    let card = addPin(addPin(empty, pin('finance', 'Price'), NOW), pin('finance', 'Costs'), NOW);
    card = prioritisePin(addPin(card, pin('market', 'Reach'), NOW), 1);
    const columns = pinsByAgent(card.pins);
    expect([...columns.keys()]).toEqual(['finance', 'market']);
    expect(columns.get('finance')?.map((p) => p.topic)).toEqual(['Costs', 'Price']);
  });
});
