// The shape of the business, from what the offer is (its head word first: a "reminder app" is software, a
// "Kinderwagen-Reparatur" a repair, a "box of cheeses" a box), then the rest of the offer, then the whole idea and
// how it is paid. Software serves businesses (B2B) when its people are businesses or its words are a firm's.
import type { IdeaShape } from '@idea-studio/sdk';
import { isBusinessWord } from '../nlp.js';
import type { FrameText, FrameToken } from './tokens.js';
import { SHAPE_KEYS, type ShapeKey, shapeClass, wordClass } from './words.js';

/** Shapes a head word decides first; "service", "platform" or "app" say less than a "repair" before them. */
const HEAD_ORDER: ShapeKey[] = [
  'repair',
  'rental',
  'subscription_box',
  'marketplace',
  'swap_or_sharing',
  'club_or_membership',
  'education',
  'health_care',
  'food',
  'platform_matching',
  'software',
  'physical_product',
  'service_visit',
];
/** Words that name a kind of offer but not its shape on their own: the words before them decide. */
const WEAK_HEADS =
  /^(?:service|services|dienst|dienstleistung|platform|plattform|subscription|abo|business|company|startup|idea|idee|network|netzwerk|concept|konzept|solution|lösung|angebot|offer|project|projekt|shop|laden|store|box|boxes|boxen|kiste|kisten)$/;

export interface ShapeInput {
  offer: FrameToken[];
  people: FrameToken[];
  /** Words of the partners and channels: where it is sold says nothing of what it is. */
  links: FrameToken[];
  all: FrameToken[];
  commission: boolean;
  perSeat: boolean;
  /** The price recurs (a month, every 8 weeks, an Abo). */
  recurring: boolean;
  /** A bare figure and a shop or stall that sells it: what is sold is a thing. */
  soldAsThing: boolean;
  /** A business pays ("The logistics company pays £4 …"). */
  payerIsBusiness: boolean;
}

function shapeOfWord(ft: FrameText, words: readonly string[], i: number, skip?: ShapeKey): ShapeKey | undefined {
  for (const key of HEAD_ORDER) if (key !== skip && shapeClass(ft.lang, key).matchAt(words, i) > 0) return key;
  return undefined;
}

/** The shape of the highest rank any word of `tokens` names (a weak head word only when no other word names one). */
function firstShape(
  ft: FrameText,
  tokens: readonly FrameToken[],
  skip?: ShapeKey,
  weakToo = true,
): ShapeKey | undefined {
  const words = tokens.map((t) => t.lower);
  let best: ShapeKey | undefined;
  let weak: ShapeKey | undefined;
  for (let i = 0; i < words.length; i++) {
    const key = shapeOfWord(ft, words, i, skip);
    if (!key) continue;
    if (WEAK_HEADS.test(words[i]!)) weak ??= key;
    else if (!best || HEAD_ORDER.indexOf(key) < HEAD_ORDER.indexOf(best)) best = key;
  }
  return best ?? (weakToo ? weak : undefined);
}

/** "als Verein", "as a co-op", "as a subscription": the shape the founder states. */
function statedShape(ft: FrameText): ShapeKey | undefined {
  const { tokens } = ft;
  for (let i = 0; i < tokens.length - 1; i++) {
    if (!/^(?:as|als)$/.test(tokens[i]!.lower)) continue;
    let k = i + 1;
    while (k < tokens.length && /^(?:a|an|the|ein|eine|einen|einem)$/.test(tokens[k]!.lower)) k++;
    const word = tokens[k];
    if (!word || word.segment !== tokens[i]!.segment) continue;
    const key = shapeOfWord(
      ft,
      tokens.map((t) => t.lower),
      k,
    );
    if (key && key !== 'service_visit') return key;
  }
  return undefined;
}

/** Counts each shape's words in a text, the strongest first (ties: HEAD_ORDER). */
function votes(ft: FrameText, tokens: readonly FrameToken[], skip?: ShapeKey): ShapeKey | undefined {
  const words = tokens.map((t) => t.lower);
  const count = new Map<ShapeKey, number>();
  for (let i = 0; i < words.length; i++) {
    for (const key of SHAPE_KEYS)
      if (key !== skip && shapeClass(ft.lang, key).matchAt(words, i) > 0) count.set(key, (count.get(key) ?? 0) + 1);
  }
  let best: ShapeKey | undefined;
  for (const key of HEAD_ORDER) if ((count.get(key) ?? 0) > (best ? count.get(best)! : 0)) best = key;
  return best;
}

