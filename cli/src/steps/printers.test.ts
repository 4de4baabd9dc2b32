import { type FeedbackCardResult, type FeedbackPin, frameToEntries } from '@idea-studio/sdk';
import { describe, expect, it } from 'vitest';
import { cardLines, printerFor } from './printers.js';

// What `step show` and `pins ls` print speaks the user's language: German labels for a German user, English for
// everyone else, around the founder's data as it is.

const pin = (n: number): FeedbackPin =>
  ({
    topic: `Thema ${n}`,
    content: `Inhalt ${n}`,
    agentId: 'mentor_market',
    agentName: 'Mara',
    mainTag: 'market',
    origin: 'ai',
    author: 'ai',
  }) as unknown as FeedbackPin;

describe('the step printers in German', () => {
  it('print the problem shadowing result with German labels', () => {
    const lines = printerFor('problemShadowing').result(
      {
        target_user: 'Lena Weber',
        core_problem: 'Das Rad ist morgens weg.',
        needs_and_barriers: ['Bedürfnis: pünktlich sein'],
        situations: [{ step: 'Wenn ich zum Bahnhof muss…', answer: 'nehme ich das Auto.', author: 'ai' }],
      },
      'de',
    );
    expect(lines).toContain('  Zielperson: Lena Weber');
    expect(lines).toContain('  Kernproblem: Das Rad ist morgens weg.');
    expect(lines).toContain(
      '  1. Wenn ich zum Bahnhof muss nehme ich das Auto. [KI-generiert, automatisch ausgefüllt]',
    );
  });

  it('asks the empathy questions in German', () => {
    const lines = printerFor('insightMapping').result(
      { persona: { name: 'Lena' }, hears: ['a'], sees: [], feels: [], frustrations: ['b'] },
      'de',
    );
    expect(lines[0]).toBe('  Empathiekarte von Lena');
    expect(lines).toContain('  Was hört Lena?');
    expect(lines).toContain('  Was frustriert Lena am meisten?');
  });

  it('counts the Feedback Card’s pins in German, as the web does', () => {
    const card = { pins: [pin(1), pin(2)], changedEvents: [] } as unknown as FeedbackCardResult;
    const lines = cardLines(card, 'de');
    expect(lines).toContain('  Rückmeldungen: 2 · bis zum Ship noch 28');
    expect(lines.join('\n')).not.toMatch(/Feedbacks|left until/);
    expect(cardLines(card, 'en')).toContain('  2 Feedbacks, 28 Feedback left until Ship');
  });
});

describe('the idea card printer', () => {
  it('labels a name the assistant proposed, and leaves the founder’s own name as it is', () => {
    const proposed = { name: 'MobileNest', tagline: 'Grooming at the door', author: 'ai', nameProposed: true };
    expect(printerFor('basicIdea').result(proposed, 'en')[0]).toContain('MobileNest (name proposed by the assistant)');
    expect(printerFor('basicIdea').result(proposed, 'de')[0]).toContain(
      'MobileNest (Name vom Assistenten vorgeschlagen)',
    );
    const own = { name: 'Pfotenmobil', tagline: 'Grooming at the door', author: 'ai', nameProposed: false };
    expect(printerFor('basicIdea').result(own, 'en')[0]).not.toContain('proposed');
  });
});

describe('the step printers for a teammate', () => {
  it('name the founder of the round as the teammate, never "you"', () => {
    const card = { name: 'Spokey', tagline: 'Your bike, fixed at work', author: 'founder' };
    expect(printerFor('basicIdea').result(card, 'en')[0]).toContain('[entered by you]');
    expect(printerFor('basicIdea').result(card, 'en', 'teammate')[0]).toContain('[entered by your teammate]');
    const shadowing = {
      target_user: 'Lena Weber',
      situations: [{ step: 'Wenn ich zum Bahnhof muss…', answer: 'nehme ich das Rad.', author: 'founder' }],
    };
    expect(printerFor('problemShadowing').result(shadowing, 'de', 'teammate').join('\n')).toContain(
      '[von deinem Teammitglied eingegeben]',
    );
    const founderPin = { ...pin(1), origin: 'user', author: 'founder' } as unknown as FeedbackPin;
    const lines = cardLines({ pins: [founderPin] } as unknown as FeedbackCardResult, 'en', 'teammate');
    expect(lines.join('\n')).toContain('[entered by your teammate]');
    expect(lines.join('\n')).not.toMatch(/by you\]/);
  });
});

describe('the Basic Idea printer with the idea frame', () => {
  const input = [
    { type: 'PROBLEM', content: 'Students have no time to do laundry', author: 'founder' },
    { type: 'TARGET USER', content: '', author: 'ai' },
    { type: 'SOLUTION', content: '' },
    ...frameToEntries(
      {
        offer: 'laundry pickup',
        people: 'students',
        setting: null,
        price: null,
        priceKind: null,
        partners: [],
        channels: [],
        shape: 'service_visit',
        name: null,
      },
      new Map([['OFFER', 'founder']]),
    ),
  ];

  it('prints each slot after the sections with who wrote it, and "not said" for the empty ones', () => {
    const lines = printerFor('basicIdea').input(input, 'en');
    expect(lines.slice(3)).toEqual([
      '  How we read your idea:',
      '    What you offer:    laundry pickup [entered by you]',
      '    Who it is for:     students [AI-generated, filled automatically]',
      '    Where or when:     not said',
      '    Price:             not said',
      '    How it is charged: not said',
      '    Partners:          not said',
      '    Channels:          not said',
      '    Kind of business:  service_visit [AI-generated, filled automatically]',
      '    Product name:      not said',
    ]);
    const german = printerFor('basicIdea').input(input, 'de');
    expect(german[3]).toBe('  So lesen wir deine Idee:');
    expect(german).toContain(`    ${'Wo oder wann:'.padEnd(22)}nicht genannt`);
    expect(german).toContain(`    ${'Was du anbietest:'.padEnd(22)}laundry pickup [von dir eingegeben]`);
  });

  it('prints no frame before the idea was read', () => {
    expect(printerFor('basicIdea').input(input.slice(0, 3), 'en')).toHaveLength(3);
  });
});
