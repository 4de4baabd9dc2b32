// The facts of the founder's one-liner that personas are composed from: who suffers (with their age group, role and
// whether they are a business), the setting, the offer and its thing, the partners and channels named and the
// revenue. These are the fields of the engine's IdeaFacts (facts.idea) the composer reads; a fact the founder left
// open stays empty, so the composer knows when it may fall back on general phrasing.
import type { Lang } from '../../types.js';

export type RevenueModel =
  | 'subscription'
  | 'rental'
  | 'marketplace-fee'
  | 'commission'
  | 'one-off'
  | 'per-use'
  | 'freemium'
  | 'advertising'
  | 'licence'
  | 'donation';

export type AgeBand = 'children' | 'teens' | 'students' | 'young-adults' | 'adults' | 'parents' | 'seniors';

export interface PersonaIdeaFacts {
  lang: Lang;
  /** The founder's words the facts were read from. */
  source: string;
  /** What is offered ("surfboard rental"). */
  offer: string;
  /** The thing or activity the offer is about ("surfboard"). */
  object?: string;
  /** The form of the offer when named: service, app, marketplace, rental … */
  form?: string;
  sufferer: {
    /** The group as a plural: "surfers in coastal towns". */
    text: string;
    /** The bare plural head: "surfers", "Pendler". */
    head: string;
    business: boolean;
    ageBand?: AgeBand;
    role?: string;
    named: boolean;
  };
  setting?: { text: string; place?: string; time?: string };
  partners: string[];
  channels: string[];
  revenue?: { model: RevenueModel; text: string; price?: string };
  details: string[];
}
