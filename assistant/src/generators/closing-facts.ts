// What the closing artifacts (mentor pins, reports, canvas, landing copy) know of the idea: the facts of the
// founder's one-liner (facts.idea) read into the form of the offer, the segment and the template variables they
// share — who suffers, the offer and its thing, the setting, the partners and channels named, the revenue model
// with the founder's own words and price. A variable stays empty when the founder named nothing there, so a template
// that needs it is skipped and a phrasing for the offer's form stands in.
import { readFileSync } from 'node:fs';
import { LRUCache } from 'lru-cache';
import nlp from '../compromise.js';
import { type Facts, templateVars } from '../facts.js';
import type { IdeaFacts, RevenueModel } from '../idea-facts.js';
import { capitalize, lowerFirst, normalizeSpace, sentences, stripTerminal } from '../text.js';
import type { Lang } from '../types.js';
import { enPlural } from './persona-words.js';

/** The form of the offer the closing artifacts phrase for. */
export type OfferForm =
  | 'rental'
  | 'subscription'
  | 'marketplace'
  | 'box'
  | 'delivery'
  | 'app'
  | 'device'
  | 'course'
  | 'club'
  | 'swap'
  | 'service';

export const OFFER_FORMS: readonly OfferForm[] = [
  'rental',
  'subscription',
  'marketplace',
  'box',
  'delivery',
  'app',
  'device',
  'course',
  'club',
  'swap',
  'service',
];

/** A phrasing that is used only when the facts hold what it needs. */
export interface Variant {
  /** Variables that must be non-empty ("partner", "price", …). */
  needs?: string[];
  /** Variables that must be empty (a fallback for when the founder named nothing there). */
  without?: string[];
  /** Offer forms it fits; all when absent. */
  forms?: string[];
  /** Offer forms it does not fit. */
  notForms?: string[];
  /** Only for businesses (true) or only for private people (false). */
  b2b?: boolean;
}

export interface Closing {
  lang: Lang;
  idea: IdeaFacts;
  form: OfferForm;
  /** The people who suffer are businesses or their staff. */
  business: boolean;
  /** Template variables: the engine's ones with the group of the facts, plus the named details. */
  vars: Record<string, string>;
}

// ---------------------------------------------------------------------------------------------------------------
// Whole-word matching of term lists (English and German).

const escapeRe = (text: string) => text.replace(/[.*+?^${}()[\]\\]/g, '\\$&');

/**
 * A matcher for a list of terms: whole words and multi-word terms, case-insensitive, never a prefix ("auto" does
 * not match "Automated"). A German term written with a leading hyphen ("-kosten") also ends a closed compound
 * ("Wechselkosten"), deliberately: only terms marked so do.
 */
