// Where or when, in the founder's words: a place a preposition introduces ("around Leeds", "in Norfolk villages
// where the last bus goes at 6pm", "im dorf", "our farm kitchen in Devon") or a time ("at night", "am Wochenende").
// A place where the offer is sold or picked up is a channel, not the setting; a price is never a place.
import type { Lang } from '../types.js';
import { cueAt, isClosed, isPeopleToken, isPlaceToken, phraseAt } from './phrase.js';
import { type FrameText, isWord } from './tokens.js';
import { wordClass } from './words.js';

export interface SettingReading {
  span: [number, number];
}

const PLACE_PREP: Record<Lang, RegExp> = {
  en: /^(?:in|around|near|across|throughout|within|outside|at|on|inside|along|before|after|during|for|to)$/,
  de: /^(?:in|im|rund|um|nahe|am|an|auf|innerhalb|außerhalb|entlang|vor|nach|während|für)$/,
};
/** Verbs after which "in/at/through" names where it is sold, not the setting. */
const SOLD: Record<Lang, RegExp> = {
  en: /^(?:sold|selling|sells|booked|ordered|available|stocked|listed|delivered|found|promoted|advertised|bookable|through|via|by)$/,
  de: /^(?:verkauft|gebucht|bestellt|erhältlich|buchbar|geliefert|abzuholen|angeboten|über|per|via)$/,
};

function isTime(ft: FrameText, k: number): boolean {
  const t = ft.tokens[k];
  return isWord(t) && wordClass(ft.lang, 'timeWords').has(t.lower);
}

/** The place phrase after a preposition at `i`, as [from, to), when it names a place or a time. */
function placeAfter(ft: FrameText, i: number): [number, number] | undefined {
  const { tokens, lang } = ft;
  let k = i + 1;
  // "rund um", "in der Nähe von", "all over"
  if (lang === 'de' && tokens[i]!.lower === 'rund' && tokens[k]?.lower === 'um') k++;
  if (tokens[k]?.kind === 'number' && /(?:pm|am|uhr)$/i.test(tokens[k]!.text)) return [i + 1, k + 1];
  const range = phraseAt(ft, k);
  if (!range) {
    // "nachts", "at night": a bare time word
    if (isTime(ft, k)) return [k, k + 1];
    return undefined;
  }
  const words = tokens.slice(range[0], range[1]);
  const prep = tokens[i]!.lower;
  const known = (t: (typeof words)[number]) => wordClass(lang, 'placeWords').has(t.lower);
  // "for parks", "für Dörfer", "to weddings": only a place word; "on Zoom" is a channel, not a place.
  const strict = /^(?:for|to|für|on|before|after|during|vor|nach|während)$/.test(prep);
  const time = words.some((_t, n) => isTime(ft, range[0] + n));
  // "vor ihrer Haustür" is a place, "vor der Arbeit" a time
  if (prep === 'vor' && !time && !words.some(known)) return undefined;
  if (/^(?:before|after|during|nach|während)$/.test(prep)) return time ? range : undefined;
  // after "for"/"to" the place must be what the phrase names (its head), not a word of it ("school uniforms")
  // "on Lake Windermere", but not "on Zoom": after "on" a place word or a name the tagger knows as a place.
  const place =
    prep === 'on'
      ? words.some((t) => known(t) || t.tags.has('Place') || t.tags.has('City') || t.tags.has('Region'))
      : strict
        ? known(words.at(-1)!)
        : words.some((t) => isPlaceToken(t, ft));
  if (!place && !time) {
    // German: a capitalised single name after "in" that is no person, business or thing we know ("in Leipzig").
    if (
      lang === 'de' &&
      /^(?:in|aus|rund|um|nahe)$/.test(tokens[i]!.lower) &&
      range[1] - range[0] === 1 &&
      /^\p{Lu}/u.test(words[0]!.text) &&
      !isPeopleToken(words[0], lang) &&
      !wordClass(lang, 'institutions').has(words[0]!.lower) &&
      !/(?:ung|ungen|heit|keit|schaft|tion|ität|ismus|ment|nis|tum)$/.test(words[0]!.lower)
    )
      return range;
    return undefined;
  }
  if (words.every((t) => isPeopleToken(t, lang))) return undefined;
  return range;
}

