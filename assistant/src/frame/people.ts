// Who the idea is for, in the founder's words: the people (or businesses) a "for …"/"für …" names, with what
// narrows them down ("landlords of student flats", "Angehörige, die weit weg wohnen", "families with toddlers"); else
// the people a sentence opens with when they act ("Parents sell what their kids outgrew"), or the people the offer
// helps or connects ("an app that helps tenants …"). Nobody named: nobody read — the slot stays empty.
import type { Lang } from '../types.js';
import { afterSubject, isClosed, isConj, isPeopleToken, isPlaceToken, phraseAt } from './phrase.js';
import { placeEnd, placeStartsAt } from './setting.js';
import { type FrameText, type FrameToken, isWord } from './tokens.js';
import { wordClass } from './words.js';

export interface PeopleReading {
  span: [number, number];
  /** Where the "for" stood, when a preposition introduced them (the offer ends there). */
  cue?: number;
}

const FOR: Record<Lang, RegExp> = { en: /^(?:for|to|among|between)$/, de: /^(?:für|fuer|unter|zwischen|zu|an)$/ };
const HELP_VERBS: Record<Lang, RegExp> = {
  en: /^(?:helps?|lets?|allows?|enables?|connects?|matches|match|brings?|gives?|teaches|teach|shows?|reminds?|tells?|supports?|saves?|pairs?|links?|serves?|offers?|protects?)$/,
  de: /^(?:hilft|helfen|lässt|ermöglicht|verbindet|vermittelt|bringt|zeigt|erinnert|unterstützt|spart|entlastet|bietet)$/,
};
/** What a group may carry with it: "with toddlers", "mit Hund", "of student flats". */
const DEPENDENTS: Record<Lang, RegExp> = {
  en: /^(?:dogs?|cats?|pets?|kids|children|child|babies|baby|toddlers?|teens?|horses?|gardens?|cars?|bikes?|allotments?|disabilities|dementia|diabetes|allergies|a|an|young|small|little|older|elderly|special|no|long|chronic)$/,
  de: /^(?:hund|hunden|hunde|katze|katzen|haustier|haustieren|kind|kindern|kinder|baby|babys|kleinkind|kleinkindern|pferd|pferden|garten|gärten|auto|autos|demenz|behinderung|kleinen|kleine|jungen|älteren|pflegebedürftigen|einem|einer|eigenem|eigenen|eigener)$/,
};

/** What customers do on a platform or at a place: sell, buy, borrow, swap, rent, book, meet. */
const CUSTOMER_VERBS: Record<Lang, RegExp> = {
  en: /^(?:sell|sells|buy|buys|borrow|borrows|swap|swaps|share|shares|rent|rents|hire|hires|lend|lends|book|books|order|orders|pay|pays|meet|meet|trade|trades|list|lists|offer|offers|find|finds|get|gets|return|returns|exchange|exchanges)$/,
  de: /^(?:verkaufen|verkauft|kaufen|kauft|leihen|leiht|tauschen|tauscht|teilen|teilt|mieten|mietet|vermieten|vermietet|verleihen|verleiht|buchen|bucht|bestellen|bestellt|zahlen|zahlt|treffen|trifft|anbieten|bietet|finden|findet)$/,
};

const AGE: Record<Lang, RegExp> = {
  en: /^\s+(?:over|under|aged|age|above|below)\s+\d+(?:\s*(?:to|-|–|and)\s*\d+)?\+?/,
  de: /^\s+(?:über|ab|unter|zwischen|von)\s+\d+(?:\s*(?:bis|-|–|und)\s*\d+)?(?:\s+jahren?)?\+?/i,
};
/** Words for people too wide to stand alone: what follows them says who is meant. */
const GENERIC: Record<Lang, RegExp> = {
  en: /^(?:people|persons|folks|users|customers|clients|anyone|everyone|those|adults|men|women)$/,
  de: /^(?:menschen|leute|personen|kunden|nutzer|nutzerinnen|alle|erwachsene|männer|frauen)$/,
};

