// What is offered, in the founder's words: the first part of the idea that is not its place, its people, its price
// or its channels, up to where one of those begins ("Repairing broken washing machines | for landlords …",
// "In Norfolk villages …: evening lift-sharing | for pensioners"). Articles and openers ("we offer", "a") are left
// out; a leading product name ("Plantly – …") is the name, not the offer.
import type { Lang } from '../types.js';
import { afterSubject, isClosed, isPeopleToken, phraseAt } from './phrase.js';
import { placeStartsAt } from './setting.js';
import { type FrameText, type FrameToken, isWord, type Segment, spanText } from './tokens.js';
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
  en: /^(?:for|to|and|or|in|at|on|with|by|of|from|that|which|who|is|are|the|a|an|around|near|via|through|but|so|among|between)$/,
  de: /^(?:für|an|und|oder|in|im|am|mit|bei|von|vom|zu|zum|zur|die|der|das|den|dem|ein|eine|über|per|ist|sind|aber|rund|um|unter|zwischen)$/,
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
  if (words.some((t) => isClosed(t, ft.lang))) return undefined;
  // "GripMate", "WGKasse": an inner capital makes a name. A hyphenated word ("Online-Hofladen-Marktplatz") or a
  // word that names a kind of business or people ("Marketplace", "Nachhilfe") is the offer, not its name.
  if (words.some((t) => /\p{Ll}\p{Lu}|\p{Lu}{2}\p{Ll}/u.test(t.text))) return [first.from, first.to];
  if (words.some((t) => t.text.includes('-') || namesKind(t.lower, ft.lang))) return undefined;
  return [first.from, first.to];
}

/** The word itself (not a compound of it) names a kind of offer or of people. */
function namesKind(word: string, lang: Lang): boolean {
  const exact = (list: readonly string[]) => list.some((w) => w.toLowerCase() === word);
  return (
    Object.values(WORDS[lang].shapes).some(exact) || exact(WORDS[lang].people) || exact(WORDS[lang].businessPeople)
  );
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
    // People who act open a problem statement, no offer: "Physiopraxen verlieren …".
    if (from !== seg.from && isClause(ft, seg, seg.from)) continue;
    const lead = from;
    from = skipOpeners(tokens, from, seg.to, lang);
    while (from < seg.to && isWord(tokens[from]) && LEADING[lang].test(tokens[from]!.lower)) from++;
    if (from >= seg.to || taken(from)) continue;
    if (!isWord(tokens[from])) continue;
    // A clause, a question or a time is no offer: "Bahn zu spät?", "every other tuesday …", "wo die nächste
    // Praxis …", "Zusammen mit Berufsschulen …" — unless the founder's own words open it ("so we groom …").
    if (from === lead && isClause(ft, seg, from)) continue;
    let to = from + 1;
    // It ends where another slot begins, or at a place ("fix bikes | at the office car park").
    while (
      to < seg.to &&
      !taken(to) &&
      !(TRAILING[lang].test(tokens[to]!.lower) && taken(to + 1)) &&
      !(/^(?:at|in|on|around|near|am|im|vor|auf)$/.test(tokens[to]!.lower) && placeStartsAt(ft, to))
    )
      to++;
    // "… for" before people, "… in" before a place: the cue word goes with what follows.
    while (
      to > from + 1 &&
      (TRAILING[lang].test(tokens[to - 1]!.lower) ||
        /^(?:direkt|einfach|gleich|sofort|directly|right|straight)$/.test(tokens[to - 1]!.lower))
    )
      to--;
    // "mobile repair van that comes | to office car parks": a relative clause cut short by another slot is left out.
    for (let k = to - 1; k > from && k >= to - 3; k--)
      if (/^(?:that|which|who)$/.test(tokens[k]!.lower) && to - k <= 2 && to < seg.to) {
        to = k;
        break;
      }
    // A segment that is only a verb phrase of the founder's ("wir gießen, pflanzen …") says what they do, not what
    // they sell: keep looking when nothing in it names a thing.
    const part = tokens.slice(from, to);
    if (!part.some((t) => namesThing(t, ft))) continue;
    // "App, die automatisch das … Formular ausfüllt": a relative clause right after the offer is part of it.
    if (to === seg.to) {
      const next = ft.segments.find((s) => s.index === seg.index + 1);
      const opener = next && tokens[next.from];
      if (next && next.opener === ',' && opener && /^(?:die|der|das|that|which|who)$/.test(opener.lower)) {
        let end = next.from + 1;
        while (end < next.to && !['money', 'percent'].includes(tokens[end]!.kind)) end++;
        if (end === next.to) to = end;
      }
    }
    return { span: [from, to] };
  }
  return undefined;
}

/** Words that open a part which is not an offer: a preposition, a subordinator or relative, a time. */
const NOT_OFFER_START: Record<Lang, RegExp> = {
  en: /^(?:in|at|on|around|near|with|without|by|via|through|from|during|after|before|when|where|while|if|because|since|every|each|once|twice|who|which|that|so|but|and|or|usually|often|always|together|plus|incl|including|based|run|held|funded|sold|booked|offered|made|delivered)$/,
  de: /^(?:in|im|am|an|auf|bei|beim|mit|ohne|über|durch|von|vom|aus|nach|vor|während|wenn|wo|weil|da|dass|jeden|jede|jedes|alle|einmal|zweimal|die|der|das|denen|deren|zusammen|gemeinsam|inkl|inklusive|plus|und|oder|aber|betreut|verkauft|gebucht|geliefert|organisiert)$/,
};

