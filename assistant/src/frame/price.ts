// The price as the founder said it ("£45 flat call-out fee", "25 euro die stunde", "we take 10%") and how it is
// charged. A price is a figure with money, a percentage, a billing phrase ("paid per hour", "monthly fee") or the
// word free; its span is the part of the idea that says it. The kind follows the words around the figure; only a
// bare figure takes the kind the business's shape implies (a product is bought once, a visit is paid per use).
import type { IdeaFrame, IdeaShape } from '@idea-studio/sdk';
import { isPeopleToken } from './phrase.js';
import { type FrameText, type FrameToken, isWord, spanText } from './tokens.js';
import { WORDS, wordClass } from './words.js';

type Kind = NonNullable<IdeaFrame['priceKind']>;

export interface PriceReading {
  span: [number, number];
  text: string;
  /** Words of the span and its segment, lower-case, joined by spaces (for the kind). */
  words: string;
  hasFigure: boolean;
}

const isFigure = (t: FrameToken | undefined, ft: FrameText): boolean => {
  if (!t) return false;
  if (t.kind === 'money' || t.kind === 'percent') return true;
  if (t.kind !== 'number') return false;
  const i = ft.tokens.indexOf(t);
  const after = ft.tokens[i + 1];
  const before = ft.tokens[i - 1];
  const money = wordClass(ft.lang, 'moneyWords');
  if ((after && money.has(after.lower)) || (before && money.has(before.lower))) return true;
  // "1.99 one time", "2,50 pro Fahrt": a decimal figure, or a figure a billing unit follows.
  if (/\d[.,]\d{2}$/.test(t.text)) return true;
  return !!after && /^(?:a|an|per|pro|je|die|der|das|im|the|each|\/)$/.test(after.lower) && unitAfter(ft, t) > 0;
};

/** Whether a price unit follows the figure ("a trip", "pro Besuch", "/month"). */
function unitAfter(ft: FrameText, t: FrameToken): number {
  const i = ft.tokens.indexOf(t);
  for (let k = i + 1; k <= i + 3 && k < ft.tokens.length; k++) {
    const w = ft.tokens[k]!;
    if (w.segment !== t.segment) break;
    if (wordClass(ft.lang, 'priceUnits').has(w.lower) || wordClass(ft.lang, 'periodUnits').has(w.lower)) return k;
  }
  return 0;
}

/** Words that say how something is billed, even without a figure. */
function billingAt(ft: FrameText, i: number): number {
  const { lang, tokens } = ft;
  const t = tokens[i]!;
  const words = tokens.map((w) => w.lower);
  // "paid per fix", "charged by the hour" — "paid by their employers" names a payer, not how it is charged.
  const per = lang === 'en' ? /^(?:per|a|an|each)$/ : /^(?:pro|je|nach|im)$/;
  if (
    lang === 'en' &&
    (wordClass(lang, 'billingVerbs').has(t.lower) || /^(?:rented|hired|leased|booked)$/.test(t.lower)) &&
    tokens[i + 1]?.lower === 'by' &&
    tokens[i + 2]?.lower === 'the' &&
    (wordClass(lang, 'rentUnits').has(tokens[i + 3]?.lower ?? '') ||
      wordClass(lang, 'periodUnits').has(tokens[i + 3]?.lower ?? ''))
  )
    return 4;
  // "paid per fix", "charged by the hour", "bezahlt pro Einsatz"
  if (wordClass(lang, 'billingVerbs').has(t.lower) && tokens[i + 1] && per.test(tokens[i + 1]!.lower)) return 2;
  // "online shops rent per shipment", "charged per kilo": a verb and "per <unit>" say how it is charged
  if (
    lang === 'en' &&
    (t.tags.has('Verb') || wordClass(lang, 'billingVerbs').has(t.lower)) &&
    tokens[i + 1]?.lower === 'per' &&
    tokens[i + 2] &&
    wordClass(lang, 'priceUnits').has(tokens[i + 2]!.lower)
  )
    return 3;
  // "per kitchen per month", "pro Monat": a period is a price even without its figure
  if (per.test(t.lower) && /^(?:per|pro|je)$/.test(t.lower)) {
    for (let k = i + 1; k <= i + 4 && k < tokens.length; k++) {
      if (tokens[k]!.segment !== t.segment) break;
      if (wordClass(lang, 'periodUnits').has(tokens[k]!.lower) && /^(?:per|pro|je|a|im)$/.test(tokens[k - 1]!.lower))
        return k - i + 1;
    }
  }
  // "free", "kostenlos", "pay what you want", "12% commission" (the figure is found on its own)
  const n = wordClass(lang, 'freeWords').matchAt(words, i);
  if (n > 0) return n;
  if (/^(?:commission|provision)$/.test(t.lower)) return 1;
  return 0;
}