/** The end of a group's phrase, with "of …", "with/mit <dependents>" and a relative clause right after it. */
function groupEnd(ft: FrameText, range: [number, number]): number {
  const { tokens, lang } = ft;
  let to = range[1];
  // "landlords of student flats", "owners of small bakeries", "Inhaber von Cafés"
  if (/^(?:of|von)$/.test(tokens[to]?.lower ?? '') && tokens[to]!.segment === tokens[to - 1]!.segment) {
    const more = phraseAt(ft, to + 1);
    if (more && !isPlaceToken(tokens[more[0]], ft)) to = more[1];
  }
  // "men over 60", "Männer über 60", "girls aged 9 to 12"
  const age = AGE[lang].exec(ft.text.slice(tokens[to - 1]!.end));
  if (age && tokens[to]?.segment === tokens[to - 1]!.segment) {
    const end = tokens[to - 1]!.end + age[0].length;
    while (to < tokens.length && tokens[to]!.end <= end) to++;
  }
  // "families with toddlers", "Berufstätige mit Hund"; a word as wide as "people" always takes what narrows it:
  // "people with arthritis", "people on 5+ prescriptions", "Menschen ohne Auto"
  const generic = GENERIC[lang].test(tokens[to - 1]!.lower);
  const prep = tokens[to]?.lower ?? '';
  if (
    tokens[to]?.segment === tokens[to - 1]!.segment &&
    ((/^(?:with|mit)$/.test(prep) && DEPENDENTS[lang].test(tokens[to + 1]?.lower ?? '')) ||
      (generic && /^(?:with|on|without|in|mit|ohne|auf)$/.test(prep)))
  ) {
    let k = to + 1;
    while (tokens[k]?.kind === 'number' || /^\+$/.test(tokens[k]?.text ?? '')) k++;
    const more = phraseAt(ft, k);
    // …but never a place or a time: "adults on weekday evenings" are adults.
    const placeOrTime =
      more &&
      tokens.slice(more[0], more[1]).some((t) => isPlaceToken(t, ft) || wordClass(lang, 'timeWords').has(t.lower));
    if (more && !placeOrTime) to = more[1];
  }
  // A relative clause says who they are: "people who keep killing their houseplants", "Eltern, deren Buggy …".
  const next = tokens[to];
  const sameSegment = next && next.segment === tokens[to - 1]!.segment;
  const nextSegmentOpensRelative =
    next &&
    !sameSegment &&
    ft.segments.find((s) => s.index === next.segment)?.opener === ',' &&
    /^(?:die|der|deren|dessen|denen|welche|who|whose|that)$/.test(next.lower);
  if (
    next &&
    ((sameSegment && /^(?:who|whose|whom|that|die|deren|dessen|denen|welche)$/.test(next.lower)) ||
      nextSegmentOpensRelative)
  ) {
    // A lower-case German "die" may be an article of the next phrase: a relative clause ends on its verb.
    const seg = ft.segments.find((s) => s.index === next.segment)!;
    let end = seg.to;
    // A German relative clause across a comma agrees with its noun: "Angehörige, die weit weg wohnen" (plural verb)
    // is theirs; "Software für Zahnarztpraxen, die … erinnert" (singular verb) is the offer's.
    const verb = tokens[seg.to - 1]?.lower ?? '';
    // ("deren Buggy … kaputt ist" says whose thing it is: it always goes with them.)
    if (!sameSegment && lang === 'de' && /t$/.test(verb) && !/n$/.test(verb) && !/^(?:deren|dessen)$/.test(next.lower))
      return to;
    // It ends before a price or a new detail of the idea.
    for (let k = to + 1; k < seg.to; k++) {
      const t = tokens[k]!;
      if (t.kind === 'money' || t.kind === 'percent' || (t.kind === 'number' && k > to + 2)) {
        end = k;
        break;
      }
    }
    if (end > to + 1) to = end;
  }
  return to;
}

