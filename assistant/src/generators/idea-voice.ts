// What the Validate steps' texts (the empathy map, the shadowing, the expert chat) take from the facts of the
// founder's one-liner, ready to stand in the persona's own sentences: where the persona lives ("in my coastal
// town", "in meiner Kleinstadt"), the partner they pass every week, how the offer reaches them, and how it is paid
// ("5 € per day", "a monthly subscription", "eine Gebühr pro Buchung") — each in both languages and in a form that
// fits any of the templates that use it. Also the guards every text of these steps passes: no run of six words of the
// founder's own sentences, no ellipsis.

import type { Facts } from '../facts.js';
import type { RevenueModel } from '../idea-facts.js';
import { capitalize } from '../text.js';
import type { Lang } from '../types.js';
import { type Market, readMarket } from './persona-market.js';
import { deDativePlural } from './persona-words.js';

/** How the offer is paid, as the persona would name it. */
export interface Cost {
  model: RevenueModel;
  /** A noun phrase naming the charge, nominative: "5 € per day", "a fee per day", "ein Abo". */
  name: string;
  /** What the persona would do: "paying per day", German as an infinitive with zu: "pro Tag zu zahlen". */
  paying: string;
  /** The billing period when named ("day"), in the persona's language: "day" / "Tag". */
  period?: string;
  /** The period in the plural after "a few" / "nach ein paar": "days" / "Tagen". */
  periods?: string;
}

export interface IdeaVoice {
  lang: Lang;
  /** The place the persona lives or works, as they say it: "in my coastal town", "in Hamburg", "auf dem Land". */
  home?: string;
  /** The same place told about them, with a leading space: " in a coastal town", " in einer Kleinstadt". */
  place?: string;
  /** The thing the offer lends or sells, singular and plural ("surfboard"), when it is one. */
  object?: { sg: string; pl: string };
  /** A kind of business the founder named as a partner, in the plural ("local surf shops"); German in the dative
   * plural ("lokalen Surfshops") for "an … vorbei". */
  partners?: string;
  /** How the offer reaches the persona, as the founder wrote it ("pick-up at local surf shops"). */
  channel?: string;
  cost?: Cost;
  /** The founder's own sentences: no text may repeat six words of them in a row. */
  sources: string[];
}

const PERIODS: Record<Lang, Record<string, [string, string]>> = {
  en: { day: ['day', 'days'], week: ['week', 'weeks'], month: ['month', 'months'], hour: ['hour', 'hours'] },
  de: {
    day: ['Tag', 'Tagen'],
    week: ['Woche', 'Wochen'],
    month: ['Monat', 'Monaten'],
    hour: ['Stunde', 'Stunden'],
    weekend: ['Wochenende', 'Wochenenden'],
  },
};
PERIODS.en.weekend = ['weekend', 'weekends'];

/** Whether a price already says its period ("$20 per month", "9 € im Monat"). */
const SAYS_PERIOD = /\b(per|a|an|each|every|pro|im|je|monthly|daily|weekly|monatlich|täglich)\b|\/\s*\p{L}/iu;

