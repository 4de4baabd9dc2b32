import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createResponseChecker, type TestApp } from '../test/helpers.js';

describe('reference data', () => {
  let t: TestApp;
  let check: ReturnType<typeof createResponseChecker>;

  beforeAll(async () => {
    t = await buildTestApp();
    check = createResponseChecker(t.app.contract);
  });
  afterAll(() => t?.close());

  async function get(operationId: string, url: string) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    const body = res.json();
    expect(check(operationId, 200, body), `${url} matches the contract`).toBeUndefined();
    return body;
  }

  it('lists 40–60 industries with English and German labels, ending with Other', async () => {
    const industries = await get('listIndustries', '/api/public/data/industry.json');
    expect(industries.length).toBeGreaterThanOrEqual(40);
    expect(industries.length).toBeLessThanOrEqual(60);
    expect(new Set(industries.map((i: { id: number }) => i.id)).size).toBe(industries.length);
    expect(industries).toContainEqual({ id: expect.any(Number), name_en: 'Agriculture', name_de: 'Landwirtschaft' });
    expect(industries).toContainEqual({ id: expect.any(Number), name_en: 'Automotive', name_de: 'Automobilindustrie' });
    expect(industries).toContainEqual({
      id: expect.any(Number),
      name_en: 'Banking & Financial Services',
      name_de: 'Banken & Finanzdienstleistungen',
    });
    expect(industries).toContainEqual({
      id: expect.any(Number),
      name_en: 'Software & SaaS',
      name_de: 'Software & SaaS',
    });
    expect(industries.at(-1)).toMatchObject({ name_en: 'Other', name_de: 'Sonstige' });
  });

  it('lists the two system languages', async () => {
    expect(await get('listLanguages', '/api/public/data/languages.json')).toEqual([
      { id: 'en', name_en: 'English', name_de: 'Englisch' },
      { id: 'de', name_en: 'German', name_de: 'Deutsch' },
    ]);
  });

  it('lists intention roles', async () => {
    const roles = await get('listIntentionRoles', '/api/public/data/intentionroles.json');
    expect(roles.map((r: { name_en: string }) => r.name_en)).toEqual([
      'Founder',
      'Co-Founder',
      'Student',
      'Researcher',
      'Intrapreneur',
      'Investor',
      'Mentor',
      'Other',
    ]);
    expect(roles[0]).toEqual({ id: 1, name_en: 'Founder', name_de: 'Gründer:in' });
    expect(roles.at(-1).name_de).toBe('Sonstiges');
  });

  it('lists licence types with seats and descriptions', async () => {
    const licenses = await get('listLicenseTypes', '/api/public/data/license.json');
    expect(licenses.map((l: { name_en: string; seats: number }) => [l.name_en, l.seats])).toEqual([
      ['Free', 1],
      ['Startup', 5],
      ['Team', 20],
      ['Campus', 200],
    ]);
    expect(licenses[0].name_de).toBe('Kostenlos');
    for (const license of licenses) {
      expect(license.description_en.length).toBeGreaterThan(20);
      expect(license.description_de.length).toBeGreaterThan(20);
    }
  });

  it('lists roles with levels and types', async () => {
    expect(await get('listRoles', '/api/public/data/roles.json')).toEqual([
      { id: 1, name: 'Member', level: 1, type: 'USER' },
      { id: 2, name: 'Editor', level: 2, type: 'USER' },
      { id: 3, name: 'Owner', level: 3, type: 'USER' },
      { id: 4, name: 'Licence Admin', level: 5, type: 'ADMIN' },
      { id: 5, name: 'System', level: 9, type: 'SYSTEM' },
    ]);
  });

  it('lists tag groups and 4–6 tags in each', async () => {
    const groups = await get('listTagGroups', '/api/public/data/taggroups.json');
    expect(groups.map((g: { name_en: string; name_de: string }) => [g.name_en, g.name_de])).toEqual([
      ['Problem', 'Problem'],
      ['Users', 'Nutzer'],
      ['Solution', 'Lösung'],
      ['Market', 'Markt'],
      ['Business Model', 'Geschäftsmodell'],
      ['Technology', 'Technologie'],
    ]);
    const tags = await get('listTags', '/api/data/tags?t=1732200000000');
    for (const group of groups) {
      const inGroup = tags.filter((tag: { groupId: number }) => tag.groupId === group.id);
      expect(inGroup.length).toBeGreaterThanOrEqual(4);
      expect(inGroup.length).toBeLessThanOrEqual(6);
    }
    expect(tags).toContainEqual({ id: expect.any(Number), groupId: 1, name_en: 'Pain Point', name_de: 'Schmerzpunkt' });
    expect(tags).toContainEqual({ id: expect.any(Number), groupId: 4, name_en: 'Competition', name_de: 'Wettbewerb' });
  });

  it('lists stream categories whose tags are a JSON string of existing tag ids', async () => {
    const categories = await get('listCategories', '/api/data/categories');
    const tags = await get('listTags', '/api/data/tags');
    const tagIds = new Set(tags.map((tag: { id: number }) => tag.id));
    expect(categories.map((c: { name_en: string; name_de: string }) => [c.name_en, c.name_de])).toEqual([
      ['Qualify', 'Qualifizieren'],
      ['Validate', 'Validieren'],
      ['Ship', 'Umsetzen'],
    ]);
    for (const category of categories) {
      expect(typeof category.tags).toBe('string');
      const ids = JSON.parse(category.tags);
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) expect(tagIds.has(id)).toBe(true);
    }
  });

  it('lists the track Clu-4-HBY with its two streams and step counts', async () => {
    const tracks = await get('listTracks', '/api/data/tracks');
    expect(tracks).toHaveLength(1);
    expect(tracks[0]).toMatchObject({ id: 'Clu-4-HBY', name_en: 'Business Idea', name_de: 'Geschäftsidee' });
    expect(tracks[0].streams).toEqual([
      expect.objectContaining({
        id: 'J1S-8At2nL',
        name_en: 'Qualify',
        description_en: "Let's create your basic idea from scratch",
        categoryId: 1,
        orderNr: 1,
        stepCount: 3,
      }),
      expect.objectContaining({ id: 'Vq7-3Lm9Xa', name_en: 'Validate', categoryId: 2, orderNr: 2, stepCount: 3 }),
    ]);
    expect(tracks[0].streams[0]).not.toHaveProperty('steps');
  });

  it('lists the steps of each stream in order', async () => {
    const qualify = await get('listStreamSteps', '/api/streams/steps/J1S-8At2nL?t=1');
    expect(
      qualify.map((s: { id: string; name_en: string; type: string; orderNr: number; instructions: string | null }) => [
        s.id,
        s.name_en,
        s.type,
        s.orderNr,
        s.instructions,
      ]),
    ).toEqual([
      ['MMUT2vQla', 'Basic Idea', 'basicIdea', 1, 'basicIdea'],
      ['jKHo2wIzi', 'User Tinder', 'userTinder', 2, 'userTinder'],
      ['Ci6Ju_grd', 'User Insight Mapping', 'insightMapping', 3, null],
    ]);
    expect(qualify[0]).toEqual({
      id: 'MMUT2vQla',
      streamId: 'J1S-8At2nL',
      name_en: 'Basic Idea',
      name_de: 'Grundidee',
      type: 'basicIdea',
      orderNr: 1,
      minWords: 3,
      instructions: 'basicIdea',
    });
    const validate = await get('listStreamSteps', '/api/streams/steps/Vq7-3Lm9Xa');
    expect(
      validate.map((s: { id: string; name_en: string; type: string; streamId: string }) => [
        s.id,
        s.name_en,
        s.type,
        s.streamId,
      ]),
    ).toEqual([
      ['4c_6aX3j3', 'Problem Shadowing', 'problemShadowing', 'Vq7-3Lm9Xa'],
      ['mzqy2Kc_Q', 'Solution Expert Chat', 'expertChat', 'Vq7-3Lm9Xa'],
      ['k9G9Fv8w6', 'Feedback Card', 'feedbackCard', 'Vq7-3Lm9Xa'],
    ]);
    const { streams } = (await get('listTracks', '/api/data/tracks'))[0];
    expect(streams.map((s: { stepCount: number }) => s.stepCount)).toEqual([qualify.length, validate.length]);
  });

  it('answers 404 for an unknown stream', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/streams/steps/no-such-stream' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      msg: { headline: 'Stream not found', text: 'There is no stream with this id.' },
      code: 'notFound',
    });
    expect(check('listStreamSteps', 404, res.json())).toBeUndefined();
  });
});
