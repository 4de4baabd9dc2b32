import { describe, expect, it } from 'vitest';
import { genericFieldLabel, resultFieldLabel } from './resultLabels.js';

describe('result field labels', () => {
  it.each([
    // the idea card (Basic Idea)
    ['name', 'Name', 'Name'],
    ['tagline', 'Tagline', 'Slogan'],
    ['key_features', 'Key features', 'Kernfunktionen'],
    ['target_group', 'Target group', 'Zielgruppe'],
    ['value_proposition', 'Value proposition', 'Nutzenversprechen'],
    // persona
    ['short_summary', 'Short summary', 'Kurzbeschreibung'],
    ['values', 'Values', 'Werte'],
    ['occupation', 'Occupation', 'Beruf'],
    ['demographics', 'Demographics', 'Demografie'],
    ['gender', 'Gender', 'Geschlecht'],
    ['sinus_milieu', 'Sinus milieu', 'Sinus-Milieu'],
    ['goals', 'Goals', 'Ziele'],
    ['lifestyle', 'Lifestyle', 'Lebensstil'],
    ['pain_points', 'Pain points', 'Schmerzpunkte'],
    ['attitude', 'Attitude', 'Haltung'],
    ['objections', 'Objections', 'Einwände'],
    // user tinder
    ['main_persona', 'Main persona', 'Hauptpersona'],
    ['accepted_users', 'Accepted users', 'Akzeptierte Nutzer'],
    ['rejected_users', 'Rejected users', 'Abgelehnte Nutzer'],
    // empathy map
    ['hears', 'What the persona hears', 'Was die Persona hört'],
    ['sees', 'What the persona sees', 'Was die Persona sieht'],
    ['feels', 'What the persona feels', 'Was die Persona fühlt'],
    ['frustrations', 'What frustrates the persona most', 'Was die Persona am meisten frustriert'],
    // problem shadowing
    ['day_in_life_story', 'Day in life story', 'Ein Tag im Leben'],
    ['situations', 'Situations', 'Situationen'],
    ['step', 'Step', 'Schritt'],
    ['answer', 'Answer', 'Antwort'],
    ['target_user', 'Target user', 'Zielperson'],
    ['persona_extension', 'Persona extension', 'Persona-Erweiterung'],
    ['core_problem', 'Core problem', 'Kernproblem'],
    ['needs_and_barriers', 'Needs and barriers', 'Bedürfnisse und Hürden'],
    // landing page, numbered fields included
    ['companyName', 'Company name', 'Firmenname'],
    ['heroHeadline', 'Hero headline', 'Hero-Überschrift'],
    ['geroButton2', 'Hero button 2', 'Hero-Button 2'],
    ['offeringTitle3', 'Offer 3 title', 'Angebot 3: Titel'],
    ['testimonial1Name', 'Testimonial 1 name', 'Kundenstimme 1: Name'],
    ['serviceCard2Description', 'Service card 2 description', 'Service 2: Beschreibung'],
    // reports
    ['title', 'Title', 'Titel'],
    ['source', 'Source', 'Quelle'],
    ['origin', 'Origin', 'Herkunft'],
  ])('%s reads "%s" in English and "%s" in German', (key, en, de) => {
    expect(resultFieldLabel(key, 'en')).toBe(en);
    expect(resultFieldLabel(key, 'de')).toBe(de);
  });

  it('takes regional German and falls back to English for other languages', () => {
    expect(resultFieldLabel('target_group', 'de-AT')).toBe('Zielgruppe');
    expect(resultFieldLabel('target_group', 'fr')).toBe('Target group');
  });

  it.each([
    ['price_per_day', 'Price per day'],
    ['  extra__notes_ ', 'Extra notes'],
    ['toString', 'ToString'],
    ['constructor', 'Constructor'],
    ['feature', 'Feature'],
    ['___', '—'],
  ])('an unknown key %j gets the generic heading %j in both languages', (key, heading) => {
    expect(resultFieldLabel(key, 'en')).toBe(heading);
    expect(resultFieldLabel(key, 'de')).toBe(heading);
    expect(genericFieldLabel(key)).toBe(heading);
  });
});