function isClause(ft: FrameText, seg: Segment, from: number): boolean {
  const { tokens, lang } = ft;
  const first = tokens[from]!;
  if (NOT_OFFER_START[lang].test(first.lower)) return true;
  // A question: the next part opens with "?".
  const next = ft.segments.find((s) => s.index === seg.index + 1);
  if (next?.opener === '?') return true;
  // People or a thing that act: a finite verb right after the opening phrase ("Physiopraxen verlieren jede Woche
  // Termine", "Small cafés keep getting …", "builders list half pallets").
  const range = phraseAt(ft, from, seg.to);
  const after = range ? tokens[afterSubject(ft, range)] : undefined;
  if (!range || !after || after.segment !== seg.index) return false;
  // Only people (or businesses) act in an idea's problem statement; "Medication reviews …" is a thing.
  if (!isPeopleToken(tokens[range[1] - 1], lang)) return false;
  if (lang === 'en')
    return (
      after.tags.has('Verb') &&
      !after.tags.has('Gerund') &&
      !after.tags.has('PastTense') &&
      !after.tags.has('Participle') &&
      !/^(?:for|to|that|which|who)$/.test(after.lower)
    );
  // German adjectives stand before their noun: a lower-case word after the people is their verb.
  return !ft.lowerCase && /^\p{Ll}/u.test(after.text) && !isClosed(after, 'de');
}

/** "i want to start a …", "we'd like to open a …", "my plan is to run …": the founder's intention, not the offer. */
const INTENT: Record<Lang, RegExp> = {
  en: /^(?:(?:i|we|i'd|we'd|i'm|we're)\s+(?:want|would like|'d like|like|plan|am planning|are planning|am going|are going|hope|intend|wanna|gonna)(?:\s+to)?\s+(?:start|build|open|launch|run|create|make|offer|set up|do|sell|provide)?\s*|(?:my|our)\s+(?:idea|plan)\s+is\s+(?:to\s+(?:start|build|open|launch|run|create|make|offer|set up|do|sell|provide)\s*)?)/i,
  de: /^(?:(?:ich|wir)\s+(?:will|wollen|möchte|möchten|plane|planen|würde gerne|würden gerne)\s+(?:gerne\s+)?|(?:meine|unsere)\s+idee\s+ist\s+)/i,
};

const CONNECTOR: Record<Lang, RegExp> = {
  en: /^(?:so|therefore|thus|hence|instead|now)$/,
  de: /^(?:darum|deshalb|daher|deswegen|also|dafür|stattdessen|jetzt)$/,
};
/** Verbs that only say the founder sells or makes something: the object is the offer. */
const GENERIC_VERBS =
  /^(?:sell|offer|provide|make|run|build|create|have|are|bring|launch|open|start|want|do|produce|design)$/;

const skipAdverbs = (tokens: FrameToken[], k: number, to: number) => {
  while (k < to && /^(?:daraus|damit|dann|also|auch|nur|then|just|only|now|direkt|einfach)$/.test(tokens[k]!.lower))
    k++;
  return k;
};

function skipOpeners(tokens: FrameToken[], from: number, to: number, lang: Lang): number {
  const rest = tokens
    .slice(from, to)
    .map((t) => t.text)
    .join(' ');
  const intent = INTENT[lang].exec(rest);
  if (intent?.[0].trim()) {
    const words = intent[0].trim().split(/\s+/).length;
    if (from + words < to) return skipOpeners(tokens, from + words, to, lang);
  }
  // "so we groom dogs …", "darum pflegen wir Hunde …": a conclusion names what the founder does.
  if (CONNECTOR[lang].test(tokens[from]?.lower ?? '') && from + 1 < to) {
    if (lang === 'de' && /^(?:wir|ich)$/.test(tokens[from + 2]?.lower ?? '') && from + 3 < to)
      return skipAdverbs(tokens, from + 3, to);
    return skipOpeners(tokens, from + 1, to, lang);
  }
  // "We fix bikes at …" is what they do; "We sell refillable sticks" sells the sticks; German takes the object
  // ("Wir kochen daraus Suppen im Glas" → "Suppen im Glas").
  if (/^(?:we|i|wir|ich)$/.test(tokens[from]?.lower ?? '') && from + 1 < to) {
    const verb = tokens[from + 1]!.lower;
    const keepVerb = lang === 'en' && !GENERIC_VERBS.test(verb);
    const k = keepVerb ? from + 1 : skipAdverbs(tokens, from + 2, to);
    if (k < to) return k;
  }
  for (const opener of OPENERS[lang]) {
    if (opener.every((w, k) => from + k < to && tokens[from + k]!.lower === w.replace(/:$/, '')))
      return from + opener.length;
  }
  return from;
}

/** A word that names a thing or an activity (not only a function word, a figure or a verb of the founder's). */
function namesThing(t: FrameToken, ft: FrameText): boolean {
  if (!isWord(t) || isClosed(t, ft.lang)) return false;
  // A hyphenated compound is a thing, whatever its ending makes the tagger guess ("e-bikes" is no verb).
  if (ft.lang === 'en')
    return (
      t.tags.has('Noun') || t.tags.has('Gerund') || t.tags.has('Adjective') || t.tags.size === 0 || /-/.test(t.text)
    );
  return /^\p{Lu}/u.test(t.text) || ft.lowerCase || /-/.test(t.text) || /(?:en|ung)$/.test(t.lower);
}

export const offerText = (ft: FrameText, r: OfferReading) => spanText(ft, r.span[0], r.span[1]);
