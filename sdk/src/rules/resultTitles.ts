// Titles of the result files the steps save (part 2 §4.10): a result is titled in the user's language, the way the
// track names its steps for them, followed by whom it is about. The idea card and the main persona are titled with
// their own names, which are data in any language.
import type { Lang } from '../client.js';

export type ResultTitleLang = Lang;

/**
 * The product's word for a kind of result in each language, declared by its step (`StepWorker.resultTitle`); results
 * titled by their own name (the idea card, the main persona) have none.
 */
export type ResultTitleWords = Readonly<Record<ResultTitleLang, string>>;

/** German for 'de' and its regional forms ('de-AT'), English for everything else. */
export function titleLang(lang: string | null | undefined): ResultTitleLang {
  return (lang ?? '').toLowerCase().startsWith('de') ? 'de' : 'en';
}

/**
 * The title of a result's file in the user's language: the product's word, then whom the result is about
 * ("Empathiekarte Lena Weber"); the word alone when it is about no one in particular.
 */
export function resultFileTitle(words: ResultTitleWords, lang: string | null | undefined, about = ''): string {
  const word = words[titleLang(lang)];
  const who = about.trim();
  return who ? `${word} ${who}` : word;
}