export function readShape(ft: FrameText, input: ShapeInput): IdeaShape {
  // The head of the offer: its last word before "for/of/that" (English), a compound's last part (German).
  const head = headWords(input.offer);
  // The people's own words never decide the shape ("for school kitchens" is no education), nor where it is sold.
  const aside = new Set([...input.people, ...input.links]);
  const rest = input.all.filter((t) => !aside.has(t));
  // The head word decides when it names software ("Training records app"); a weaker head lets its modifiers speak.
  const last = head.at(-1);
  // "Töpferwerkstatt als Verein", "a bakery run as a co-op": the founder names the shape outright.
  const stated = statedShape(ft);
  const headKey = last ? shapeOfWord(ft, [last.lower], 0) : undefined;
  // "Eine Plattform, die Hebammen und werdende Eltern … zusammenbringt": a platform that matches is a matching platform.
  const matchingPlatform =
    head.some((t) => /^(?:platform|plattform|app|portal|börse|network|netzwerk)$/i.test(t.lower)) &&
    input.offer.some((t) => shapeClass(ft.lang, 'platform_matching').has(t.lower));
  let key =
    stated ??
    (matchingPlatform ? 'platform_matching' : undefined) ??
    (headKey === 'software' && !WEAK_HEADS.test(last!.lower) ? 'software' : undefined) ??
    firstShape(ft, head, undefined, false) ??
    votes(ft, rest) ??
    firstShape(ft, head) ??
    firstShape(ft, input.offer);
  // A box or a subscription of goods that recurs is a subscription box; a box that does not is what is in it.
  const boxed = head.some(
    (t) => shapeClass(ft.lang, 'subscription_box').has(t.lower) || /(?:abo|subscription)$/.test(t.lower),
  );
  if (
    boxed &&
    input.recurring &&
    (key === undefined || key === 'subscription_box' || key === 'food' || key === 'physical_product')
  )
    key = 'subscription_box';
  if (key === 'subscription_box' && !input.recurring)
    key = firstShape(ft, head, 'subscription_box') ?? votes(ft, rest, 'subscription_box') ?? 'subscription_box';
  const matching = input.all.some((t) => shapeClass(ft.lang, 'platform_matching').has(t.lower));
  if (input.commission && matching && (key === undefined || key === 'service_visit' || key === 'software'))
    key = 'platform_matching';
  if (input.commission && (key === undefined || key === 'service_visit')) {
    key = input.all.some((t) => shapeClass(ft.lang, 'platform_matching').has(t.lower))
      ? 'platform_matching'
      : 'marketplace';
  }
  // "an app that matches …", "App, die … vermittelt": software whose work is matching two sides.
  if (key === 'software' && input.offer.some((t) => shapeClass(ft.lang, 'platform_matching').has(t.lower)))
    key = 'platform_matching';
  if (key === 'software') {
    const business =
      input.perSeat ||
      input.payerIsBusiness ||
      input.people.some((t) => isBusinessWord(t.lower, ft.lang) || wordClass(ft.lang, 'businessPeople').has(t.lower)) ||
      input.all.some((t) => wordClass(ft.lang, 'softwareBusinessHints').has(t.lower));
    return business ? 'software_b2b' : 'software_b2c';
  }
  // A thing with a price of its own, sold through shops or stalls, is a product ("Faltbare Hundenäpfe …, 14,90 €,
  // verkauft über Tierhandlungen").
  if (!key && input.soldAsThing) return 'physical_product';
  return key ?? 'other';
}

/** The offer's head phrase: the words before a "for"/"of"/"that"/"with" that starts its complement. */
function headWords(offer: readonly FrameToken[]): FrameToken[] {
  const cut = offer.findIndex(
    (t, k) => k > 0 && /^(?:for|of|that|which|with|to|who|where|für|von|mit|die|der|das|zum|zur|an)$/.test(t.lower),
  );
  return cut > 0 ? offer.slice(0, cut) : [...offer];
}