/** Whether a place or time phrase starts after the preposition at `i` ("at the office car park"). */
export function placeStartsAt(ft: FrameText, i: number): boolean {
  return PLACE_PREP[ft.lang].test(ft.tokens[i]?.lower ?? '') && !!placeAfter(ft, i);
}

/** Where the place phrase after the preposition at `i` ends (`i` when none starts there). */
export function placeEnd(ft: FrameText, i: number): number {
  return placeAfter(ft, i)?.[1] ?? i;
}

export function readSetting(ft: FrameText, taken: (k: number) => boolean): SettingReading | undefined {
  const { tokens, lang } = ft;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!PLACE_PREP[lang].test(t.lower) || taken(i)) continue;
    const prev = tokens[i - 1];
    if (prev && prev.segment === t.segment && SOLD[lang].test(prev.lower)) continue;
    // "every other tuesday in the lounge of …:": a part that opens with its time is the setting, whole.
    const seg = ft.segments.find((s) => s.index === t.segment)!;
    if (i === seg.from && /^(?:every|each|jeden|jede|jedes)$/.test(t.lower) && seg.to - seg.from > 2) {
      let end = seg.to;
      for (let k = i; k < seg.to; k++)
        if (taken(k)) {
          end = k;
          break;
        }
      if (end > i + 1) return { span: [i, end] };
    }
    if (cueAt(ft, i, lang === 'en' ? 'in partnership' : 'in kooperation')) continue;
    const range = placeAfter(ft, i);
    if (!range || taken(range[0])) continue;
    let to = range[1];
    // "Norfolk villages where the last bus goes at 6pm": a relative clause of the place belongs to it.
    const next = tokens[to];
    const clauseSeg = ft.segments.find((s) => s.index === t.segment)!;
    // A short clause says what the place is like; a long one says what happens there ("community centres | where
    // volunteers fix broken household appliances …").
    if (
      next &&
      next.segment === t.segment &&
      /^(?:where|wo|in denen|when)$/.test(next.lower) &&
      clauseSeg.to - to <= 8
    ) {
      const seg = clauseSeg;
      to = seg.to;
      for (let k = range[1] + 1; k < seg.to; k++)
        if (tokens[k]!.kind === 'money' || tokens[k]!.kind === 'percent') {
          to = k;
          break;
        }
    }
    // "Dörfer ohne Busanbindung", "villages without a bus"
    if (/^(?:ohne|without)$/.test(tokens[to]?.lower ?? '') && tokens[to]!.segment === t.segment) {
      const more = phraseAt(ft, to + 1);
      if (more && !taken(more[0])) to = more[1];
    }
    // "Wartezimmern von Kinderarztpraxen", "the lounge of sheltered housing schemes"
    if (/^(?:of|von|der|des)$/.test(tokens[to]?.lower ?? '') && tokens[to]!.segment === t.segment) {
      const more = phraseAt(ft, to + 1);
      if (more && !taken(more[0])) to = more[1];
    }
    // "our farm kitchen in Devon": a place in a place.
    if (PLACE_PREP[lang].test(tokens[to]?.lower ?? '') && tokens[to]!.segment === t.segment) {
      const more = placeAfter(ft, to);
      if (more && more[0] === to + 1 && !taken(more[0])) to = more[1];
    }
    // A setting never runs into another slot ("im dorf | 20 euro die stunde").
    for (let k = range[0]; k < to; k++)
      if (taken(k) || ft.tokens[k]!.kind === 'money' || ft.tokens[k]!.kind === 'number') {
        to = Math.max(k, range[0] + 1);
        break;
      }
    // The preposition itself belongs to the setting for a time ("at night") or "rund um".
    let from =
      tokens.slice(range[0], range[1]).some((_w, n) => isTime(ft, range[0] + n)) || t.lower === 'rund' ? i : range[0];
    // "nachmittags im Bewegungsbad": a time adverb right before belongs to it.
    // Not an English time noun that ends a compound of the offer: "pop-up curry nights | in village halls".
    const before = tokens[i - 2];
    const compound =
      lang === 'en' &&
      isWord(before) &&
      before.segment === t.segment &&
      !isClosed(before, lang) &&
      !before.tags.has('Verb');
    if (from === range[0] && isTime(ft, i - 1) && tokens[i - 1]!.segment === t.segment && !compound) from = i - 1;
    return { span: [from, to] };
  }
  // A sentence may open with its place: "Norfolk villages: …" — rare; a made-in place: "made in our farm kitchen".
  return undefined;
}
