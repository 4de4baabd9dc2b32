import { atom } from 'jotai';
import { detectLanguage, type Language, switchLanguage, writeStoredLanguage } from './index';

/** The language chosen in this store; null until someone chooses, then the stored/detected one applies. */
const chosenLanguageAtom = atom<Language | null>(null);

/**
 * The UI language ('en' | 'de'). Its first read per store takes the choice stored under `idea_lang` (or the
 * browser's preference); writing it persists the choice in localStorage and switches every translated text at
 * once through `switchLanguage`.
 */
export const languageAtom = atom(
  (get) => get(chosenLanguageAtom) ?? detectLanguage(),
  (_get, set, language: Language) => {
    writeStoredLanguage(language);
    set(chosenLanguageAtom, language);
    void switchLanguage(language);
  },
);
