// Reads the founder's idea into the idea frame (the contract's IdeaFrame): each slot a span of the founder's words
// or empty. The offline assistant's READ_IDEA_FRAME answer; a model answers the same shape (catalogue entry).
import { type IdeaFrame, spansOnly } from '@idea-studio/sdk';
import type { Lang } from '../../types.js';
import { readIdeaFacts } from '../idea-facts.js';

export interface FrameSource {
  /** The idea in the founder's words: the one-liner, or the Basic Idea sections joined. */
  text: string;
  /** The track's title: it may name the product, never the problem or the people. */
  title?: string | null;
}

const PRICE_KINDS: Record<string, IdeaFrame['priceKind']> = {
  subscription: 'subscription',
  rental: 'rent',
  'marketplace-fee': 'commission',
  commission: 'commission',
  'one-off': 'one_off',
  'per-use': 'per_use',
  freemium: 'free',
};
const SHAPES: Record<string, IdeaFrame['shape']> = {
  rental: 'rental',
  subscription: 'subscription_box',
  box: 'subscription_box',
  marketplace: 'marketplace',
  app: 'software_b2c',
  course: 'education',
  device: 'physical_product',
  service: 'service_visit',
};

export function readFrame(source: FrameSource, lang: Lang): IdeaFrame {
  const facts = readIdeaFacts({ title: source.text }, lang);
  const frame: IdeaFrame = {
    offer: facts.offer || null,
    people: facts.sufferer.named ? facts.sufferer.text : null,
    setting: facts.setting?.text ?? null,
    price: facts.revenue?.price ?? facts.revenue?.text ?? null,
    priceKind: facts.revenue ? (PRICE_KINDS[facts.revenue.model] ?? null) : null,
    partners: facts.partners,
    channels: facts.channels,
    shape: SHAPES[facts.form ?? ''] ?? 'other',
    name: null,
  };
  return spansOnly(frame, source.text);
}
