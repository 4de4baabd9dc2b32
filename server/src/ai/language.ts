// The language an AI answer is written in. A founder whose interface is German may still write the idea in
// English (or the other way round): suggestions are pasted into the founder's own text, so they must be in the
// language of that text. The user's own words decide when they clearly are English or German; otherwise the
// profile language does. Documents (an uploaded paper) never decide it: a German founder reading an English paper
// still gets German ideas.
import type { Lang } from './types.js';

// Frequent function words that exist in only one of the two languages ("die", "was", "will", "in", "also" and
// "so" are left out: they are words of both).
const FUNCTION_WORDS: Record<Lang, ReadonlySet<string>> = {
  en: new Set(
    'the and is are to of for with that they their them my our we you it on because when who what how this not do does can have has been be from at by or but too much many every an a i me his her its there which would should could about into than then very only just more most some any'.split(
      ' ',
    ),
  ),
  de: new Set(
    'der das und ist sind zu von ein eine einen einem einer für mit dass sie ihr ihre ihren mein meine unser unsere ich wir du es im auf weil wenn wer wie nicht kein keine keinen haben hat sein aus bei oder aber auch viel viele jeden jede zum zur den dem des sich noch nur sehr mehr wird werden kann können gibt über unter beim damit diese dieser dieses man uns euch'.split(
      ' ',
    ),
  ),
};

/** At least this many function words, and twice as many as of the other language, make a text clearly one. */
const MIN_HITS = 3;

/** The language a text is clearly written in, or undefined when it is too short or mixed to tell. */
export function clearLanguage(text: string): Lang | undefined {
  let en = 0;
  let de = 0;
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    if (FUNCTION_WORDS.en.has(word)) en++;
    if (FUNCTION_WORDS.de.has(word)) de++;
    if (/[äöüß]/.test(word)) de += 0.5;
  }
  if (en >= MIN_HITS && en >= 2 * de) return 'en';
  if (de >= MIN_HITS && de >= 2 * en) return 'de';
  return undefined;
}

/** The answer language: that of the user's own words when clear, else the profile language. */
export function answerLanguage(profile: Lang, ownWords: readonly string[]): Lang {
  return clearLanguage(ownWords.filter(Boolean).join('\n')) ?? profile;
}