export function termPattern(terms: readonly string[]): RegExp | undefined {
  const parts = terms
    .map((t) => t.trim())
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .map((t) =>
      t.startsWith('-')
        ? `\\p{L}{3,}${escapeRe(t.slice(1)).replace(/ /g, '\\s+')}`
        : escapeRe(t).replace(/ /g, '\\s+').replace(/-/g, '[-\\s]?'),
    );
  if (parts.length === 0) return undefined;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${parts.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}

export const splitTerms = (list: string | readonly string[]): string[] =>
  (typeof list === 'string' ? list.split('|') : [...list]).map((t) => t.trim()).filter(Boolean);

// The term lists come from the banks and a round's named details: each list's matcher is compiled once.
const termMatchers = new LRUCache<string, { matcher: RegExp | undefined }>({ max: 5000 });

export function hasTerm(text: string, terms: string | readonly string[]): boolean {
  const list = splitTerms(terms);
  const key = list.join('\u0000');
  let kept = termMatchers.get(key);
  if (!kept) {
    const pattern = termPattern(list);
    // Without the global flag, `test` keeps no state between texts.
    kept = { matcher: pattern ? new RegExp(pattern.source, 'iu') : undefined };
    termMatchers.set(key, kept);
  }
  return kept.matcher?.test(text) ?? false;
}

// ---------------------------------------------------------------------------------------------------------------
// Text that is shortened only at sentence boundaries.

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * The first sentences of a text, as many as fit in `maxWords` (always the first one whole): a text is shortened at a
 * sentence boundary, never cut mid-sentence.
 */
export function firstSentences(text: string, maxWords = 30): string {
  const all = sentences(normalizeSpace(text));
  if (all.length === 0) return normalizeSpace(text);
  const out = [all[0]!];
  let count = wordCount(all[0]!);
  for (const sentence of all.slice(1)) {
    count += wordCount(sentence);
    if (count > maxWords) break;
    out.push(sentence);
  }
  return out.join(' ');
}

// ---------------------------------------------------------------------------------------------------------------
// The bank of the closing artifacts.

type Half = Record<string, unknown>;
const BANK = JSON.parse(readFileSync(new URL('../banks/closing.json', import.meta.url), 'utf8')) as Record<Lang, Half>;

/** The half of the closing bank for a language, typed by its caller. */
export function closingBank<T>(lang: Lang, key: string): T {
  return BANK[lang][key] as T;
}

interface Period {
  unit: string;
  per: string;
  terms: string;
}

// ---------------------------------------------------------------------------------------------------------------

/** The idea's facts, or — while a request carries none — what the engine's Facts already know. */
export function ideaOf(facts: Facts): IdeaFacts {
  if (facts.idea) return facts.idea;
  return {
    lang: facts.lang,
    source: [facts.sections.problem, facts.sections.users, facts.sections.solution].filter(Boolean).join(' '),
    offer: facts.subject,
    sufferer: { text: facts.group, head: facts.group, business: facts.business, named: facts.groupKnown },
    partners: [],
    channels: [],
    details: [],
  };
}

/** Revenue models under which the people who use the offer pay nothing themselves. */
const FREE_MODELS: ReadonlySet<RevenueModel> = new Set<RevenueModel>(['free', 'donation']);

const FORM_OF_MODEL: Partial<Record<RevenueModel, OfferForm>> = {
  rental: 'rental',
  subscription: 'subscription',
  'marketplace-fee': 'marketplace',
  commission: 'marketplace',
};

const FORM_OF_KIND: Record<string, OfferForm> = {
  service: 'service',
  marketplace: 'marketplace',
  tool: 'app',
  device: 'device',
  content: 'course',
};

/**
 * The form of the offer: as the frame's shape or the founder's words name it, else by how it earns, else by the kind
 * of solution. A shape other than `other` is never overruled by the revenue (a swap with a fee is no marketplace).
 */
export function offerForm(idea: IdeaFacts, facts: Facts): OfferForm {
  const named = (idea.form ?? '').toLowerCase();
  if ((OFFER_FORMS as readonly string[]).includes(named)) return named as OfferForm;
  const byModel = idea.revenue ? FORM_OF_MODEL[idea.revenue.model] : undefined;
  if (byModel) return byModel;
  return (facts.kind && FORM_OF_KIND[facts.kind]) || 'service';
}

/** An English noun phrase in the plural ("surfboard" → "surfboards"); German stays as written. */
function plural(phrase: string, lang: Lang): string {
  if (lang !== 'en' || !phrase) return phrase;
  const head = phrase.split(' ').at(-1)!;
  if (/ing$/i.test(head) || nlp(head).has('#Uncountable')) return phrase;
  return enPlural(phrase);
}

/** "a, b and c" / "a, b und c". */
export function joinList(items: readonly string[], lang: Lang): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${lang === 'de' ? 'und' : 'and'} ${items.at(-1)}`;
}

/** The revenue words of the founder, when they say more than the offer's own name. */
function revenueWords(idea: IdeaFacts): string {
  const text = stripTerminal(idea.revenue?.text ?? '');
  if (!text || text.toLowerCase() === idea.offer.toLowerCase()) return idea.revenue?.price ?? '';
  // A long part of the one-liner is no short phrase about money: its price, if any, says it.
  if (wordCount(text) > 10) return idea.revenue?.price ?? '';
  return text;
}

/** The place a channel points to, without its cue: "pick-up at local surf shops" → "at local surf shops". */
function channelPlace(channel: string, lang: Lang): string {
  const preps =
    lang === 'de'
      ? /\s((?:beim|bei|im|in|am|an|auf|vom|von|über|per|vor)\s.+)$/u
      : /\s((?:at|in|from|on|by|via|through|to)\s.+)$/u;
  return channel.match(preps)?.[1] ?? '';
}

const lower = (text: string, lang: Lang) => (text ? lowerFirst(text, lang) : '');

/** The closing artifacts' view of the idea: form, segment and the variables of their templates. */
export function closingOf(facts: Facts, extra: Record<string, string> = {}): Closing {
  const lang = facts.lang;
  const idea = ideaOf(facts);
  const form = offerForm(idea, facts);
  const business = idea.sufferer.business || (!idea.sufferer.text && facts.business);
  const group = stripTerminal(idea.sufferer.text || facts.group);
  const offer = stripTerminal(idea.offer || facts.subject);
  const object = stripTerminal(idea.object || facts.subject || offer);
  const revenue = revenueWords(idea);
  const periodText = [idea.revenue?.text, idea.revenue?.price].filter(Boolean).join(' ');
  const period = closingBank<Period[]>(lang, 'periods').find((p) => periodText && hasTerm(periodText, p.terms));
  const partners = idea.partners.map((p) => stripTerminal(p)).filter(Boolean);
  const channels = idea.channels.map((c) => stripTerminal(c)).filter(Boolean);
  const base = templateVars(facts, extra);
  // The channel where people fetch and return the thing ("pick-up at local surf shops"), not one that brings it.
  const pickup = channels.find((c) => hasTerm(c, closingBank<{ pickup: string }>(lang, 'canvas').pickup));
  const vars: Record<string, string> = {
    ...base,
    group: lang === 'en' ? lower(group, lang) : group,
    subject: base.subject || object,
    offer: lang === 'en' ? lower(offer, lang) : offer,
    object: lang === 'en' ? lower(object, lang) : object,
    objects: lang === 'en' ? lower(plural(object, lang), lang) : object,
    setting: stripTerminal(idea.setting?.text ?? ''),
    place: stripTerminal(idea.setting?.place ?? ''),
    partners: joinList(partners, lang),
    partner: partners[0] ?? '',
    channel: channels[0] ?? '',
    channels: joinList(channels, lang),
    channelPlace: channels[0] ? channelPlace(channels[0], lang) : '',
    pickupPlace: pickup ? channelPlace(pickup, lang) : '',
    revenue,
    price: idea.revenue?.price ?? '',
    payer: stripTerminal((idea.revenue as { payer?: string } | undefined)?.payer ?? ''),
    unit: period?.unit ?? '',
    perUnit: period?.per ?? '',
    // The price with its period, said once ("5 € pro Tag", and "30 Euro im Monat" as it is).
    pricePer: [idea.revenue?.price, period && !hasTerm(idea.revenue?.price ?? '', period.terms) ? period.per : '']
      .filter(Boolean)
      .join(' '),
    model: idea.revenue ? (closingBank<Record<string, string>>(lang, 'models')[idea.revenue.model] ?? '') : '',
    // Set when the people who use it pay nothing (free, or funded by donations): a phrasing about their price gives
    // way to one about who funds it. A condition only, never said.
    free: idea.revenue && FREE_MODELS.has(idea.revenue.model) ? 'free' : '',
    ...extra,
  };
  // A thing the offer is about reads as an activity where templates speak of a problem ("the pain of getting
  // surfboards", not "the pain of surfboard").
  const activity = idea.object ? closingBank<Record<string, string>>(lang, 'subjects')[form] : undefined;
  if (activity && !extra.subject) vars.subject = fill(activity, vars).replace(/^\p{Lu}/u, (c) => c.toLowerCase());
  return { lang, idea, form, business, vars };
}

/** Whether a phrasing fits the facts: what it needs is named, what it stands in for is not, the form fits. */
export function fits(variant: Variant, closing: Closing): boolean {
  const { vars, form, business } = closing;
  if (variant.needs?.some((v) => !vars[v])) return false;
  if (variant.without?.some((v) => vars[v])) return false;
  if (variant.forms && !variant.forms.includes(form)) return false;
  if (variant.notForms?.includes(form)) return false;
  if (variant.b2b !== undefined && variant.b2b !== business) return false;
  return true;
}

/** A template's text with the variables filled in, its first letter capitalised. */
export function fill(template: string, vars: Record<string, string>): string {
  const text = template.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, key: string) => {
    const lowerKey = key.charAt(0).toLowerCase() + key.slice(1);
    const value = vars[lowerKey];
    if (value === undefined) return whole;
    return key === lowerKey ? value : capitalize(value);
  });
  return capitalize(normalizeSpace(text).replace(/\s+([,.;:!?])/g, '$1'));
}
