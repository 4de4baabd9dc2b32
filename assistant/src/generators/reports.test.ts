// The offline reports: each of the four is a Report of the contract, drawn from the round's results and the
// mentor's pins, every point keeping its origin (a web pin its URL, a hand-made pin 'user'); the user validation
// names the objections heard; the mentor feedback puts the prioritised pins first; German for a German founder.
import type { Report } from '@idea-studio/sdk';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { offlineAnswer } from '../answer.js';
import { reportAgentOf } from '../test/agents.js';
import { loadCatalogue } from '../test/catalogue.js';
import { PAWWALK_CARD, PFOTENTOUR_CARD } from '../test/dog-walking.js';
import { testPin } from '../test/pins.js';
import { stepIdOfType } from '../test/track-ids.js';
import type { Lang, PromptContext } from '../types.js';

const catalogue = loadCatalogue();
const ajv = new Ajv({ strict: false, allErrors: true });

const pin = (agentId: string, agentName: string, topic: string, extra: object = {}) =>
  testPin(agentId, agentName, topic, `${topic} for PawWalk.`, extra);
const CARD = {
  pins: [
    pin('mentor_market', 'Mara', 'Size the market'),
    pin('mentor_market', 'Mara', 'Pet spending', { origin: 'web', evidence: 'https://example.org/pets' }),
    pin('mentor_tech', 'Priya', 'Van insurance', {
      origin: 'user',
      source: 'MANUALLY-ADDED',
      prio: true,
      author: 'founder',
    }),
    pin('vali_synthuser', 'Sarah Klein', 'Sarah Klein’s doubt'),
  ],
  changedEvents: [],
};
const SARAH = {
  name: 'Sarah Klein',
  short_summary: 'Nurse on rotating shifts.',
  goals: ['Have evenings free'],
  pain_points: ['No time to walk the dog during long shifts'],
  objections: ['Does not want strangers in her flat'],
};
const SHADOWING = {
  target_user: 'Sarah Klein',
  situations: [{ step: 'When my shift runs late, I', answer: 'leave the dog alone.' }],
  core_problem: 'Sarah cannot walk her dog on long shifts.',
  needs_and_barriers: ['Needs a walker she can trust'],
};
const CHAT = {
  interview_partner: 'Mira Skylark',
  persona: 'Sarah Klein',
  transcript: [{ round: 1, question: 'Q?', answer: 'A.' }],
  summary: 'Sarah would try PawWalk after a trial walk.',
  learned: ['Trust decides.'],
  objections: ['Strangers in the flat while she sleeps.'],
};

function report(id: string, lang: Lang = 'en', webResults?: object[], card: object = CARD): Report {
  const entry = catalogue.get(id)!;
  const context = {
    lang,
    agent: reportAgentOf(id),
    passages: [],
    webResults,
    stepResults: [
      { stepId: stepIdOfType('basicIdea'), name: 'basicIdea', result: lang === 'en' ? PAWWALK_CARD : PFOTENTOUR_CARD },
      { stepId: stepIdOfType('userTinder'), name: 'userTinder', result: { main_persona: SARAH } },
      { stepId: stepIdOfType('problemShadowing'), name: 'problemShadowing', result: SHADOWING },
      { stepId: stepIdOfType('expertChat'), name: 'expertChat', result: CHAT },
      { stepId: stepIdOfType('feedbackCard'), name: 'feedbackCard', result: card },
    ],
  } as unknown as PromptContext;
  const output = offlineAnswer({ entry, input: JSON.stringify({ reportId: id }), history: [], attempt: 0, context });
  const validate = ajv.compile(entry.outputSchema);
  expect(validate(output), JSON.stringify(validate.errors)).toBe(true);
  const text = JSON.stringify(output);
  expect(text).not.toMatch(/\{[a-z]+\}|undefined/);
  return output as Report;
}

const points = (r: Report) => r.sections.flatMap((s) => s.points);

