import { describe, expect, it } from 'vitest';
import { fieldLabel, personaFields } from './personaFields';

describe('fieldLabel', () => {
  it.each([
    ['short_summary', 'Short summary'],
    ['pain_points', 'Pain points'],
    ['sinus_milieu', 'Sinus milieu'],
    ['name', 'Name'],
    ['favourite__app_', 'Favourite app'],
    ['goals', 'Goals'],
  ])('%s → %s', (key, label) => expect(fieldLabel(key)).toBe(label));
});

describe('personaFields', () => {
  it('keeps the order, leaves out image, created and empty fields, and nests objects', () => {
    const fields = personaFields({
      name: 'Mara Jensen',
      image: 'persona-performer-female-1',
      short_summary: 'Works nights.',
      values: ['Time', 'Time', 'Trust'],
      lifestyle: '',
      goals: [],
      demographics: { age: 38, gender: 'Female', location: '' },
      created: 1_700_000_000_000,
      tools: [{ name: 'Shift planner', use: 'daily' }],
    });
    expect(fields).toEqual([
      { key: 'name', label: 'Name', kind: 'text', text: 'Mara Jensen' },
      { key: 'short_summary', label: 'Short summary', kind: 'text', text: 'Works nights.' },
      { key: 'values', label: 'Values', kind: 'list', items: ['Time', 'Trust'] },
      {
        key: 'demographics',
        label: 'Demographics',
        kind: 'group',
        fields: [
          { key: 'age', label: 'Age', kind: 'text', text: '38' },
          { key: 'gender', label: 'Gender', kind: 'text', text: 'Female' },
        ],
      },
      { key: 'tools', label: 'Tools', kind: 'list', items: ['Name: Shift planner; Use: daily'] },
    ]);
  });
});

describe('personaFields in German', () => {
  it('heads the persona’s fields in German, nested ones too', () => {
    const fields = personaFields(
      {
        short_summary: 'Arbeitet nachts.',
        pain_points: ['Zu wenig Zeit'],
        objection: 'Ich zahle erst nach einem Test.',
        demographics: { age: 38, location: 'Celle' },
      },
      'de',
    );
    expect(fields.map((f) => f.label)).toEqual(['Kurzbeschreibung', 'Schmerzpunkte', 'Einwand', 'Demografie']);
    const group = fields[3];
    expect(group?.kind === 'group' && group.fields.map((f) => f.label)).toEqual(['Alter', 'Wohnort']);
  });
});
