import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { describeEachDialect, openMigratedDatabase } from '../test/helpers.js';
import {
  createPromotion,
  findPromotion,
  listPromotions,
  PromotionInputError,
  validatePromotion,
} from './promotions.js';

describe('validatePromotion', () => {
  it.each([
    [{ targetType: 'STREAM', targetId: 'x' }, /Unknown target type "STREAM"/],
    [{ targetType: 'TRACK' }, /both a target type and a target id/],
    [{ targetId: 'Clu-4-HBY' }, /both a target type and a target id/],
    [{ targetType: 'TRACK', targetId: 'nope' }, /Unknown track "nope"/],
    [{ skipRegistration: true }, /Skipping the registration needs a target/],
    [{ promotionData: [1, 2] }, /must be a JSON object/],
    [{ id: 'has space' }, /letters, digits/],
    [{ id: 'x'.repeat(65) }, /letters, digits/],
  ])('refuses %o', (input, message) => {
    expect(() => validatePromotion(input)).toThrow(PromotionInputError);
    expect(() => validatePromotion(input)).toThrow(message);
  });

  it('accepts a plain promotion and a track promotion', () => {
    expect(validatePromotion({})).toEqual({ skipRegistration: 0, targetType: null, targetId: null, promotionData: {} });
    expect(
      validatePromotion({ id: 'spring-2026', targetType: 'TRACK', targetId: 'Clu-4-HBY', skipRegistration: true }),
    ).toMatchObject({ id: 'spring-2026', skipRegistration: 1, targetType: 'TRACK', targetId: 'Clu-4-HBY' });
  });
});

describeEachDialect('promotions repository', (dialect) => {
  let opened: Awaited<ReturnType<typeof openMigratedDatabase>> | undefined;
  let db: Db;
  beforeAll(async () => {
    opened = await openMigratedDatabase(dialect);
    db = opened.db;
  });
  afterAll(() => opened?.close());

  it('creates, finds and lists promotions; ids are unique', async () => {
    const first = await createPromotion(db, { promotionData: { campaign: 'spring' } }, new Date('2026-01-01'));
    expect(first.id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const second = await createPromotion(
      db,
      { id: 'fair-2026', targetType: 'TRACK', targetId: 'Clu-4-HBY', skipRegistration: true },
      new Date('2026-02-01'),
    );
    expect(await findPromotion(db, first.id)).toEqual(first);
    expect(await findPromotion(db, 'missing')).toBeUndefined();
    expect(await listPromotions(db)).toEqual([second, first]);
    await expect(createPromotion(db, { id: 'fair-2026' })).rejects.toThrow(/exists already/);
  });
});
