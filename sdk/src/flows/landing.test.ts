import { describe, expect, it } from 'vitest';
import type { LandingPageData } from '../ai.js';
import { createIdeaClient, type Schemas } from '../client.js';
import {
  EXAMPLE_TESTIMONIAL,
  isExampleTestimonial,
  isQuoteOf,
  LANDING_PAGE_FIELDS,
  testimonialSourceOf,
} from '../rules/landing.js';
import { InterviewNotFoundError, setTestimonial } from './landing.js';

// Testimonial slots: examples until the founder fills one by hand or from an interview record; setTestimonial
// stores the whole page with that slot's source and author.

const PAGE = {
  ...Object.fromEntries(LANDING_PAGE_FIELDS.map((f) => [f, `Text of ${f}`])),
  testimonial1Name: EXAMPLE_TESTIMONIAL.en.name,
  testimonialSources: { testimonial1: { kind: 'example' } },
} as unknown as LandingPageData;

const RECORD: Schemas['InterviewRecord'] = {
  id: 'int-1',
  roundId: 'r-1',
  role: 'Owner of a bakery',
  persona: null,
  heldOn: '2026-03-04',
  notes: 'She said: “Every evening I throw away a full basket of rolls.”',
  fileName: null,
  analysis: {
    quotes: ['Every evening I throw away a full basket of rolls.'],
    confirmedPains: [],
    contradictedPains: [],
    surprises: [],
  },
  provider: 'offline',
  dateCreated: '2026-03-05T10:00:00.000Z',
};

/** A client answering the landing page and the interview list, recording what is stored. */
function fakeServer() {
  const stored: unknown[] = [];
  const client = createIdeaClient({
    baseUrl: 'http://test/api',
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (request.method === 'GET' && url.pathname === '/api/userlp_easy2/internlp/r-1') return json(PAGE);
      if (request.method === 'GET' && url.pathname === '/api/rounds/r-1/interviews') {
        return json({ interviews: [RECORD], insights: null });
      }
      if (request.method === 'POST' && url.pathname === '/api/rounds/r-1/results') {
        stored.push(await request.json());
        return json({});
      }
      return json({ msg: { headline: 'Not handled', text: url.pathname }, code: 'notFound' }, 404);
    },
  });
  return { client, stored };
}

describe('testimonial slots', () => {
  it.each([
    [undefined, { kind: 'example' }],
    [{ kind: 'example' }, { kind: 'example' }],
    [{ kind: 'founder' }, { kind: 'founder' }],
    [
      { kind: 'interview', interviewId: 'int-1' },
      { kind: 'interview', interviewId: 'int-1' },
    ],
    [{ kind: 'interview' }, { kind: 'example' }],
  ])('a source %j counts as %j', (source, expected) => {
    const page = { ...PAGE, testimonialSources: source ? { testimonial2: source } : undefined } as LandingPageData;
    expect(testimonialSourceOf(page, 2)).toEqual(expected);
    expect(isExampleTestimonial(page, 2)).toBe(expected.kind === 'example');
  });

  it.each([
    ['Every evening I throw away a full basket of rolls.', true],
    ['"every evening  I throw away a full basket of rolls"', true],
    ['Every evening I throw away a full basket of bread.', false],
    ['', false],
  ])('%j is a quote of the notes: %s', (quote, expected) => {
    expect(isQuoteOf(quote, RECORD.notes)).toBe(expected);
  });
});

describe('setTestimonial', () => {
  it('stores a slot written by hand as the founder’s, the other slots untouched', async () => {
    const { client, stored } = fakeServer();
    const page = await setTestimonial(client, 'r-1', 1, {
      text: ' We would try it. ',
      name: 'Jana',
      position: 'Baker',
    });
    expect(page).toMatchObject({
      testimonial1: 'We would try it.',
      testimonial1Name: 'Jana',
      testimonial1Position: 'Baker',
    });
    expect(page.testimonialSources?.testimonial1).toEqual({ kind: 'founder' });
    expect(page.authors).toMatchObject({ testimonial1: 'founder', testimonial1Name: 'founder' });
    expect(page.testimonial2).toBe('Text of testimonial2');
    expect(stored).toEqual([expect.objectContaining({ stepId: 'landing-page', result: page })]);
  });

  it('stores a quote of an interview record with the record’s role and day', async () => {
    const { client, stored } = fakeServer();
    const page = await setTestimonial(client, 'r-1', 3, { interviewId: 'int-1', quote: RECORD.analysis.quotes[0]! });
    expect(page.testimonialSources?.testimonial3).toEqual({ kind: 'interview', interviewId: 'int-1' });
    expect(page.testimonial3Name).toBe('Owner of a bakery');
    expect(page.testimonial3Position).toBe('Interview, 2026-03-04');
    expect(stored).toHaveLength(1);
  });

  it('refuses a record the round does not have, storing nothing', async () => {
    const { client, stored } = fakeServer();
    await expect(setTestimonial(client, 'r-1', 2, { interviewId: 'nope', quote: 'x' })).rejects.toBeInstanceOf(
      InterviewNotFoundError,
    );
    expect(stored).toEqual([]);
  });
});
