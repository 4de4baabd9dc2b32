// The offline Business Model Canvas: all nine blocks of the contract, the idea card and the main persona in the
// segments and value propositions, each mentor's pins in the blocks of its focus with their origin, the bank only
// where a block is short; German for a German founder.
import { type BusinessModelCanvas, CANVAS_BLOCKS } from '@idea-studio/sdk';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { PAWWALK_CARD, PFOTENTOUR_CARD } from '../../../test/dog-walking.js';
import { testPin } from '../../../test/pins.js';
import { stepIdOfType } from '../../../test/track-ids.js';
import { loadCatalogue } from '../../catalogue/index.js';
import type { Lang, PromptContext } from '../../types.js';
import { offlineAnswer } from '../index.js';

const entry = loadCatalogue().get('GENERATE_BMC')!;
const validate = new Ajv({ strict: false, allErrors: true }).compile(entry.outputSchema);
const PINS = [
  testPin('mentor_launch', 'Tom', 'First channel', 'Dog parks and vets’ waiting rooms.', {
    origin: 'user',
    source: 'MANUALLY-ADDED',
    author: 'founder',
  }),
  testPin('mentor_business', 'Oskar', 'Revenue model', 'A monthly walk pass.', { prio: true }),
  testPin('mentor_market', 'Mara', 'Pet spending', 'Owners spend more on care.', {
    origin: 'web',
    evidence: 'https://example.org/pets',
  }),
];

function canvas(lang: Lang = 'en', pins: object[] = PINS): BusinessModelCanvas {
  const context = {
    lang,
    passages: [],
    stepResults: [
      { stepId: stepIdOfType('basicIdea'), name: 'basicIdea', result: lang === 'en' ? PAWWALK_CARD : PFOTENTOUR_CARD },
      {
        stepId: stepIdOfType('userTinder'),
        name: 'userTinder',
        result: { main_persona: { name: 'Sarah Klein', occupation: 'Nurse', short_summary: 'x' } },
      },
    ],
  } as unknown as PromptContext;
  const output = offlineAnswer({
    entry,
    input: JSON.stringify({ reports: [], pins }),
    history: [],
    attempt: 0,
    context,
  });
  expect(validate(output), JSON.stringify(validate.errors)).toBe(true);
  expect(JSON.stringify(output)).not.toMatch(/\{[a-z]+\}|undefined/);
  return output as BusinessModelCanvas;
}

describe('the offline Business Model Canvas', () => {
  it('fills all nine blocks from the idea, the persona and the pins, each entry with its origin', () => {
    const c = canvas();
    for (const key of CANVAS_BLOCKS) expect(c[key].length, key).toBeGreaterThanOrEqual(2);
    expect(c.customerSegments.map((e) => e.text)).toEqual(
      expect.arrayContaining(['Busy dog owners who work long shifts.', expect.stringContaining('Sarah Klein (Nurse)')]),
    );
    expect(c.valuePropositions[0]!.text).toBe('PawWalk helps busy dog owners find reliable dog walkers nearby.');
    expect(c.channels[0]).toEqual({
      text: 'First channel: Dog parks and vets’ waiting rooms.',
      origin: 'user',
      source: null,
    });
    expect(c.revenueStreams).toContainEqual({
      text: 'Revenue model: A monthly walk pass.',
      origin: 'ai',
      source: null,
    });
    expect(c.customerSegments).toContainEqual({
      text: 'Pet spending: Owners spend more on care.',
      origin: 'web',
      source: 'https://example.org/pets',
    });
  });

  it('keeps the founder’s origin only for a pin the founder wrote (not for an autofilled card’s pin)', () => {
    const c = canvas('en', [
      testPin('mentor_launch', 'Tom', 'Told by owners', 'They walk at six.', { origin: 'user', author: 'ai' }),
      testPin('mentor_launch', 'Tom', 'Typed', 'Vets first.', { origin: 'user', author: 'founder' }),
    ]);
    const entries = CANVAS_BLOCKS.flatMap((key) => c[key]);
    expect(entries.find((e) => e.text.startsWith('Told by owners'))?.origin).toBe('ai');
    expect(entries.find((e) => e.text.startsWith('Typed'))?.origin).toBe('user');
  });

  it('stands without pins, and speaks German to a German founder', () => {
    const c = canvas('de', []);
    expect(c.valuePropositions[0]!.text).toMatch(/PfotenTour/);
    expect(c.keyActivities.map((e) => e.text)).toContain('Geprüfte Hundesitter per App buchen.');
  });
});