/** The charge of a revenue model, in the persona's words; undefined when the founder named no model. */
export function costOf(market: Pick<Market, 'model' | 'period' | 'price'>, lang: Lang): Cost | undefined {
  const model = market.model;
  if (!model) return undefined;
  const en = lang === 'en';
  const [period, periods] = market.period ? (PERIODS[lang][market.period] ?? []) : [];
  const price = market.price?.trim();
  const per = period ? (en ? `per ${period}` : `pro ${period}`) : '';
  const priced = (fallbackPer: string) =>
    price ? (SAYS_PERIOD.test(price) || !(per || fallbackPer) ? price : `${price} ${per || fallbackPer}`) : '';
  const withPeriod = { ...(period ? { period } : {}), ...(periods ? { periods } : {}) };
  const cost = (name: string, paying: string): Cost => ({ model, name, paying, ...withPeriod });
  switch (model) {
    case 'rental':
      return en
        ? cost(priced('') || (per ? `a fee ${per}` : 'a rental fee'), per ? `paying ${per}` : 'paying rent for it')
        : cost(
            priced('') || (per ? `eine Gebühr ${per}` : 'eine Leihgebühr'),
            per ? `${per} zu zahlen` : 'Miete zu zahlen',
          );
    case 'per-use':
      return en
        ? cost(
            priced('per use') || (per ? `a fee ${per}` : 'a price per use'),
            per ? `paying ${per}` : 'paying each time I use it',
          )
        : cost(
            priced('pro Nutzung') || (per ? `eine Gebühr ${per}` : 'eine Gebühr pro Nutzung'),
            per ? `${per} zu zahlen` : 'für jede Nutzung zu zahlen',
          );
    case 'subscription': {
      // "a monthly subscription", "ein Wochenabo": the period names the kind of subscription.
      const key = market.period ?? 'month';
      const kind = ({ day: 'daily', week: 'weekly', month: 'monthly' } as Record<string, string>)[key];
      const deKind = ({ day: 'Tagesabo', week: 'Wochenabo', month: 'Monatsabo' } as Record<string, string>)[key];
      return en
        ? cost(
            priced(period ? '' : 'a month') || (kind ? `a ${kind} subscription` : `a subscription ${per}`),
            `paying every ${period ?? 'month'}`,
          )
        : cost(
            priced(period ? '' : 'im Monat') || (deKind ? `ein ${deKind}` : `ein Abo ${per}`),
            key === 'week' ? 'jede Woche zu zahlen' : 'jeden Monat zu zahlen',
          );
    }
    case 'marketplace-fee':
    case 'commission':
      return en
        ? cost(price ? `a fee of ${price} per booking` : 'a fee on every booking', 'paying a fee on every booking')
        : cost(
            price ? `eine Gebühr von ${price} pro Buchung` : 'eine Gebühr für jede Buchung',
            'für jede Buchung eine Gebühr zu zahlen',
          );
    case 'one-off':
      return en
        ? cost(price ? `a one-off ${price}` : 'a one-off price', 'paying once')
        : cost(price ? `einmalig ${price}` : 'eine einmalige Zahlung', 'einmal zu zahlen');
    case 'freemium':
      return en
        ? cost('a free basic version with paid extras', 'paying for the extras')
        : cost('eine kostenlose Grundversion mit bezahlten Extras', 'für die Extras zu zahlen');
    case 'advertising':
      return en
        ? cost('a free offer paid for by ads', 'seeing ads instead of paying')
        : cost('eine kostenlose Nutzung, bezahlt durch Werbung', 'Werbung zu sehen, statt zu zahlen');
    case 'licence':
      return en
        ? cost(price ? `a licence at ${price}` : 'a licence fee', 'paying for a licence')
        : cost(price ? `eine Lizenz für ${price}` : 'eine Lizenzgebühr', 'für eine Lizenz zu zahlen');
    case 'donation':
      return en
        ? cost('a price I set myself', 'paying what I think it is worth')
        : cost('eine Zahlung nach eigenem Ermessen', 'so viel zu zahlen, wie es mir wert ist');
    case 'membership':
      return en
        ? cost(priced('a month') || 'a membership fee', 'paying a membership fee')
        : cost(priced('im Monat') || 'einen Mitgliedsbeitrag', 'einen Mitgliedsbeitrag zu zahlen');
    case 'free':
      return en ? cost('nothing', 'using it for free') : cost('nichts', 'es kostenlos zu nutzen');
  }
}

/** The persona's own place: " in a coastal town" → "in my coastal town", " in einer Kleinstadt" → "in meiner Kleinstadt". */
export function homeOf(placeIn: string | undefined, lang: Lang): string | undefined {
  const text = placeIn?.trim();
  if (!text) return undefined;
  if (lang === 'en') return text.replace(/^(in|at|on|near) (a|an) /i, '$1 my ');
  return text.replace(/^(in|auf|an|bei) (einer|einem|einen) /i, (_m, prep: string, article: string) => {
    return `${prep} m${article} `;
  });
}

/** The market of the round's idea, or undefined when it cannot be read (no words of the founder's). */
function marketOf(facts: Facts): Market | undefined {
  try {
    return readMarket(facts);
  } catch {
    return undefined;
  }
}

