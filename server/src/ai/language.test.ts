import { describe, expect, it } from 'vitest';
import { answerLanguage, clearLanguage } from './language.js';

describe('answer language', () => {
  it.each([
    ['Commuters lose hours every month because their bike breaks down', 'en'],
    ['Pendler verlieren jeden Monat Stunden, weil die Werkstätten für Wochen ausgebucht sind', 'de'],
    ['Wie finde ich meine ersten Kunden?', 'de'],
    ['Kunden finden?', undefined],
    ['My Business Model Canvas 2026-11-23', undefined],
    ['Bike Repair Subscription', undefined],
  ])('"%s" is clearly %s', (text, lang) => {
    expect(clearLanguage(text)).toBe(lang);
  });

  it('the user’s own words decide, else the profile language', () => {
    expect(answerLanguage('de', ['Students cannot find a quiet place to study in the evening'])).toBe('en');
    expect(answerLanguage('en', ['Eltern finden keinen Babysitter, wenn die Kita zu hat'])).toBe('de');
    expect(answerLanguage('de', ['', 'PedalPal'])).toBe('de');
  });
});
