import { describe, expect, it } from 'vitest';
import type { Persona } from '../ai.js';
import {
  autoClassify,
  autoClassifyRest,
  checkTinderSave,
  classifyPersona,
  isDoubter,
  mainPersonaOf,
  mainPersonaOfResult,
  needMatchScore,
  prioritizePersona,
  resolveSkipped,
  startTinder,
  type TinderState,
  tinderFromInput,
  tinderResult,
  tinderSortedAll,
  tinderToInput,
  unclassifyPersona,
} from './tinder.js';

const persona = (name: string, extra: Partial<Persona> & Record<string, unknown> = {}): Persona => ({
  name,
  short_summary: `${name} in two sentences.`,
  values: ['Family'],
  sinus_milieu: 'Performers',
  goals: [],
  lifestyle: '',
  pain_points: [],
  ...extra,
});
const names = (list: Persona[]) => list.map((p) => p.name);
const [ada, ben, cem, dora] = ['Ada Roth', 'Ben Kaya', 'Cem Yilmaz', 'Dora Weiss'].map((n) => persona(n));
const fresh = () => startTinder([ada, ben, cem, dora]);

describe('sorting the queue (part 2 §4.4)', () => {
  it('takes the front persona into the list of its verdict', () => {
    let s = fresh();
    s = classifyPersona(s, 'accept');
    s = classifyPersona(s, 'reject');
    s = classifyPersona(s, 'skip');
    expect(names(s.positive)).toEqual(['Ada Roth']);
    expect(names(s.negative)).toEqual(['Ben Kaya']);
    expect(names(s.skipped)).toEqual(['Cem Yilmaz']);
    expect(names(s.queue)).toEqual(['Dora Weiss']);
    expect(tinderSortedAll(s)).toBe(false);
    expect(tinderSortedAll(classifyPersona(s, 'accept'))).toBe(true);
  });

  it('drops a repeated name when the queue is made and ignores unknown names', () => {
    expect(names(startTinder([ada, persona('ada roth'), ben]).queue)).toEqual(['Ada Roth', 'Ben Kaya']);
    const s = fresh();
    expect(classifyPersona(s, 'accept', 'Nobody')).toBe(s);
    expect(unclassifyPersona(s, 'Nobody')).toBe(s);
  });

  it('puts a removed selection back at the front of the queue', () => {
    let s = classifyPersona(classifyPersona(fresh(), 'accept'), 'reject');
    s = unclassifyPersona(s, 'Ben Kaya');
    expect(names(s.queue)).toEqual(['Ben Kaya', 'Cem Yilmaz', 'Dora Weiss']);
    expect(s.negative).toEqual([]);
    s = unclassifyPersona(s, 'Ada Roth');
    expect(names(s.queue)).toEqual(['Ada Roth', 'Ben Kaya', 'Cem Yilmaz', 'Dora Weiss']);
  });

  it('resolves skipped personas from the dialog and leaves the undecided ones skipped', () => {
    let s = fresh();
    for (let i = 0; i < 3; i++) s = classifyPersona(s, 'skip');
    s = resolveSkipped(s, { 'Ada Roth': 'accept', 'Cem Yilmaz': 'reject' });
    expect(names(s.positive)).toEqual(['Ada Roth']);
    expect(names(s.negative)).toEqual(['Cem Yilmaz']);
    expect(names(s.skipped)).toEqual(['Ben Kaya']);
  });
});

describe('Save Result (part 2 §4.4, §5)', () => {
  const sorted = (accept: number): TinderState => {
    let s = fresh();
    for (let i = 0; i < 4; i++) s = classifyPersona(s, i < accept ? 'accept' : 'reject');
    return s;
  };
  it.each([
    [0, false, { ok: false, reason: 'noPositive' }],
    [0, true, { ok: false, reason: 'noPositive' }],
    [1, false, { ok: true }],
    [2, false, { ok: false, reason: 'prioritize' }],
    [2, true, { ok: true }],
  ])('%i accepted, chosen %s → %j', (accepted, chosen, expected) => {
    expect(checkTinderSave(sorted(accepted), chosen)).toEqual(expected);
  });

  it('moves the chosen persona to the front: it is the main persona of the result', () => {
    const s = prioritizePersona(sorted(3), 'Cem Yilmaz');
    expect(mainPersonaOf(s)?.name).toBe('Cem Yilmaz');
    const result = tinderResult(s, 1234);
    expect(result.main_persona).toMatchObject({ name: 'Cem Yilmaz', created: 1234 });
    expect(result.accepted_users).toEqual(['Cem Yilmaz', 'Ada Roth', 'Ben Kaya']);
    expect(result.rejected_users).toEqual(['Dora Weiss']);
    expect(mainPersonaOfResult(result)?.name).toBe('Cem Yilmaz');
    expect(() => tinderResult(sorted(0))).toThrow('Please select at least one positive persona.');
  });

  it('lists users with their occupation', () => {
    const s = classifyPersona(startTinder([persona('Eva Lang', { occupation: 'Nurse' })]), 'accept');
    expect(tinderResult(s).accepted_users).toEqual(['Eva Lang — Nurse']);
  });
});

