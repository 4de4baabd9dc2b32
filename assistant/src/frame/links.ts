// Partners and channels, in the founder's words. A partner is a business or institution the idea works with or
// through ("parts from local bike shops", "paid by the employer", "über Hausärzte") or the people who deliver it
// ("run by volunteers"); a channel is the means by which customers find, book or get it ("booked by phone",
// "sold mainly through Instagram", "at farmers' markets"). Words inside the offer or the people are neither.
import type { Lang } from '../types.js';
import { cueBefore, isPeopleToken, phraseAt } from './phrase.js';
import { type FrameText, type FrameToken, isWord } from './tokens.js';
import { WORDS, wordClass } from './words.js';

const PARTNER_CUES: Record<Lang, string[]> = {
  en: WORDS.en.partnerCues,
  de: WORDS.de.partnerCues,
};
/** Cues after which people (not only businesses) are partners: they deliver it or pay for it. */
const DELIVERER_CUES: Record<Lang, RegExp> = {
  en: /^(?:by|with|from)$/,
  de: /^(?:von|vom|mit|durch)$/,
};
const CHANNEL_PREP: Record<Lang, RegExp> = {
  en: /^(?:via|through|by|on|over|at|from|in|using)$/,
  de: /^(?:über|per|via|auf|im|in|am|an|bei|beim|durch|mit)$/,
};

/** Words of handing the offer over: picking up, collecting, delivering, booking. */
const HANDOVER: Record<Lang, RegExp> = {
  en: /^(?:pick-up|pickup|pick|collection|collect|collected|drop-off|dropoff|drop|delivered|delivery|deliveries|booked|bookable|ordered|returned)$/,
  de: /^(?:abholung|abzuholen|abholbar|sammelabholung|lieferung|geliefert|buchbar|gebucht|bestellbar|bestellt|rückgabe)$/,
};
const HANDOVER_PREP: Record<Lang, RegExp> = {
  en: /^(?:at|from|to|in|via|through)$/,
  de: /^(?:im|in|bei|beim|an|am|auf|über|vom|von|zum|zur)$/,
};

const MATCHING: Record<Lang, RegExp> = {
  en: /^(?:matches|match|matching|connects|connect|connecting|pairs|pairing|links)$/,
  de: /^(?:vermittelt|vermitteln|verbindet|zusammenbringt|zusammen)$/,
};
/** Verbs by which a business other than the customers takes its part: pays, funds, installs, employs. */
const ACTS_FOR: Record<Lang, RegExp> = {
  en: /^(?:pays|pay|funds|fund|installs|install|employs|employ|sponsors|sponsor|hosts|host|refers|refer|subsidises|subsidizes|covers|cover)$/,
  de: /^(?:zahlt|zahlen|bezahlt|finanziert|finanzieren|installiert|stellt|stellen|übernimmt|übernehmen|vermietet|fördert|fördern)$/,
};
/** Cues after which people are intermediaries: "booked via funeral directors", "über Hausärzte". */
const INTERMEDIARY: Record<Lang, RegExp> = {
  en: /^(?:via|through)$/,
  de: /^(?:über|via)$/,
};

function isPlaceWord(t: FrameToken | undefined, lang: Lang): boolean {
  return !!t && isWord(t) && wordClass(lang, 'placeWords').has(t.lower);
}

function isModifierWord(t: FrameToken, lang: Lang): boolean {
  if (!isWord(t) || /^(?:the|a|an|der|die|das|dem|den|des|and|und)$/.test(t.lower)) return false;
  if (lang === 'en')
    return (t.tags.has('Adjective') || t.tags.has('Noun')) && !t.tags.has('Verb') && !t.tags.has('Plural');
  return /^\p{Ll}/u.test(t.text) && /(?:e|en|er|es)$/.test(t.lower);
}

export interface LinkReading {
  partners: Array<[number, number]>;
  channels: Array<[number, number]>;
}

