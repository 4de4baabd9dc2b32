import type { components } from '@idea-studio/sdk';
import { tracks } from '../data/reference.js';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/ids.js';
import { randomToken } from './crypto.js';

export type PromotionCheck = components['schemas']['PromotionCheck'];

export interface Promotion {
  id: string;
  skipRegistration: 0 | 1;
  targetType: 'TRACK' | null;
  targetId: string | null;
  promotionData: Record<string, unknown>;
  createdAt: string;
}

export const PROMOTION_TARGET_TYPES = ['TRACK'] as const;
/** Promotion ids appear in links (`/promotion/{id}`): letters, digits, `-` and `_`, at most 64. */
export const PROMOTION_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export class PromotionInputError extends Error {}

export interface NewPromotion {
  id?: string;
  skipRegistration?: boolean;
  targetType?: string | null;
  targetId?: string | null;
  promotionData?: unknown;
}

function parseData(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Checks a new promotion: a known target type with a known target, skipping registration only with a target. */
export function validatePromotion(input: NewPromotion): Omit<Promotion, 'id' | 'createdAt'> & { id?: string } {
  if (input.id !== undefined && !PROMOTION_ID_PATTERN.test(input.id)) {
    throw new PromotionInputError('The promotion id may only hold letters, digits, "-" and "_" (at most 64).');
  }
  const targetType = input.targetType ?? null;
  const targetId = input.targetId ?? null;
  if (targetType !== null && !(PROMOTION_TARGET_TYPES as readonly string[]).includes(targetType)) {
    throw new PromotionInputError(`Unknown target type "${targetType}"; known: ${PROMOTION_TARGET_TYPES.join(', ')}.`);
  }
  if ((targetType === null) !== (targetId === null)) {
    throw new PromotionInputError('Give both a target type and a target id, or neither.');
  }
  if (targetType === 'TRACK' && !tracks.some((track) => track.id === targetId)) {
    throw new PromotionInputError(
      `Unknown track "${targetId}"; known tracks: ${tracks.map((track) => track.id).join(', ')}.`,
    );
  }
  if (input.skipRegistration && targetType === null) {
    throw new PromotionInputError('Skipping the registration needs a target (--target-type and --target-id).');
  }
  const data = input.promotionData ?? {};
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new PromotionInputError('The promotion data must be a JSON object.');
  }
  return {
    ...(input.id !== undefined ? { id: input.id } : {}),
    skipRegistration: input.skipRegistration ? 1 : 0,
    targetType: targetType as 'TRACK' | null,
    targetId,
    promotionData: data as Record<string, unknown>,
  };
}

/** Creates a promotion (validated as above); the id is random unless one is given. */
export async function createPromotion(db: Db, input: NewPromotion, now = new Date()): Promise<Promotion> {
  const valid = validatePromotion(input);
  const promotion: Promotion = {
    id: valid.id ?? randomToken(9),
    skipRegistration: valid.skipRegistration,
    targetType: valid.targetType,
    targetId: valid.targetId,
    promotionData: valid.promotionData,
    createdAt: nowIso(now),
  };
  const existing = await db.selectFrom('promotions').select('id').where('id', '=', promotion.id).executeTakeFirst();
  if (existing) throw new PromotionInputError(`A promotion with the id "${promotion.id}" exists already.`);
  await db
    .insertInto('promotions')
    .values({
      id: promotion.id,
      promotion_data: JSON.stringify(promotion.promotionData),
      skip_registration: promotion.skipRegistration,
      target_type: promotion.targetType,
      target_id: promotion.targetId,
      created_at: promotion.createdAt,
    })
    .execute();
  return promotion;
}

function toPromotion(row: {
  id: string;
  promotion_data: string;
  skip_registration: number;
  target_type: string | null;
  target_id: string | null;
  created_at: string;
}): Promotion {
  return {
    id: row.id,
    skipRegistration: row.skip_registration ? 1 : 0,
    targetType: row.target_type === 'TRACK' ? 'TRACK' : null,
    targetId: row.target_id,
    promotionData: parseData(row.promotion_data),
    createdAt: row.created_at,
  };
}

export async function findPromotion(db: Db, id: string): Promise<Promotion | undefined> {
  const row = await db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toPromotion(row) : undefined;
}

/** Every promotion, newest first. */
export async function listPromotions(db: Db): Promise<Promotion[]> {
  const rows = await db.selectFrom('promotions').selectAll().orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(toPromotion);
}

/** The public answer of checkPromotion. */
export function promotionCheck(promotion: Promotion): PromotionCheck {
  return {
    skipRegistration: promotion.skipRegistration,
    targetType: promotion.targetType,
    targetId: promotion.targetId,
    promotionData: promotion.promotionData,
  };
}