export function readPrice(ft: FrameText): PriceReading | undefined {
  const { tokens } = ft;
  const figures: number[] = [];
  const phrases: Array<[number, number]> = [];
  for (let i = 0; i < tokens.length; i++) {
    if (isFigure(tokens[i], ft)) figures.push(i);
    else if (isWord(tokens[i])) {
      const n = billingAt(ft, i);
      // "paid per | fix" takes its unit; "Free | blood pressure checks" is only the free word.
      const billed = wordClass(ft.lang, 'billingVerbs').has(tokens[i]!.lower);
      if (n > 0) phrases.push([i, i + n + (billed && unitAfterPhrase(ft, i + n) ? 1 : 0)]);
    }
  }
  // Without a figure, a billing phrase is the price ("paid per fix", "free"): just its words.
  if (!figures.length) {
    const phrase = phrases[0];
    if (!phrase) return undefined;
    return {
      span: phrase,
      text: spanText(ft, phrase[0], phrase[1]),
      words: ` ${segmentWords(ft, phrase[0])} `,
      hasFigure: false,
    };
  }
  // The segments that hold a figure; adjacent ones read as one ("free, premium £2.49/month").
  const segs = [...new Set(figures.map((i) => tokens[i]!.segment))];
  const first = segs[0]!;
  let last = first;
  for (const s of segs.slice(1)) if (s === last + 1) last = s;
  const prevSeg = ft.segments.find((s) => s.index === first - 1);
  // "(free, premium £2.49/month)": a free word right before is part of the price.
  let startSeg = first;
  if (prevSeg && phrases.some(([a]) => tokens[a]!.segment === prevSeg.index) && prevSeg.to - prevSeg.from <= 2)
    startSeg = prevSeg.index;
  const seg = ft.segments.find((s) => s.index === startSeg)!;
  const figSeg = ft.segments.find((s) => s.index === first)!;
  const lastSeg = ft.segments.find((s) => s.index === last)!;
  const firstHit = figures[0]!;
  // The price starts at its figure when the segment says other things before it ("… für ältere leute 25 euro die
  // stunde"); a segment that is the price alone is taken whole ("Anfahrt 35 €", "we take 10%").
  let from = seg.from;
  const before = tokens.slice(figSeg.from, firstHit);
  // "Mitglieder zahlen 30 €": who pays is not the price.
  if (
    before.length > 3 ||
    before.some(
      (t) =>
        /^(?:for|für|in|im|at|around|near|mit|with|who|die|der|pay|pays|zahlen|zahlt|bezahlen|cost|costs|kostet)$/.test(
          t.lower,
        ) || isPeopleToken(t, ft.lang),
    )
  )
    from = moneyStart(ft, firstHit);
  while (
    from < firstHit &&
    /^(?:and|und|or|oder|just|only|nur|then|dann|like|about|around|approx|roughly|ca|etwa|ungefähr|so)$/.test(
      tokens[from]!.lower,
    )
  )
    from++;
  let to = lastSeg.to;
  // A price ends before a relative clause ("€5 entry fee | that includes a drink") and before a new slot ("… £3 a
  // trip for pensioners").
  for (let k = firstHit + 1; k < to; k++) {
    const unit = tokens[k + 1]?.lower ?? '';
    // ("25 euro die stunde": an article before a unit is how it is charged, not a clause)
    const perUnit = wordClass(ft.lang, 'priceUnits').has(unit) || wordClass(ft.lang, 'periodUnits').has(unit);
    if (/^(?:that|which|die|der|das)$/.test(tokens[k]!.lower) && k > firstHit + 1 && !perUnit) {
      to = k;
      break;
    }
  }
  for (let k = firstHit + 1; k < to; k++) {
    if (/^(?:for|für|in|around|near|with|mit|via|through|über|sold|verkauft|booked|gebucht)$/.test(tokens[k]!.lower)) {
      // "£90 for a weekend", "120 € für 10 Stunden": what the price buys belongs to it.
      if (/^(?:for|für)$/.test(tokens[k]!.lower) && buysUnit(ft, k)) continue;
      to = k;
      break;
    }
  }
  return {
    span: [from, to],
    text: spanText(ft, from, to),
    words: ` ${tokens
      .slice(seg.from, lastSeg.to)
      .map((t) => t.lower)
      .join(' ')} `,
    hasFigure: true,
  };
}

