// Titles of the result files the steps save (part 2 §4.10): a result is titled in the user's language, the way the
// track names its steps for them, followed by whom it is about. The idea card and the main persona are titled with
// their own names, which are data in any language.

export type ResultTitleLang = 'en' | 'de';

/** The kinds of result whose file title is a word of the product rather than a name of the founder's data. */
export type TitledResult = 'insightMapping' | 'problemShadowing' | 'expertChat' | 'feedbackCard';

/** The product's word for each titled result, in English and German. */
export const RESULT_TITLE_WORDS: Readonly<Record<ResultTitleLang, Readonly<Record<TitledResult, string>>>> = {
  en: {
    insightMapping: 'Empathy Map',
    problemShadowing: 'Problem Shadowing',
    expertChat: 'Expert Chat',
    feedbackCard: 'Feedback Card',
  },
  de: {
    insightMapping: 'Empathiekarte',
    // The German track keeps the step's name "Problem Shadowing" (the reference data's name_de).
    problemShadowing: 'Problem Shadowing',
    expertChat: 'Expertenchat',
    feedbackCard: 'Feedback-Karte',
  },
};

/** German for 'de' and its regional forms ('de-AT'), English for everything else. */
export function titleLang(lang: string | null | undefined): ResultTitleLang {
  return (lang ?? '').toLowerCase().startsWith('de') ? 'de' : 'en';
}

/**
 * The title of a result's file in the user's language: the product's word, then whom the result is about
 * ("Empathiekarte Lena Weber"); the word alone when it is about no one in particular.
 */
export function resultFileTitle(kind: TitledResult, lang: string | null | undefined, about = ''): string {
  const word = RESULT_TITLE_WORDS[titleLang(lang)][kind];
  const who = about.trim();
  return who ? `${word} ${who}` : word;
}
