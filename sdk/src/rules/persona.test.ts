import { describe, expect, it } from 'vitest';
import {
  allPersonaImageStyles,
  genderKey,
  milieuKey,
  normalizePersona,
  personaImageStyle,
  personaImageUrl,
  personaMilieu,
} from './persona.js';

describe('persona rules', () => {
  it.each([
    ['Performers', 'performer'],
    ['Performer-Milieu', 'performer'],
    ['Neo-Ökologische', 'neo-ecological'],
    ['Adaptiv-Pragmatische Mitte', 'adaptive-pragmatic'],
    ['Konsum-Hedonisten', 'consumer-hedonist'],
    ['Prekäre', 'precarious'],
    ['Traditionals', 'traditional'],
    ['Martians', undefined],
    ['', undefined],
  ])('reads the milieu %s as %s', (name, key) => {
    expect(milieuKey(name)).toBe(key);
  });

  it.each([
    ['Male', 'male'],
    ['m', 'male'],
    ['Female', 'female'],
    ['w', 'female'],
    ['non-binary', 'diverse'],
    ['', 'diverse'],
    [undefined, 'diverse'],
  ])('reads the gender %s as %s', (gender, key) => {
    expect(genderKey(gender)).toBe(key);
  });

  it('keeps the last of sinus_milieu, sinus_milieus and sinus_milieuse', () => {
    expect(personaMilieu({ sinus_milieu: 'Performers', sinus_milieuse: 'Traditionals' })).toBe('Traditionals');
    expect(personaMilieu({ sinus_milieus: ['Expeditives'] })).toBe('Expeditives');
    expect(personaMilieu({})).toBe('');
  });

  it('normalises an answer into a persona with an image style, and refuses non-personas', () => {
    const persona = normalizePersona({
      name: ' Lena Berger ',
      short_summary: 'Runs a bakery.',
      values: 'Quality, Family',
      demographics: { occupation: 'Baker', gender: 'w', age: 41 },
      sinus_milieus: 'Nostalgisch-Bürgerliche',
      goals: ['Less waste'],
      pain_points: ['Leftover bread'],
      favourite_app: 'none',
    });
    expect(persona).toMatchObject({
      name: 'Lena Berger',
      occupation: 'Baker',
      values: ['Quality', 'Family'],
      sinus_milieu: 'Nostalgisch-Bürgerliche',
      lifestyle: '',
      favourite_app: 'none',
    });
    expect(persona).not.toHaveProperty('sinus_milieus');
    expect(persona!.image).toMatch(/^persona-nostalgic-middle-class-female-[12]$/);
    expect(normalizePersona('Lena')).toBeNull();
    expect(normalizePersona({ short_summary: 'no name' })).toBeNull();
  });

  it('chooses the variant by name, the same every time, and maps styles to assets', () => {
    const a = personaImageStyle({ name: 'Lena', sinus_milieu: 'Performers', demographics: { gender: 'Female' } });
    expect(personaImageStyle({ name: 'Lena', sinus_milieu: 'Performers', demographics: { gender: 'Female' } })).toBe(a);
    const variants = new Set(
      ['Ada', 'Ben', 'Cem', 'Dora', 'Eli', 'Finn', 'Gül', 'Hans'].map((name) =>
        personaImageStyle({ name, sinus_milieu: 'Performers', demographics: { gender: 'Female' } }),
      ),
    );
    expect(variants).toEqual(new Set(['persona-performer-female-1', 'persona-performer-female-2']));
    expect(allPersonaImageStyles()).toHaveLength(60);
    expect(personaImageUrl(a)).toBe(`/assets/personas/${a}.svg`);
    expect(personaImageUrl('../../etc/passwd')).toBe('/assets/personas/persona-adaptive-pragmatic-diverse-1.svg');
  });
});