const segmentWords = (ft: FrameText, i: number) =>
  ft.tokens
    .filter((t) => t.segment === ft.tokens[i]!.segment)
    .map((t) => t.lower)
    .join(' ');

/** "paid per | fix": the unit a billing phrase names. */
const unitAfterPhrase = (ft: FrameText, i: number) => {
  const t = ft.tokens[i];
  return !!t && t.segment === ft.tokens[i - 1]?.segment && isWord(t) && !/^(?:the|a|an|der|die|das)$/.test(t.lower);
};

/** A price's start: the figure, or the currency word before it ("EUR 20"), or "ab"/"from"/"only" before that. */
function moneyStart(ft: FrameText, i: number): number {
  let from = i;
  const prev = ft.tokens[from - 1];
  if (prev && prev.segment === ft.tokens[i]!.segment && wordClass(ft.lang, 'moneyWords').has(prev.lower)) from--;
  const p2 = ft.tokens[from - 1];
  if (p2 && p2.segment === ft.tokens[i]!.segment && /^(?:ab|from|only|just|nur|je|flat|pauschal)$/.test(p2.lower))
    from--;
  return from;
}

const has = (words: string, list: readonly string[]) =>
  list.some((w) => (/^[%/]/.test(w) ? words.includes(w) : words.includes(` ${w.toLowerCase()} `)));

const PER: Record<FrameText['lang'], string[]> = {
  en: ['per', 'a', 'an', 'each', 'every', '/'],
  de: ['pro', 'je', 'die', 'der', 'das', 'im', 'am', 'jeden', 'jede', 'jedes', 'in der', '/'],
};

const unitAfterPer = (words: string, units: readonly string[], lang: FrameText['lang']) =>
  units.some((u) => PER[lang].some((p) => words.includes(` ${p} ${u.toLowerCase()}`) || words.includes(`/${u}`)));

/** "pays per resident", "£4 per driver per month": a price counted per person of a business. */
const perPerson = (ft: FrameText, words: string) => {
  const m = words.match(ft.lang === 'en' ? /\b(?:per|each) ([\p{L}-]+)/gu : /\b(?:pro|je) ([\p{L}-]+)/gu) ?? [];
  return m.some((hit) => {
    const word = hit.split(' ')[1]!;
    return (
      wordClass(ft.lang, 'seatUnits').has(word) ||
      (wordClass(ft.lang, 'people').has(`${word}s`) && ft.lang === 'en') ||
      wordClass(ft.lang, 'people').has(word) ||
      (/(?:ers?|ents?|ors?)$/.test(word) && ft.lang === 'en')
    );
  });
};