export function readPeople(ft: FrameText): PeopleReading | undefined {
  const { tokens, lang } = ft;
  // 1. "for busy parents", "für Angehörige"
  const forPeople = readFor(ft, false);
  if (forPeople) return forPeople;
  // 2. A part that is only people, as the first-users section is ("Office workers who cycle to work").
  for (const seg of ft.segments) {
    if (seg.opener !== '\n' && seg.index !== 0) continue;
    const range = phraseAt(ft, seg.from, seg.to);
    if (!range || range[0] > seg.from + 1) continue;
    const head = peopleHeadIn(ft, range);
    if (head !== range[1] - 1) continue;
    const end = groupEnd(ft, [range[0], head + 1]);
    // "Junge Familien in Köln": the people, and where they are.
    if (end >= seg.to || (placeStartsAt(ft, end) && placeEnd(ft, end) >= seg.to)) return { span: [range[0], end] };
  }
  // 3. Those who pay are the customers: "… startups pay a £200 placement fee" names the "hardware startups" of
  // the idea, "Mitglieder zahlen 30 €" the members.
  const payer = readPayer(ft);
  if (payer) return payer;
  // 4. "Parents sell what their kids outgrew": a sentence (or segment) that opens with people who act.
  for (const seg of ft.segments) {
    // A relative clause's subject ("…, das Bäckereien morgens … liefern") is who delivers, not who it is for.
    if (seg.opener === ',' && /^(?:die|der|das|that|which|who)$/.test(tokens[seg.from]?.lower ?? '')) continue;
    const range = phraseAt(ft, seg.from, seg.to);
    if (!range) continue;
    const head = peopleHeadIn(ft, range);
    if (head < 0 || head !== range[1] - 1) continue;
    const next = tokens[afterSubject(ft, range)];
    const acts =
      next &&
      next.segment === seg.index &&
      (lang === 'en'
        ? next.tags.has('Verb') ||
          /^(?:can|cannot|can't|who|in|on|at|often|never|always|struggle|need|want)$/.test(next.lower)
        : /^\p{Ll}/u.test(next.text) && !isClosed(next, 'de')) &&
      !FOR[lang].test(next.lower);
    if (acts) return { span: [range[0], groupEnd(ft, [range[0], head + 1])] };
  }
  // 5. "Marketplace where students sell …", "Toy library where parents borrow …": people who act in a clause about
  // the place or thing offered.
  for (let i = 0; i < tokens.length; i++) {
    const cue = tokens[i]!.lower;
    const relative =
      /^(?:where|wo|that|which)$/.test(cue) ||
      (lang === 'de' && /^(?:dem|der|denen)$/.test(cue) && /^(?:auf|in|bei|über)$/.test(tokens[i - 1]?.lower ?? ''));
    if (!relative) continue;
    const range = phraseAt(ft, i + 1);
    if (!range) continue;
    const head = peopleHeadIn(ft, range);
    const next = tokens[range[1]];
    // Only people who take part as customers (sell, buy, borrow, rent …), not those who deliver it ("where volunteers
    // fix …" names helpers).
    const acts =
      next &&
      next.segment === tokens[i]!.segment &&
      (lang === 'en' ? next.tags.has('Verb') && CUSTOMER_VERBS.en.test(next.lower) : true) &&
      (lang === 'en' || ft.tokens.some((t) => t.segment === tokens[i]!.segment && CUSTOMER_VERBS.de.test(t.lower)));
    if (head === range[1] - 1 && acts) return { span: [range[0], head + 1] };
  }
  // 6. "delivered to shared student houses", "… an Berufspendler … liefern": whom it is given to, when no one it is
  // for or who takes part in it is named.
  const given = readFor(ft, true);
  if (given) return given;
  // 6b. "… so DIY beginners can borrow a drill", "…, damit Eltern …": the people the offer is there for.
  for (let i = 0; i < tokens.length; i++) {
    if (!/^(?:so|damit)$/.test(tokens[i]!.lower)) continue;
    const k = tokens[i + 1]?.lower === 'that' ? i + 2 : i + 1;
    const range = phraseAt(ft, k);
    if (!range) continue;
    const head = peopleHeadIn(ft, range);
    if (head === range[1] - 1) return { span: [range[0], head + 1] };
  }
  // 7. "an app that helps tenants …", "eine Plattform, die Studierende mit Senioren verbindet"
  for (let i = 0; i < tokens.length; i++) {
    if (!isWord(tokens[i]) || !HELP_VERBS[lang].test(tokens[i]!.lower)) continue;
    for (let k = i + 1; k <= i + 3 && k < tokens.length; k++) {
      if (tokens[k]!.segment !== tokens[i]!.segment) break;
      const range = phraseAt(ft, k);
      if (!range) continue;
      // "helps small bakeries plan tomorrow's bread": the tagger may join the verb that follows the people to their
      // phrase ("bakeries plan"); after a verb of helping, the people end where their verb starts.
      const head = peopleHeadIn(ft, range) >= 0 ? peopleHeadIn(ft, range) : helpedHead(ft, range);
      if (head >= 0) {
        // "connects dog owners and walkers": both sides of a match are named
        let to = head + 1;
        if (isConj(tokens[to], lang)) {
          const more = phraseAt(ft, to + 1);
          if (more && peopleHeadIn(ft, more) >= 0) to = more[1];
        }
        return { span: [range[0], to] };
      }
      break;
    }
  }
  return undefined;
}

/**
 * The index of the last people word of a phrase, or -1. The phrase must end on people ("busy parents"), or hold
 * people joined by "and" ("Arztpraxen und Kanzleien").
 */
function peopleHeadIn(ft: FrameText, range: [number, number]): number {
  const { tokens, lang } = ft;
  let found = -1;
  for (let k = range[0]; k < range[1]; k++) {
    const t = tokens[k]!;
    // "kids' ski wear": a possessive names whose thing it is, not who buys it.
    const next = tokens[k + 1];
    if (/['’]s?$/.test(t.text) && isWord(next) && next.segment === t.segment) continue;
    if (!isPeopleToken(t, lang)) continue;
    // A people word inside an English compound names a thing ("student flats" ≠ students): it must end the phrase
    // or stand before "and".
    if (lang === 'en' && k < range[1] - 1 && !isConj(tokens[k + 1], lang)) continue;
    found = k;
  }
  if (found >= 0 && wordClass(lang, 'timeWords').has(tokens[found]!.lower)) return -1;
  return found;
}

/** The people a verb of helping names first in a phrase the tagger ran on into their verb, or -1. */
function helpedHead(ft: FrameText, range: [number, number]): number {
  const { tokens, lang } = ft;
  for (let k = range[0]; k < Math.min(range[1] - 1, range[0] + 3); k++)
    if (isPeopleToken(tokens[k], lang) && tokens[k + 1]?.tags.has('Verb')) return k;
  return -1;
}

const PAY: Record<Lang, RegExp> = {
  en: /^(?:pay|pays|paying|subscribe|subscribes|buy|buys|book|books)$/,
  de: /^(?:zahlen|zahlt|bezahlen|bezahlt|buchen|bucht|kaufen|kauft|abonnieren)$/,
};

/** The people before "pay": the fullest earlier phrase with the same head word, else they themselves. */
function readPayer(ft: FrameText): PeopleReading | undefined {
  const { tokens, lang } = ft;
  for (let i = 1; i < tokens.length; i++) {
    if (!PAY[lang].test(tokens[i]!.lower)) continue;
    const k = i - 1;
    if (!isPeopleToken(tokens[k], lang) || tokens[k]!.segment !== tokens[i]!.segment) continue;
    const stem = tokens[k]!.lower.replace(/(?:s|n|en|e)$/, '');
    // an earlier phrase whose head is the same people word (or a compound of it: Obstbauern … Bauern)
    for (let j = 0; j < k; j++) {
      const t = tokens[j]!;
      if (!isWord(t) || t.lower.length < stem.length || !t.lower.replace(/(?:s|n|en|e)$/, '').endsWith(stem)) continue;
      // The same people named earlier, not a thing that shares their stem ("building materials … Builders pay").
      if (!isPeopleToken(t, lang)) continue;
      let from = j;
      while (from > 0 && tokens[from - 1]!.segment === t.segment && isModifier(tokens[from - 1]!, ft)) from--;
      return { span: [from, groupEnd(ft, [from, j + 1])] };
    }
    let from = k;
    while (from > 0 && tokens[from - 1]!.segment === tokens[k]!.segment && isModifier(tokens[from - 1]!, ft)) from--;
    return { span: [from, k + 1] };
  }
  return undefined;
}

/** A word that narrows the noun after it ("hardware startups", "retired engineers"). */
function isModifier(t: FrameToken, ft: FrameText): boolean {
  if (!isWord(t) || isClosed(t, ft.lang)) return false;
  if (ft.lang === 'en')
    return (t.tags.has('Adjective') || t.tags.has('Noun')) && !t.tags.has('Verb') && !t.tags.has('Plural');
  return /^\p{Ll}/u.test(t.text) && /(?:e|en|er|es)$/.test(t.lower);
}

/** "Rent tents … to festival-goers", "delivered … to shared student houses": a verb of giving before the "to". */
function sellsBefore(ft: FrameText, i: number): boolean {
  const seg = ft.tokens[i]!.segment;
  // A German clause puts its verb last: "…, der Bestellungen zu chronisch kranken Menschen bringt".
  if (ft.lang === 'de')
    return ft.tokens.some(
      (t) =>
        t.segment === seg &&
        /^(?:bringt|bringen|liefert|liefern|schickt|schicken|verkauft|verkaufen|vermietet|vermieten|verleiht|verleihen)$/.test(
          t.lower,
        ),
    );
  for (let k = i - 1; k >= 0 && ft.tokens[k]!.segment === seg; k--)
    if (
      /^(?:rent|rents|renting|rented|lend|lends|lent|sell|sells|sold|deliver|delivers|delivered|sent|shipped|offered|offer|offers|hire|hires|bring|brings|teach|teaches|supply|supplies|supplied)$/.test(
        ft.tokens[k]!.lower,
      )
    )
      return true;
  return false;
}

/** People a "for"-like cue names (`given`: those a "to/zu/an" after a verb of giving names). */
function readFor(ft: FrameText, given: boolean): PeopleReading | undefined {
  const { tokens, lang } = ft;
  for (let i = 0; i < tokens.length; i++) {
    if (!FOR[lang].test(tokens[i]!.lower)) continue;
    const giving = /^(?:to|zu|an)$/.test(tokens[i]!.lower);
    if (giving !== given) continue;
    const range = phraseAt(ft, i + 1);
    if (!range) continue;
    // "to" names customers only after a verb of selling or delivering ("delivered to shared student houses")
    if (giving && !sellsBefore(ft, i)) continue;
    const head = peopleHeadIn(ft, range);
    if (head < 0) continue;
    return { span: [range[0], groupEnd(ft, [range[0], head + 1])], cue: i };
  }
  return undefined;
}
