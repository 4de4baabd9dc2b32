// What is offered, in the founder's words: the first part of the idea that is not its place, its people, its price
// or its channels, up to where one of those begins ("Repairing broken washing machines | for landlords …",
// "In Norfolk villages …: evening lift-sharing | for pensioners"). Articles and openers ("we offer", "a") are left
// out; a leading product name ("Plantly – …") is the name, not the offer.
import type { Lang } from '../../types.js';
import { isClosed } from './phrase.js';
import { type FrameText, type FrameToken, isWord, spanText } from './tokens.js';
import { WORDS } from './words.js';

const OPENERS: Record<Lang, string[][]> = {
  en: WORDS.en.offerOpeners.map((o) => o.split(' ')),
  de: WORDS.de.offerOpeners.map((o) => o.split(' ')),
};
const LEADING: Record<Lang, RegExp> = {
  en: /^(?:a|an|the|our|my|some|one|new|idea|just|simply|basically)$/,
  de: /^(?:ein|eine|einen|einem|einer|der|die|das|den|dem|unser|unsere|unseren|mein|meine|idee|einfach)$/,
};
const TRAILING: Record<Lang, RegExp> = {
  en: /^(?:for|to|and|or|in|at|on|with|by|of|from|that|which|who|is|are|the|a|an|around|near|via|through|but|so)$/,
  de: /^(?:für|an|und|oder|in|im|am|mit|bei|von|vom|zu|zum|zur|die|der|das|den|dem|ein|eine|über|per|ist|sind|aber|rund|um)$/,
};

export interface OfferReading {
  span: [number, number];
}

/** A product name opening the idea: one or two capitalised words before a dash or colon ("Plantly – …"). */
export function leadingName(ft: FrameText): [number, number] | undefined {
  const first = ft.segments[0];
  const second = ft.segments[1];
  if (!first || !second || !/^[–—:-]$/.test(second.opener)) return undefined;
  const words = ft.tokens.slice(first.from, first.to);
  if (words.length > 2 || !words.every((t) => isWord(t) && /^\p{Lu}/u.test(t.text))) return undefined;
  // An English name is no word of the language's lexicon; a German one is no known word either (nouns are capitalised).
  if (words.some((t) => isClosed(t, ft.lang))) return undefined;
  return [first.from, first.to];
}

export function readOffer(
  ft: FrameText,
  taken: (k: number) => boolean,
  name?: [number, number],
): OfferReading | undefined {
  const { tokens, lang } = ft;
  for (const seg of ft.segments) {
    if (name && seg.from === name[0]) continue;
    let from = seg.from;
    // Skip what other slots hold at the start ("In Leipzig für Arztpraxen:" is setting and people).
    while (
      from < seg.to &&
      (taken(from) || (isWord(tokens[from]) && TRAILING[lang].test(tokens[from]!.lower) && taken(from + 1)))
    )
      from++;
    from = skipOpeners(tokens, from, seg.to, lang);
    while (from < seg.to && isWord(tokens[from]) && LEADING[lang].test(tokens[from]!.lower)) from++;
    if (from >= seg.to || taken(from)) continue;
    if (!isWord(tokens[from])) continue;
    let to = from + 1;
    while (to < seg.to && !taken(to) && !(TRAILING[lang].test(tokens[to]!.lower) && taken(to + 1))) to++;
    // "… for" before people, "… in" before a place: the cue word goes with what follows.
    while (to > from + 1 && TRAILING[lang].test(tokens[to - 1]!.lower)) to--;
    // A segment that is only a verb phrase of the founder's ("wir gießen, pflanzen …") says what they do, not what
    // they sell: keep looking when nothing in it names a thing.
    const part = tokens.slice(from, to);
    if (!part.some((t) => namesThing(t, ft))) continue;
    return { span: [from, to] };
  }
  return undefined;
}

function skipOpeners(tokens: FrameToken[], from: number, to: number, lang: Lang): number {
  for (const opener of OPENERS[lang]) {
    if (opener.every((w, k) => from + k < to && tokens[from + k]!.lower === w.replace(/:$/, '')))
      return from + opener.length;
  }
  return from;
}

/** A word that names a thing or an activity (not only a function word, a figure or a verb of the founder's). */
function namesThing(t: FrameToken, ft: FrameText): boolean {
  if (!isWord(t) || isClosed(t, ft.lang)) return false;
  if (ft.lang === 'en')
    return t.tags.has('Noun') || t.tags.has('Gerund') || t.tags.has('Adjective') || t.tags.size === 0;
  return /^\p{Lu}/u.test(t.text) || ft.lowerCase || /-/.test(t.text) || /(?:en|ung)$/.test(t.lower);
}

export const offerText = (ft: FrameText, r: OfferReading) => spanText(ft, r.span[0], r.span[1]);