export function readLinks(ft: FrameText, taken: (k: number) => boolean): LinkReading {
  const { tokens, lang } = ft;
  const partners: Array<[number, number]> = [];
  const channels: Array<[number, number]> = [];
  const channelWords = wordClass(lang, 'channels');
  const words = tokens.map((t) => t.lower);
  const cueTokens = new Set(PARTNER_CUES[lang].map((c) => c.split(' ').at(-1)!));
  const matches = tokens.some((t) => MATCHING[lang].test(t.lower));
  // "The logistics company pays £4 …", "council installs it", "bezahlt vom Hotel": a business that pays or does
  // its part, other than the people the idea is for.
  for (let i = 1; i < tokens.length; i++) {
    if (!ACTS_FOR[lang].test(tokens[i]!.lower)) continue;
    const head = tokens[i - 1]!;
    if (head.segment !== tokens[i]!.segment || taken(i - 1)) continue;
    if (!wordClass(lang, 'institutions').has(head.lower) && !wordClass(lang, 'businessPeople').has(head.lower))
      continue;
    let from = i - 1;
    while (
      from > 0 &&
      tokens[from - 1]!.segment === head.segment &&
      !taken(from - 1) &&
      isModifierWord(tokens[from - 1]!, lang)
    )
      from--;
    partners.push([from, i]);
  }
  // A hand-over names a channel and, at a business, a partner: "pick-up at local surf shops", "abzuholen beim
  // Bäcker", "booked at the hotel reception", "delivered to festivals by van".
  const inHandover = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    const cue = tokens[i]!;
    if (!isWord(cue) || taken(i) || !HANDOVER[lang].test(cue.lower)) continue;
    let k = i + 1;
    if (lang === 'en' && /^(?:up|off)$/.test(tokens[k]?.lower ?? '')) k++;
    if (!HANDOVER_PREP[lang].test(tokens[k]?.lower ?? '') || tokens[k]!.segment !== cue.segment) continue;
    const range = phraseAt(ft, k + 1);
    if (!range || taken(range[0])) continue;
    // "booked through our website", "booked by phone": a channel word names the channel on its own.
    if (channelWords.has(tokens[range[1] - 1]!.lower)) continue;
    let end = range[1];
    // "… by van", "… per Lastenrad": the means of the hand-over belongs to it.
    if (/^(?:by|per|mit)$/.test(tokens[end]?.lower ?? '') && channelWords.has(tokens[end + 1]?.lower ?? '')) end += 2;
    channels.push([i, end]);
    for (let n = i; n < end; n++) inHandover.add(n);
    const head = tokens[range[1] - 1]!;
    if (wordClass(lang, 'institutions').has(head.lower)) partners.push(range);
  }
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!isWord(t) || taken(i) || inHandover.has(i)) continue;
    // A channel: a word of the channel class a preposition introduces ("by phone", "through Instagram"), or a
    // platform's name anywhere outside the offer.
    const n = channelWords.matchAt(words, i);
    if (n > 0) {
      const prev = tokens[i - 1];
      const prev2 = tokens[i - 2];
      const introduced =
        (prev && prev.segment === t.segment && CHANNEL_PREP[lang].test(prev.lower)) ||
        (prev2 &&
          prev2.segment === t.segment &&
          CHANNEL_PREP[lang].test(prev2.lower) &&
          /^(?:the|a|our|mainly|mostly|only|direct|den|die|das|dem|unsere|unseren)$/.test(prev?.lower ?? ''));
      const brand =
        /^(?:instagram|tiktok|facebook|whatsapp|youtube|linkedin|pinterest|telegram|etsy|ebay|kleinanzeigen|shopify)$/.test(
          t.lower,
        );
      if (introduced || brand) {
        // "farmers' markets": the phrase the channel word ends
        let from = i;
        while (
          from > 0 &&
          tokens[from - 1]!.segment === t.segment &&
          isWord(tokens[from - 1]) &&
          !CHANNEL_PREP[lang].test(tokens[from - 1]!.lower) &&
          !/^(?:the|a|our|mainly|mostly|only|and|or|den|die|das|dem|und|oder|unsere|unseren)$/.test(
            tokens[from - 1]!.lower,
          ) &&
          (tokens[from - 1]!.tags.has('Noun') ||
            tokens[from - 1]!.tags.has('Adjective') ||
            /['’]$/.test(tokens[from - 1]!.text) ||
            lang === 'de')
        )
          from--;
        channels.push([from, i + n]);
        i += n - 1;
        continue;
      }
    }
    // A partner: a business or institution after a partner cue.
    if (!cueTokens.has(t.lower)) continue;
    const at = cueBefore(ft, i + 1, PARTNER_CUES[lang]);
    if (at < 0) continue;
    const range = phraseAt(ft, i + 1);
    if (!range || taken(range[0])) continue;
    const head = tokens[range[1] - 1]!;
    // "Wartezimmern von Kinderarztpraxen", "the lounge of …": a place's genitive names no partner.
    if (/^(?:von|of|der|des)$/.test(t.lower) && isPlaceWord(tokens[i - 1], lang)) continue;
    const institution = wordClass(lang, 'institutions').has(head.lower);
    // A platform's two sides are its users, not its partners ("matches deaf patients … with freelance interpreters").
    const sides = /^(?:with|mit)$/.test(t.lower) && matches;
    const deliverers =
      !sides && (DELIVERER_CUES[lang].test(t.lower) || INTERMEDIARY[lang].test(t.lower)) && isPeopleToken(head, lang);
    if ((!institution || sides) && !deliverers) continue;
    if (channelWords.has(head.lower) && !institution) continue;
    partners.push(range);
    i = range[1] - 1;
  }
  return { partners, channels };
}
