// The word classes of the frame reader (frame-words.json) as matchers: a class matches a word or a run of words
// whole; German entries also match as the last part of a compound ("Reparatur" in "Kinderwagen-Reparatur") and an
// entry ending in "-" as the first part ("Miet-" in "Mietwagen"). Never a bare prefix: "auto" is no "Automated".
import { readFileSync } from 'node:fs';
import type { Lang } from '../types.js';

type ShapeKey =
  | 'repair'
  | 'rental'
  | 'subscription_box'
  | 'software'
  | 'marketplace'
  | 'swap_or_sharing'
  | 'club_or_membership'
  | 'education'
  | 'food'
  | 'physical_product'
  | 'health_care'
  | 'platform_matching'
  | 'service_visit';

interface WordHalf {
  shapes: Record<ShapeKey, string[]>;
  businessPeople: string[];
  people: string[];
  personSuffixes: string[];
  notPeople: string[];
  priceUnits: string[];
  periodUnits: string[];
  seatUnits: string[];
  rentUnits: string[];
  moneyWords: string[];
  freeWords: string[];
  commissionWords: string[];
  subscriptionWords: string[];
  membershipWords: string[];
  oneOffWords: string[];
  billingVerbs: string[];
  channels: string[];
  channelCues: string[];
  partnerCues: string[];
  institutions: string[];
  placePreps: string[];
  timePreps: string[];
  timeWords: string[];
  placeWords: string[];
  relatives: string[];
  offerOpeners: string[];
  determiners: string[];
  sellVerbs: string[];
  softwareBusinessHints: string[];
}

export type { ShapeKey };

const RAW = JSON.parse(readFileSync(new URL('./frame-words.json', import.meta.url), 'utf8')) as Record<Lang, WordHalf>;

export const WORDS: Record<Lang, WordHalf> = { en: RAW.en, de: RAW.de };

/** A class of words and phrases, matched against lower-case words. */
export class WordClass {
  private readonly single = new Set<string>();
  private readonly multi: string[][] = [];
  private readonly tails: string[] = [];
  private readonly heads: string[] = [];

  constructor(
    entries: readonly string[],
    private readonly compounds: boolean,
    minTail = 4,
  ) {
    for (const raw of entries) {
      const entry = raw.toLowerCase();
      if (entry.endsWith('-') && entry.length > 3) this.heads.push(entry.slice(0, -1));
      else if (entry.includes(' ')) this.multi.push(entry.split(' '));
      else this.single.add(entry);
      if (compounds && !entry.includes(' ') && !entry.endsWith('-') && entry.length >= minTail) this.tails.push(entry);
    }
    this.multi.sort((a, b) => b.length - a.length);
  }

  /** The word itself is in the class (German: also as a compound's last or marked first part). */
  has(word: string): boolean {
    const w = word.toLowerCase().replace(/['’]$/, '');
    if (this.single.has(w)) return true;
    // English forms of a listed word: "groom" for "grooming", "repairs" for "repair", "deliveries" for "delivery".
    if (!this.compounds && /^[a-z-]+$/.test(w) && this.englishForms(w)) return true;
    // "lift-sharing", "Kinderwagen-Reparatur": a hyphenated word by its last part.
    const parts = w.split('-').filter(Boolean);
    if (parts.length > 1 && this.single.has(parts.at(-1)!)) return true;
    // "rent-a-tool", "rent-a-bike": an English pattern word names its kind by its first part.
    if (parts.length > 2 && parts[1] === 'a' && this.single.has(parts[0]!)) return true;
    if (!this.compounds) return false;
    // A German dative plural ("zwischen Handwerksbetrieben") is the plural the class lists.
    if (/en$/.test(w) && w.length > 5 && this.has(w.slice(0, -1))) return true;
    // "Kleidertausch-Partys": each part of a hyphenated German word is a compound of its own.
    if (parts.length > 1 && parts.some((part) => part !== w && this.has(part))) return true;
    for (const tail of this.tails) if (w.length > tail.length + 2 && w.endsWith(tail)) return true;
    for (const head of this.heads) if (w.length > head.length + 2 && w.startsWith(head)) return true;
    return false;
  }

  private englishForms(w: string): boolean {
    const forms = [
      `${w}ing`,
      w.replace(/e$/, 'ing'),
      w.replace(/ies$/, 'y'),
      w.replace(/es$/, ''),
      w.replace(/s$/, ''),
      w.replace(/ed$/, ''),
    ];
    return forms.some((f) => f !== w && f.length > 2 && this.single.has(f));
  }

  /** The length in words of the longest entry that starts at `i` of `words` (0 when none). */
  matchAt(words: readonly string[], i: number): number {
    for (const entry of this.multi) {
      if (entry.every((e, k) => words[i + k]?.toLowerCase().replace(/['’]$/, '') === e)) return entry.length;
    }
    return words[i] !== undefined && this.has(words[i]!) ? 1 : 0;
  }
}

const cache = new Map<string, WordClass>();

/** The word class `key` of a language (German classes match compounds). */
export function wordClass(lang: Lang, key: Exclude<keyof WordHalf, 'shapes'>): WordClass {
  const id = `${lang}:${key}`;
  let found = cache.get(id);
  if (!found) {
    // German places end in short parts too ("Bewegungs|bad", "Dorfgemeinschafts|haus").
    found = new WordClass(
      WORDS[lang][key],
      lang === 'de' && !['determiners', 'relatives', 'placePreps'].includes(key),
      key === 'placeWords' ? 3 : 4,
    );
    cache.set(id, found);
  }
  return found;
}

export function shapeClass(lang: Lang, key: ShapeKey): WordClass {
  const id = `${lang}:shape:${key}`;
  let found = cache.get(id);
  if (!found) {
    found = new WordClass(WORDS[lang].shapes[key], lang === 'de');
    cache.set(id, found);
  }
  return found;
}

export const SHAPE_KEYS = Object.keys(RAW.en.shapes) as ShapeKey[];
