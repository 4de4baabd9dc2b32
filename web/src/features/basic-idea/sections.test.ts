import { describe, expect, it } from 'vitest';
import {
  activeFromSaved,
  allFilled,
  canOpen,
  emptySections,
  promptContent,
  SECTIONS,
  sectionOfContext,
  supportMeLabel,
} from './sections';

const sections = (problem = '', users = '', solution = '') => ({
  PROBLEM: problem,
  'TARGET USER': users,
  SOLUTION: solution,
});

describe('Basic Idea sections (part 2 §4.3)', () => {
  it.each([
    [sections(), 1],
    [sections('p'), 2],
    [sections('p', 'u'), 3],
    [sections('p', 'u', 's'), 4],
    [sections('', 'u', ' '), 2],
  ])('saved entries %j move the active section to %i', (saved, active) => {
    expect(activeFromSaved(saved)).toBe(active);
  });

  it.each([
    // target, active, saveEnabled, allowed
    [1, 3, false, true],
    [3, 3, false, true],
    [3, 2, false, false],
    [3, 1, true, true],
  ])('opening section %i while %i is active (save enabled: %s) is allowed: %s', (target, active, save, allowed) => {
    expect(canOpen(target, active, save)).toBe(allowed);
  });

  it('knows when all three are filled', () => {
    expect(allFilled(sections('p', 'u', 's'))).toBe(true);
    expect(allFilled(sections('p', 'u'))).toBe(false);
    expect(allFilled(emptySections())).toBe(false);
  });

  it.each([
    ['Basic Idea problem', 1],
    ['Basic Idea first users', 2],
    ['Basic Idea target user', 2],
    ['Basic Idea solution', 3],
    ['Basic Idea Support me', null],
    ['Basic Idea Support me problem', 1],
    ['Basic Idea Support me first users', 2],
    ['Basic Idea Support me solution', 3],
    ['Basic Idea Idea Extract from file', null],
    ['HOMECHAT', null],
    ['', null],
  ])('the answer context %j speaks about section %s', (context, section) => {
    expect(sectionOfContext(context)).toBe(section);
  });

  it("names the section in the Support me label, after the spec's prefix", () => {
    expect(SECTIONS.map(supportMeLabel)).toEqual([
      'Basic Idea Support me problem',
      'Basic Idea Support me first users',
      'Basic Idea Support me solution',
    ]);
    for (const section of SECTIONS) expect(sectionOfContext(supportMeLabel(section))).toBe(section.number);
  });

  it('sends the earlier sections and the typed text as STEP_PROMPT content', () => {
    expect(JSON.parse(promptContent(sections('Old problem', 'Old users', 'Old solution'), 2, 'New users'))).toEqual([
      { type: 'PROBLEM', content: 'Old problem' },
      { type: 'TARGET USER', content: 'New users' },
    ]);
  });
});
