// The whiteboard rows of the offline engine head every field in the user's language and show who wrote a text as
// a label, never a raw key or value.
import { describe, expect, it } from 'vitest';
import { Rng } from '../random.js';
import { exportMiro } from './miro.js';

const input = JSON.stringify([
  {
    name: 'User Tinder',
    result: {
      main_persona: { name: 'Jana', short_summary: 'Surferin aus Kiel', author: 'ai' },
      accepted_users: ['Jana'],
      author: 'ai',
    },
  },
  {
    name: 'Empathy Map',
    result: { hears: 'Wellenbericht', sees: 'volle Strände', feels: 'Vorfreude', frustrations: 'Warten' },
  },
]);

describe('whiteboard rows (offline)', () => {
  it('head fields in German for a German user and label the author', () => {
    const out = exportMiro(input, 'de', new Rng(7));
    for (const label of [
      'Hauptpersona',
      'Akzeptierte Nutzer',
      'Kurzbeschreibung:',
      'Was die Persona hört',
      'Was die Persona sieht',
      'Was die Persona fühlt',
      'Was die Persona am meisten frustriert',
      '| Autor |',
      'KI-generiert',
    ])
      expect(out).toContain(label);
    for (const english of [
      'Author',
      'Main persona',
      'Accepted users',
      'Hears',
      'Sees',
      'Feels',
      'Frustrations',
      'short_summary',
      '| ai |',
      ': ai',
    ])
      expect(out).not.toContain(english);
  });

  it('head fields in English for an English user, never with raw keys', () => {
    const out = exportMiro(input, 'en', new Rng(7));
    expect(out).toContain('| Main persona |');
    expect(out).toContain('Short summary: Surferin aus Kiel');
    expect(out).toContain('| Author | AI-generated, filled automatically |');
    expect(out).not.toMatch(/short_summary|\| ai \|/);
  });
});
