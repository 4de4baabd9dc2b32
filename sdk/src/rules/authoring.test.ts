import { describe, expect, it } from 'vitest';
import type { FeedbackCardResult } from '../ai.js';
import {
  authorAfterChange,
  authorPinAt,
  authorPinsFrom,
  entryAuthors,
  mentorPinAuthor,
  pinsAsEvidence,
} from './authoring.js';

const pin = (topic: string) => ({
  topic,
  content: `${topic} content`,
  agentId: 'mentor',
  source: 'SIMPLE-CHAT' as const,
  prio: false,
});

describe('authorship while the founder works', () => {
  it.each([
    [undefined, 'typed', 'founder'],
    [{ text: 'AI text', author: 'ai-accepted' }, 'AI text', 'ai-accepted'],
    [{ text: 'AI text', author: 'ai' }, ' AI text ', 'ai'],
    [{ text: 'AI text', author: 'ai' }, 'AI text, edited', 'founder'],
    [{ text: 'AI text', author: 'ai-accepted' }, 'AI tex', 'founder'],
    [{ text: 'old', author: null }, 'old', 'ai'],
    [{ text: '', author: 'ai' }, 'typed', 'founder'],
  ] as const)('%j changed to %j is %s', (before, text, author) => {
    expect(authorAfterChange(before, text)).toBe(author);
  });

  it('reads the authors of a saved input by type; an entry without one is the AI’s', () => {
    const authors = entryAuthors([
      { type: 'PROBLEM', content: 'p', author: 'founder' },
      { type: 'SOLUTION', content: 's' },
      { type: 'PROBLEM', content: 'again', author: 'ai' },
      { type: 'TARGET USER', content: 'u', author: 'nobody' },
    ]);
    expect(Object.fromEntries(authors)).toEqual({ PROBLEM: 'founder', SOLUTION: 'ai', 'TARGET USER': 'ai' });
    expect(entryAuthors({ PROBLEM: 'p' }).size).toBe(0);
  });

  it('a mentor’s pins are never the founder’s: accepted, or the AI’s when the message was filled automatically', () => {
    expect(mentorPinAuthor('founder')).toBe('ai-accepted');
    expect(mentorPinAuthor('ai-accepted')).toBe('ai-accepted');
    expect(mentorPinAuthor('ai')).toBe('ai');
  });

  it('authors the pins a reply added and a single pin', () => {
    const card: FeedbackCardResult = { pins: [pin('a'), pin('b'), pin('c')], changedEvents: [] };
    expect(authorPinsFrom(card, 1, 'ai').pins.map((p) => p.author)).toEqual([undefined, 'ai', 'ai']);
    expect(authorPinsFrom(card, 3, 'ai')).toBe(card);
    expect(authorPinAt(card, 2, 'founder').pins.map((p) => p.author)).toEqual([undefined, undefined, 'founder']);
    expect(authorPinAt(card, 5, 'founder')).toBe(card);
  });

  it('hands the reports a pin as the founder’s claim only when the founder wrote it', () => {
    const pins = pinsAsEvidence([
      { ...pin('typed'), source: 'MANUALLY-ADDED', origin: 'user', author: 'founder' },
      { ...pin('autofilled'), origin: 'user', author: 'ai' },
      { ...pin('old'), source: 'MANUALLY-ADDED' },
      { ...pin('web'), origin: 'web', author: 'ai-accepted' },
      { ...pin('mentor'), origin: 'ai', author: 'ai-accepted' },
    ]);
    expect(pins.map((p) => [p.topic, p.origin])).toEqual([
      ['typed', 'user'],
      ['autofilled', 'ai'],
      ['old', 'ai'],
      ['web', 'web'],
      ['mentor', 'ai'],
    ]);
  });
});