describe('the offline reports', () => {
  it('Market Potential: the analysis and the market mentor’s pins, each keeping its origin', () => {
    const r = report('MARKET_POTENTIAL_REPORT');
    expect(r.title).toBe('Market Potential Report: PawWalk');
    expect(r.sections.map((s) => s.heading)).toEqual(['What drives the market', 'Feedback of Mara', 'Next steps']);
    expect(points(r)).toContainEqual({
      text: 'Pet spending. Pet spending for PawWalk.',
      origin: 'web',
      source: 'https://example.org/pets',
    });
    expect(points(r).some((p) => /Van insurance/.test(p.text))).toBe(false);
  });

  it('Market Potential with a web search: the pages found are points that cite their URLs', () => {
    const r = report('MARKET_POTENTIAL_REPORT', 'en', [
      {
        title: 'Pet care spending rises',
        url: 'https://example.org/pet-care',
        content: 'Owners spend more on dog care every year.',
      },
    ]);
    expect(r.sections[0]!.points).toContainEqual(
      expect.objectContaining({
        origin: 'web',
        source: 'https://example.org/pet-care',
        text: expect.stringMatching(/^Pet care spending rises: /),
      }),
    );
  });

  it('Competitor: the alternatives today and the competition mentor, who has no pins yet', () => {
    const r = report('COMPETITOR_REPORT');
    expect(r.sections[0]!.heading).toBe('Alternatives today');
    expect(r.sections[1]!.points).toEqual([
      expect.objectContaining({ origin: 'ai', text: expect.stringMatching(/has not left pins/) }),
    ]);
  });

  it('User Validation: the persona’s problem, needs and reaction, the objections heard included', () => {
    const r = report('USER_VALIDATION_REPORT');
    expect(r.title).toBe('User Validation Report: Sarah Klein');
    const text = points(r)
      .map((p) => p.text)
      .join(' ');
    expect(text).toContain('Sarah cannot walk her dog on long shifts.');
    expect(text).toContain('Objection heard: Strangers in the flat while she sleeps.');
    expect(text).toContain('Sarah Klein’s doubt');
    expect(r.summary).toMatch(/hypothesis/);
  });

  it('Mentor Feedback: every mentor’s pins, the prioritised first, a hand-made pin as the founder’s', () => {
    const r = report('MENTOR_FEEDBACK_REPORT');
    expect(r.sections[0]).toEqual({
      heading: 'Priorities',
      points: [{ text: 'Van insurance. Van insurance for PawWalk.', origin: 'user', source: null }],
    });
    expect(r.sections.map((s) => s.heading)).toEqual(
      expect.arrayContaining(['Feedback of Mara', 'Feedback of Priya', 'Feedback of Sarah Klein', 'Next steps']),
    );
    expect(r.summary).toMatch(/4 pins .* 1 of them prioritised/);
  });

  it('never gives the founder’s origin to a pin the founder did not write (an autofilled card’s, one without author)', () => {
    const autofilled = {
      pins: [
        pin('mentor_tech', 'Priya', 'Talked to owners', { origin: 'user', author: 'ai', prio: true }),
        pin('mentor_tech', 'Priya', 'Kept', { origin: 'user', author: 'ai-accepted' }),
        pin('mentor_tech', 'Priya', 'Old', { origin: 'user', source: 'MANUALLY-ADDED' }),
        pin('mentor_tech', 'Priya', 'Typed', { origin: 'user', source: 'MANUALLY-ADDED', author: 'founder' }),
      ],
      changedEvents: [],
    };
    const origins = Object.fromEntries(
      points(report('MENTOR_FEEDBACK_REPORT', 'en', undefined, autofilled)).map((p) => [
        p.text.split('.')[0],
        p.origin,
      ]),
    );
    expect(origins).toMatchObject({ 'Talked to owners': 'ai', Kept: 'ai', Old: 'ai', Typed: 'user' });
  });

  it('is written in German for a German founder', () => {
    const r = report('MARKET_POTENTIAL_REPORT', 'de');
    expect(r.title).toBe('Bericht zum Marktpotenzial: PfotenTour');
    expect(r.sections.map((s) => s.heading)).toEqual([
      'Was den Markt antreibt',
      'Feedback von Mara',
      'Nächste Schritte',
    ]);
  });

  it('sums up from the round’s own material: the findings, the interview’s doubts, the first priority', () => {
    const market = report('MARKET_POTENTIAL_REPORT');
    expect(market.summary).toMatch(/For PawWalk the analysis weighs “/);
    expect(market.summary).toMatch(/Mara adds 2 pins on PawWalk, the first on “Size the market”/);
    const users = report('USER_VALIDATION_REPORT');
    expect(users.summary).toMatch(/Sarah’s own objection|Sarah's own objection|doubted PawWalk/);
    const mentors = report('MENTOR_FEEDBACK_REPORT');
    expect(mentors.summary).toMatch(/The first priority for PawWalk is “Van insurance” from Priya/);
    const de = report('MENTOR_FEEDBACK_REPORT', 'de');
    expect(de.summary).toMatch(/Die erste Priorität für PfotenTour ist „Van insurance“ von Priya/);
  });
});