describe('saved input', () => {
  it('round-trips and reads nothing usable as null', () => {
    const s = classifyPersona(fresh(), 'accept');
    const back = tinderFromInput(tinderToInput(s));
    expect(back && [back.queue, back.positive, back.negative, back.skipped].map(names)).toEqual([
      ['Ben Kaya', 'Cem Yilmaz', 'Dora Weiss'],
      ['Ada Roth'],
      [],
      [],
    ]);
    for (const bad of [null, 'x', [], {}, { positivePersonas: 'no' }, { queuedPersonas: [1, null, { x: 1 }] }]) {
      expect(tinderFromInput(bad)).toBeNull();
    }
  });
});

describe('the CLI autofill rule', () => {
  const owner = persona('Ole Brandt', { occupation: 'Dog owner and nurse', attitude: 'Early adopter' });
  const groomer = persona('Gina Hart', { pain_points: ['Her dogs need grooming every month'], goals: ['More time'] });
  const sceptic = persona('Sven Alt', { occupation: 'Retired dog owner', attitude: 'Sceptic' });
  const other = persona('Tim Fox', { occupation: 'Student' });

  it('accepts personas whose needs share words with the first users, best match first, and rejects doubters', () => {
    const s = autoClassify([other, groomer, sceptic, owner], 'Dog owners who work full time as nurses');
    expect(names(s.positive)).toEqual(['Ole Brandt', 'Gina Hart']);
    expect(names(s.negative)).toEqual(['Tim Fox', 'Sven Alt']);
    expect(s.queue).toEqual([]);
    expect(needMatchScore(owner, 'dog owners')).toBeGreaterThan(needMatchScore(other, 'dog owners'));
  });

  it('accepts the best non-doubter when nobody matches', () => {
    expect(names(autoClassify([sceptic, other], 'Bakery owners').positive)).toEqual(['Tim Fox']);
  });

  it('keeps a sorting the founder began and sorts only the people left, queued or skipped', () => {
    // The founder accepted the student and rejected the nurse: the rule does not overrule them.
    const begun: TinderState = { queue: [groomer], positive: [other], negative: [owner], skipped: [sceptic] };
    const s = autoClassifyRest(begun, 'Dog owners who work full time as nurses');
    expect(names(s.positive)).toEqual(['Tim Fox', 'Gina Hart']);
    expect(names(s.negative)).toEqual(['Ole Brandt', 'Sven Alt']);
    expect(s.queue).toEqual([]);
    expect(s.skipped).toEqual([]);
  });

  it('accepts nobody by default beside the founder’s own choice, but one when the founder accepted none', () => {
    const kept = autoClassifyRest({ queue: [other], positive: [owner], negative: [], skipped: [] }, 'Bakery owners');
    expect(names(kept.positive)).toEqual(['Ole Brandt']);
    expect(names(kept.negative)).toEqual(['Tim Fox']);
    const none = autoClassifyRest({ queue: [other], positive: [], negative: [owner], skipped: [] }, 'Bakery owners');
    expect(names(none.positive)).toEqual(['Tim Fox']);
    const done: TinderState = { queue: [], positive: [owner], negative: [other], skipped: [] };
    expect(autoClassifyRest(done, 'x')).toEqual(done);
  });

  it.each([
    ['Sceptic', true],
    ['Skeptisch', true],
    ['Anti-user', true],
    ['Ablehnend (Anti-User)', true],
    ['Early adopter', false],
    ['Pragmatisch', false],
    [undefined, false],
  ])('attitude %s → doubter %s', (attitude, doubter) => {
    expect(isDoubter(persona('X Y', attitude === undefined ? {} : { attitude }))).toBe(doubter);
  });
});
