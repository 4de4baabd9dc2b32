import { offlineAnswer } from '@idea-studio/assistant';
import { PAWWALK_CARD } from '@idea-studio/assistant/testing';
import { EXAMPLE_TESTIMONIAL, LANDING_PAGE_FIELDS, type LandingPageData, withTestimonial } from '@idea-studio/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAiHandlers } from '../ai/routes.js';
import type { PromptRequest } from '../ai/types.js';
import { handlers as defaultHandlers } from '../http/handlers.js';
import { ACCOUNT_TEST_ENV, createAccount, type TestAccount } from '../test/accounts.js';
import { stubProvider, testCatalogue } from '../test/ai-fakes.js';
import { buildTestApp, describeEachDialect, type TestApp } from '../test/helpers.js';
import { BASIC_IDEA, PROBLEM_SHADOWING, QUALIFY, roundsApi, USER_TINDER, VALIDATE } from '../test/rounds-api.js';
import { honestLandingPage, namesPersona, personaNamesOf, withoutPersonas } from './testimonials.js';

// An honest landing page: the AI's testimonials are example slots and no persona is named, for the offline engine
// and a model alike; the hosted page shows only testimonials the founder wrote or took from an interview record,
// and the server refuses an interview source whose words are not in that record.

const GERD = {
  name: 'Gerd Weber',
  occupation: 'Owner of a bakery with three shops',
  short_summary: 'Bakes since he was sixteen.',
  pain_points: ['Throws away bread every evening'],
};

const TINDER = {
  main_persona: GERD,
  accepted_users: ['Gerd Weber'],
  rejected_users: ['Lena Hoffmann'],
  positivePersonas: [GERD],
  negativePersonas: [{ name: 'Lena Hoffmann', occupation: 'Co-founder of a start-up' }],
};

const SHADOWING = {
  target_user: 'Gerd Weber',
  day_in_life_story: ['Gerd starts at three.'],
  situations: [{ step: 'When I close the shop, I', answer: 'count the unsold loaves' }],
  core_problem: "In Gerd's own words: I throw away ten loaves every evening. Planning by gut feeling costs money.",
  needs_and_barriers: ['Need: less waste'],
};

const NOTES =
  'Talked to the owner of Bäckerei Sonnenschein. She said: “Every evening I throw away a full basket of rolls.” ' +
  'She plans by gut feeling and would pay for a forecast if it were right most days.';
const QUOTE = 'Every evening I throw away a full basket of rolls.';

describe('honestLandingPage (any provider’s landing page)', () => {
  const page = Object.fromEntries(LANDING_PAGE_FIELDS.map((f) => [f, `Text of ${f}`])) as unknown as LandingPageData;
  const modelPage: LandingPageData = {
    ...page,
    heroDescription: "In Gerd's own words: bread goes to waste. BreadPilot plans the baking.",
    solution1: 'Gerd Weber plans his day with BreadPilot.',
    testimonial1: 'Since Gerd started using BreadPilot, he throws away less.',
    testimonial1Name: 'Gerd Weber',
    testimonial1Position: 'Owner of a bakery',
    testimonial2: 'Cheaper than guessing.',
    testimonial2Name: 'Lena Hoffmann',
    testimonialSources: { testimonial1: { kind: 'founder' }, testimonial2: { kind: 'interview', interviewId: 'x' } },
    authors: { testimonial1: 'founder', heroDescription: 'founder' },
  };
  const names = personaNamesOf([TINDER, SHADOWING]);

  it('finds every persona of the round, accepted and rejected, by whole name and by first and last name', () => {
    for (const name of ['Gerd Weber', 'Gerd', 'Weber', 'Lena Hoffmann', 'Lena', 'Hoffmann']) {
      expect(names).toContain(name);
    }
  });

  it('makes every testimonial an example slot and keeps no author and no claimed source', () => {
    const honest = honestLandingPage(modelPage, { lang: 'en', personaNames: names });
    for (const n of [1, 2, 3] as const) {
      expect(honest[`testimonial${n}Name`]).toBe(EXAMPLE_TESTIMONIAL.en.name);
      expect(honest[`testimonial${n}Position`]).toBe(EXAMPLE_TESTIMONIAL.en.position);
      expect(honest.testimonialSources?.[`testimonial${n}`]).toEqual({ kind: 'example' });
    }
    expect(honest.authors).toBeUndefined();
    expect(honest.testimonial2).toBe('Cheaper than guessing.');
  });

  it('names no persona and drops the “own words” phrasing anywhere in the copy', () => {
    const honest = honestLandingPage(modelPage, { lang: 'en', personaNames: names });
    const text = JSON.stringify(honest);
    expect(text).not.toMatch(/Gerd|Weber|Lena|Hoffmann|own words/);
    expect(honest.heroDescription).toBe('Bread goes to waste. BreadPilot plans the baking.');
    expect(honest.companyName).toBe('Text of companyName');
  });

  it('works in German: the example slot and “eigenen Worten”', () => {
    const honest = honestLandingPage(
      { ...modelPage, heroHeadline: 'In Gerds eigenen Worten: Brot landet im Müll' },
      { lang: 'de', personaNames: names },
    );
    expect(honest.heroHeadline).toBe('Brot landet im Müll');
    expect(honest.testimonial3Name).toBe('Beispielkunde');
    expect(honest.testimonial3Position).toBe('Durch ein echtes Zitat aus einem Interview ersetzen');
  });

  it('gives an example slot the founder’s people as its position: whom a real quote should come from', () => {
    const honest = honestLandingPage(
      { ...modelPage, testimonial1Position: 'Head baker at Sonnenbäck' },
      { lang: 'en', personaNames: names, people: 'owners of small bakeries.' },
    );
    for (const n of [1, 2, 3] as const) {
      expect(honest[`testimonial${n}Name`]).toBe(EXAMPLE_TESTIMONIAL.en.name);
      expect(honest[`testimonial${n}Position`]).toBe('Owners of small bakeries');
    }
  });

  it.each([
    ['It will plan the day for you', ['Will'], false],
    ['Ask Gerd about it', ['Gerd'], true],
    ['Gerds Bäckerei', ['Gerd'], true],
    ['Gerdine is someone else', ['Gerd'], false],
  ])('%j names a persona of %j: %s', (text, personaNames, named) => {
    expect(namesPersona(text, personaNames)).toBe(named);
    if (!named) expect(withoutPersonas(text, personaNames, 'en')).toBe(text);
  });
});