/** What the persona's texts may take from the idea's facts. */
export function ideaVoice(facts: Facts): IdeaVoice {
  const lang = facts.lang;
  const market = marketOf(facts);
  const sources = (market?.sources ?? [facts.sections.problem, facts.sections.users, facts.sections.solution]).filter(
    (t): t is string => !!t && t.trim().length > 0,
  );
  if (!market) return { lang, sources };
  const partner = market.partner;
  const partners = partner
    ? lang === 'en'
      ? partner.pl
      : deDativePlural(partner.adjective ? `${partner.adjective}e ${partner.pl}` : partner.pl)
    : undefined;
  const channel = market.channels.map((c) => c.trim()).find((c) => c.split(/\s+/).length <= 7);
  const cost = costOf(market, lang);
  // A place the offer is picked up at ("abholbar am Bahnhof") is where the persona goes, not where they live.
  const placeWords = wordsOf(market.place?.word ?? market.place?.label ?? '');
  const pickUp =
    placeWords.length > 0 &&
    market.channels.some((c) => {
      const words = wordsOf(c);
      return placeWords.every((w) => words.includes(w));
    });
  const place = pickUp ? undefined : market.place;
  const home = homeOf(place?.in, lang);
  return {
    lang,
    ...(home ? { home } : {}),
    ...(place ? { place: place.in } : {}),
    ...(market.object ? { object: { sg: market.object.sg, pl: market.object.pl } } : {}),
    ...(partners ? { partners } : {}),
    ...(channel ? { channel } : {}),
    ...(cost ? { cost } : {}),
    sources,
  };
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
const wordsOf = (text: string) => (text.match(WORD) ?? []).map((w) => w.toLowerCase());

/** Whether a text repeats `run` words (six by default) of one of the founder's sentences in a row. */
export function repeatsSource(text: string, sources: readonly string[], run = 6): boolean {
  const own = wordsOf(text);
  if (own.length < run) return false;
  const runs = new Set<string>();
  for (let i = 0; i + run <= own.length; i++) runs.add(own.slice(i, i + run).join(' '));
  return sources.some((source) => {
    const theirs = wordsOf(source);
    for (let i = 0; i + run <= theirs.length; i++) if (runs.has(theirs.slice(i, i + run).join(' '))) return true;
    return false;
  });
}

/** A text fit to stand in the persona's voice: no pasted idea sentence and nothing cut off with an ellipsis. */
export function clean(text: string, voice: Pick<IdeaVoice, 'sources'>): boolean {
  return !/…|\.\.\./.test(text) && !repeatsSource(text, voice.sources);
}

/** A charge at the start of a sentence: "A fee per day …", "5 € per day …". */
export const Name = (cost: Cost) => capitalize(cost.name);

/** German capitalises a whole sentence after a colon ("Der Grund: Ich muss …"); a noun phrase keeps its case. */
export function afterColon(text: string, clause: boolean, lang: Lang): string {
  return lang === 'de' && clause ? capitalize(text) : text;
}

/**
 * German punctuation around the persona's "ich": a sentence after a colon opens with "Ich", a clause after a dash
 * or "denn" with "ich", and "denn" takes no colon.
 */
export function tidyGerman(text: string): string {
  return text
    .replace(/\bdenn: (ich|Ich)\b/g, 'denn ich')
    .replace(/: ich\b/g, ': Ich')
    .replace(/([–—]) Ich\b/g, '$1 ich');
}

/** A quote inside a quote takes the inner marks: ‚…‘ in German, ‘…’ in English. */
export function quoteInQuote(text: string, lang: Lang): string {
  return lang === 'de' ? text.replace(/„([^“”]*)[“”]/g, '‚$1‘') : text.replace(/“([^”]*)”/g, '‘$1’');
}

/** A name in the German genitive: "Janas", but "Jonas'", "Max'", "Fritz'". */
export function germanGenitive(name: string): string {
  return /(s|ß|x|z|ce)$/i.test(name) ? `${name}'` : `${name}s`;
}