/** "£60 for a 6-week course", "120 € für 10 Stunden": one price for a package of sessions. */
const PACKAGE: Record<FrameText['lang'], RegExp> = {
  en: /\b(?:for|per) (?:a |an |the )?(?:\d+|one|two|three|four|five|six|eight|ten|twelve)[- ](?:[\p{L}-]+ )?(?:weeks?|sessions|classes|lessons|evenings|hours|days|months|courses?|visits)\b|\bcourse\b(?! per)/u,
  de: /\b(?:für|pro) (?:\d+|zehn|acht|sechs|fünf|vier|drei|zwölf) (?:[\p{L}-]+ )?(?:wochen|stunden|abende|termine|einheiten|sitzungen|kurstage|tage|monate)\b/u,
};
const DISCOUNT = /%\s*(?:less|off|cheaper|discount|weniger|rabatt|günstiger|billiger|ermäßigung)/;

/** How the price is charged: the founder's words first, the shape only for a bare figure. */
export function priceKindOf(ft: FrameText, price: PriceReading, shape: IdeaShape): Kind {
  const words = price.words;
  const all = ` ${ft.tokens.map((t) => t.lower).join(' ')} `;
  const L = (key: Exclude<keyof (typeof WORDS)['en'], 'shapes'>) => WORDS[ft.lang][key];
  const percent = /%/.test(words) && !DISCOUNT.test(words);
  if (
    percent ||
    has(
      words,
      L('commissionWords').filter((x) => !x.includes('%')),
    )
  )
    return 'commission';
  const periodic =
    has(words, L('subscriptionWords')) ||
    unitAfterPer(words, L('periodUnits'), ft.lang) ||
    ft.tokens.some((t) => /(?:abo|abonnement|subscription)$/.test(t.lower));
  if (has(words, L('membershipWords')) || (periodic && (shape === 'club_or_membership' || shape === 'swap_or_sharing')))
    return 'membership';
  if (perPerson(ft, words) && (periodic || shape === 'software_b2b' || shape === 'health_care')) return 'per_seat';
  if (shape === 'rental' && (periodic || unitAfterPer(words, [...L('rentUnits'), ...L('priceUnits')], ft.lang)))
    return 'rent';
  if (PACKAGE[ft.lang].test(words)) return 'one_off';
  if (periodic && !/\bpremium\b/.test(words)) return 'subscription';
  if (has(words, L('oneOffWords'))) return 'one_off';
  if (periodic) return 'subscription';
  if (
    unitAfterPer(words, L('priceUnits'), ft.lang) ||
    /\b(?:paid|charged|billed|bezahlt|abgerechnet|pays|zahlt)\b/.test(words)
  )
    return shape === 'rental' ? 'rent' : 'per_use';
  if (!price.hasFigure && has(all, L('freeWords'))) return 'free';
  if (shape === 'physical_product' || shape === 'software_b2c') return 'one_off';
  if (shape === 'subscription_box') return 'subscription';
  if (shape === 'club_or_membership') return 'membership';
  if (shape === 'rental') return 'rent';
  if (shape === 'marketplace') return 'commission';
  return 'per_use';
}

/** "for a weekend", "for six sessions", "für 10 Stunden": a count or an article and a unit after "for". */
function buysUnit(ft: FrameText, k: number): boolean {
  const n = ft.tokens[k + 1];
  const unit = ft.tokens[k + 2];
  if (!n || !unit || unit.segment !== ft.tokens[k]!.segment) return false;
  if (
    !/^(?:a|an|one|two|three|four|five|six|eight|ten|twelve|the|ein|eine|einen|zwei|drei|vier|fünf|sechs|acht|zehn|zwölf)$/.test(
      n.lower,
    ) &&
    n.kind !== 'number'
  )
    return false;
  const u = unit.lower.replace(/s$/, '');
  return (
    wordClass(ft.lang, 'priceUnits').has(unit.lower) ||
    wordClass(ft.lang, 'priceUnits').has(u) ||
    wordClass(ft.lang, 'timeWords').has(unit.lower) ||
    /^(?:session|lesson|class|evening|week|month|day|stunde|stunden|abende|termine|wochen|tage|einheiten)/.test(
      unit.lower,
    ) ||
    n.kind === 'number'
  );
}