describeEachDialect('the landing page’s testimonials on the server', (dialect) => {
  let t: TestApp;
  let owner: TestAccount;
  let roundId: string;
  let interviewId: string;
  /** What the AI answers: the offline engine unless a test plays a model. */
  let answer: (request: PromptRequest) => unknown;
  const { api, expectAnswer, startRound } = roundsApi(() => t.app);

  const save = async (streamId: string, stepId: string, result: unknown) => {
    const res = await api(owner, 'POST', `/rounds/${roundId}/results`, {
      streamId,
      stepId,
      name: stepId,
      result,
      stepIndex: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const storeLanding = (page: LandingPageData) =>
    api(owner, 'POST', `/rounds/${roundId}/results`, {
      streamId: 'export_reports',
      stepId: 'landing-page',
      name: 'landingPage',
      result: page,
      stepIndex: 0,
    });
  const generate = async (): Promise<LandingPageData> => {
    const res = await api(owner, 'POST', '/aiservice/standalone', {
      promptId: 'CREATE_LP_DATA_INTERN',
      userInput: '',
      roundId,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().promptResult;
  };
  /** Publishes the round's stored page and answers the public HTML. */
  const publishedHtml = async (): Promise<string> => {
    const account = await api(owner, 'POST', '/userlp_easy2/account', {
      email: 'owner@example.com',
      projectId: roundId,
      firstname: 'Owner',
    });
    expect(account.statusCode, account.body).toBe(200);
    const published = await api(owner, 'POST', '/userlp_easy2/landingPage', { projectId: roundId });
    expect(published.statusCode, published.body).toBe(200);
    const path = new URL(published.json().link).pathname;
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    return page.body;
  };

  beforeAll(async () => {
    const provider = stubProvider((request) => answer(request));
    t = await buildTestApp({
      dialect,
      env: ACCOUNT_TEST_ENV,
      handlers: {
        ...defaultHandlers,
        ...createAiHandlers({ provider: () => provider, catalogue: testCatalogue(), webSearch: null }),
      },
    });
    owner = await createAccount(t.app, 'owner');
    roundId = await startRound(owner, 'BreadPilot');
    await save(QUALIFY, BASIC_IDEA, { ...PAWWALK_CARD, name: 'BreadPilot' });
    await save(QUALIFY, USER_TINDER, TINDER);
    await save(VALIDATE, PROBLEM_SHADOWING, SHADOWING);
    const created = await api(owner, 'POST', `/rounds/${roundId}/interviews`, {
      notes: NOTES,
      role: 'Owner of a bakery',
      heldOn: '2026-03-04',
    });
    interviewId = expectAnswer(created, 'createInterview', 201).id;
  });
  afterAll(() => t?.close());
  beforeEach(() => {
    answer = offlineAnswer;
  });

  it('publishes an autofilled round’s page without any testimonial and without naming a persona', async () => {
    const page = await generate();
    expect(page.testimonialSources).toEqual({
      testimonial1: { kind: 'example' },
      testimonial2: { kind: 'example' },
      testimonial3: { kind: 'example' },
    });
    expect(JSON.stringify(page)).not.toMatch(/Gerd|Weber|Lena|Hoffmann|own words/);
    expect((await storeLanding(page)).statusCode).toBe(200);
    const html = await publishedHtml();
    expect(html).not.toContain('id="testimonials"');
    expect(html).not.toContain(EXAMPLE_TESTIMONIAL.en.name);
    expect(html).not.toMatch(/Gerd|Weber|Lena|Hoffmann|own words/);
  });

  it('makes a model’s page honest too: a persona quoted as a customer, claimed as the founder’s', async () => {
    answer = (request) =>
      request.entry.id === 'CREATE_LP_DATA_INTERN'
        ? {
            ...(offlineAnswer(request) as LandingPageData),
            heroDescription: "In Gerd's own words: too much bread goes to waste.",
            testimonial1: 'Since Gerd Weber uses BreadPilot he bakes less for the bin.',
            testimonial1Name: 'Gerd Weber',
            testimonial1Position: 'Owner of a bakery with three shops',
            testimonialSources: { testimonial1: { kind: 'founder' } },
            authors: { testimonial1: 'founder' },
          }
        : offlineAnswer(request);
    const page = await generate();
    expect(page.testimonial1Name).toBe(EXAMPLE_TESTIMONIAL.en.name);
    expect(page.testimonialSources?.testimonial1).toEqual({ kind: 'example' });
    expect(page.authors).toBeUndefined();
    expect(JSON.stringify(page)).not.toMatch(/Gerd|Weber|own words/);
  });

  it('shows a testimonial the founder wrote and one quoted from an interview record', async () => {
    const base = await generate();
    const filled = withTestimonial(
      withTestimonial(base, 1, {
        kind: 'founder',
        text: 'We would test it in our two shops.',
        name: 'Jana Krüger',
        position: 'Bakery owner, Kiel',
      }),
      3,
      { kind: 'interview', interviewId, text: QUOTE, name: 'Owner of a bakery', position: 'Interview' },
    );
    const stored = await storeLanding(filled);
    expect(stored.statusCode, stored.body).toBe(200);
    const html = await publishedHtml();
    expect(html).toContain('id="testimonials"');
    expect(html).toContain('We would test it in our two shops.');
    expect(html).toContain('Jana Krüger');
    expect(html).toContain(QUOTE);
    expect(html).toContain('Interview, 2026-03-04');
    // The example slot in between stays off the page.
    expect(html).not.toContain(base.testimonial2);
    expect(html).not.toContain(EXAMPLE_TESTIMONIAL.en.name);
  });

  it('refuses a forged interview source: words not in the record, or a record the round does not have', async () => {
    const base = await generate();
    const forged = withTestimonial(base, 2, {
      kind: 'interview',
      interviewId,
      text: 'BreadPilot saved my bakery.',
      name: 'Owner of a bakery',
      position: 'Interview',
    });
    const refused = expectAnswer(await storeLanding(forged), 'addStepResult', 400);
    expect(refused.code).toBe('testimonialQuoteNotFound');
    const unknown = withTestimonial(base, 2, {
      kind: 'interview',
      interviewId: 'nope12345',
      text: QUOTE,
      name: 'Owner of a bakery',
      position: 'Interview',
    });
    expect(expectAnswer(await storeLanding(unknown), 'addStepResult', 400).code).toBe('testimonialInterviewUnknown');
    const exampleName = withTestimonial(base, 1, {
      kind: 'founder',
      text: 'Great!',
      name: EXAMPLE_TESTIMONIAL.en.name,
      position: EXAMPLE_TESTIMONIAL.en.position,
    });
    expect(expectAnswer(await storeLanding(exampleName), 'addStepResult', 400).code).toBe('testimonialExampleName');
  });

  it('takes an interview quote off the public page once its record is deleted', async () => {
    const base = await generate();
    const filled = withTestimonial(base, 1, {
      kind: 'interview',
      interviewId,
      text: QUOTE,
      name: 'Owner of a bakery',
      position: 'Interview',
    });
    expect((await storeLanding(filled)).statusCode).toBe(200);
    expect(await publishedHtml()).toContain(QUOTE);
    const deleted = await api(owner, 'DELETE', `/rounds/${roundId}/interviews/${interviewId}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const html = await publishedHtml();
    expect(html).not.toContain(QUOTE);
    expect(html).not.toContain('id="testimonials"');
  });
});
