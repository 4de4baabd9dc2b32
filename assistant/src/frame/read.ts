// Reads the founder's idea into the idea frame (the contract's IdeaFrame): each slot a span of the founder's words
// or empty. The offline assistant's READ_IDEA_FRAME answer; a model answers the same shape (catalogue entry).
//
// The slots are read in the order in which they are least ambiguous, and each takes its words out of play for the
// next: the price (a figure, a percentage, a billing phrase), the people (a "for …" of people or businesses), the
// partners and channels (a business after "with/from/through", a channel word after "by/via/on"), the setting (a
// place or a time after a preposition) and last the offer (what is left of the first part that names a thing).
// The shape comes from the offer's head word; the price's kind from the words around the figure. The track's title
// may give the product's name, never the problem or the people.
import { type IdeaFrame, spansOnly } from '@idea-studio/sdk';
import type { Lang } from '../types.js';
import { readLinks } from './links.js';
import { leadingName, readOffer } from './offer.js';
import { readPeople } from './people.js';
import { priceKindOf, readPrice } from './price.js';
import { readSetting } from './setting.js';
import { readShape } from './shape.js';
import { type FrameText, spanText, tokenize } from './tokens.js';

export interface FrameSource {
  /** The idea in the founder's words: the one-liner, or the Basic Idea sections joined. */
  text: string;
  /** The track's title: it may name the product, never the problem or the people. */
  title?: string | null;
}

/** The longest idea text the reader looks at (a one-liner, or the three sections). */
const MAX_READ = 2000;

export function readFrame(source: FrameSource, lang: Lang): IdeaFrame {
  // Spaces are evened out; a new line stays (it ends a sentence: the sections come one a line).
  const text = source.text
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim()
    .slice(0, MAX_READ);
  const ft = tokenize(text, lang);
  const taken = new Set<number>();
  const take = (span: [number, number] | undefined) => {
    if (span) for (let k = span[0]; k < span[1]; k++) taken.add(k);
  };
  const isTaken = (k: number) => taken.has(k);

  const name = leadingName(ft);
  take(name);
  const price = readPrice(ft);
  take(price?.span);
  const people = readPeople(ft);
  const peopleSpan = people && !overlaps(people.span, price?.span) ? people.span : undefined;
  take(peopleSpan);
  const links = readLinks(ft, isTaken);
  for (const span of [...links.partners, ...links.channels]) take(span);
  const setting = readSetting(ft, isTaken);
  take(setting?.span);
  const offer = readOffer(ft, isTaken, name);

  const tokensOf = (span: [number, number] | undefined) => (span ? ft.tokens.slice(span[0], span[1]) : []);
  const priceWords = price?.words ?? '';
  const shape = readShape(ft, {
    offer: tokensOf(offer?.span),
    people: tokensOf(peopleSpan),
    links: [...links.partners, ...links.channels].flatMap((span) => tokensOf(span)),
    all: ft.tokens,
    recurring: RECURRING[lang].test(priceWords) || RECURRING[lang].test(text),
    payerIsBusiness: BUSINESS_PAYS[lang].test(text),
    soldAsThing: !!price?.hasFigure && SOLD_THROUGH[lang].test(text),
    commission: /%|\b(?:commission|provision|vermittlungsgebühr|we take|wir behalten)\b/i.test(priceWords),
    perSeat: /\b(?:per|pro|je) (?:user|seat|employee|nutzer|mitarbeiter|lizenz|licence|license)\b/i.test(priceWords),
  });
  const text_ = (span: [number, number] | undefined) => (span ? spanText(ft, span[0], span[1]) || null : null);
  const frame: IdeaFrame = {
    offer: text_(offer?.span),
    people: text_(peopleSpan),
    setting: text_(setting?.span),
    price: price?.text || null,
    priceKind: price ? priceKindOf(ft, price, shape) : null,
    partners: unique(links.partners.filter((s) => !sameHead(ft, s, peopleSpan)).map((s) => spanText(ft, s[0], s[1]))),
    channels: unique(links.channels.map((s) => spanText(ft, s[0], s[1]))),
    shape,
    name: text_(name) ?? titleName(source.title, lang),
  };
  return spansOnly(frame, text);
}

/** A price or a delivery that comes again: "£28 a month", "every 8 weeks", "jeden monat", "im Abo". */
const RECURRING: Record<Lang, RegExp> = {
  en: /\b(?:a|per|each|every|\/)\s?(?:\d+\s)?(?:months?|weeks?|years?|quarter)\b|\b(?:monthly|weekly|yearly|annually|subscription)\b/i,
  de: /\b(?:im|pro|je|jeden|jede|alle|\/)\s?(?:\d+\s)?(?:monat|monate|woche|wochen|jahr|quartal)\b|\b(?:monatlich|wöchentlich|jährlich)\b|abo\b|abonnement/i,
};
/** "sold through OT clinics", "verkauft über Tierhandlungen", "sold on Etsy": a thing sold by others. */
const SOLD_THROUGH: Record<Lang, RegExp> = {
  en: /\b(?:sold|stocked|available)\s+(?:on|in|at|through|via|by)\b|\bsell\s+(?:it|them)?\s*(?:on|in|at|through|via)\b/i,
  de: /\b(?:verkauft|verkauf|vertrieb|vertrieben|erhältlich)\s+(?:über|in|im|bei|auf)\b/i,
};
/** A business is who pays: "the logistics company pays", "Praxen zahlen". */
const BUSINESS_PAYS: Record<Lang, RegExp> = {
  en: /\b(?:company|companies|firm|firms|business|businesses|employer|employers|practice|practices|school|schools|council|councils|agency|agencies)\s+(?:pays?|buys?|subscribes?)\b/i,
  de: /\b(?:firma|firmen|unternehmen|betrieb|betriebe|arbeitgeber|praxis|praxen|schule|schulen|kommune|kommunen)\s+(?:zahlt|zahlen|kauft|kaufen|bucht|buchen)\b/i,
};

/** A partner that names the people again ("startups pay …" after "hardware startups") is no partner. */
function sameHead(ft: FrameText, span: [number, number], people: [number, number] | undefined): boolean {
  if (!people) return false;
  const stem = (w: string) => w.toLowerCase().replace(/(?:s|n|en|e)$/, '');
  const a = stem(ft.tokens[span[1] - 1]!.lower);
  const b = stem(ft.tokens[people[1] - 1]!.lower);
  return a.length > 2 && (a === b || b.endsWith(a) || a.endsWith(b));
}

const overlaps = (a: [number, number], b: [number, number] | undefined) => !!b && a[0] < b[1] && b[0] < a[1];

const unique = (items: string[]) => [...new Set(items.filter(Boolean))];

/** The product's name a track title gives: its part before a dash or colon, one or two capitalised words. */
export function titleName(title: string | null | undefined, lang: Lang): string | null {
  const clean = (title ?? '').replace(/\s+/g, ' ').trim();
  if (!clean) return null;
  const ft: FrameText = tokenize(clean, lang);
  const named = leadingName(ft);
  if (named) return spanText(ft, named[0], named[1]);
  return null;
}
