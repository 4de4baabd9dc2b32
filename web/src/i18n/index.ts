import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';

/** Languages of the app; every text exists in each of them (a unit test keeps the files in step). */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** localStorage key holding the chosen language as a plain string ('en' or 'de'). */
export const LANGUAGE_STORAGE_KEY = 'idea_lang';

/**
 * English is bundled: it is the fallback for any missing text. Other languages are chunks of their own, loaded when
 * chosen, so a first visit in English does not download German.
 */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<{ default: typeof en }>> = {
  de: () => import('./de.json'),
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language stored by an earlier visit, if any (storage may be unavailable, e.g. in private modes). */
export function readStoredLanguage(): Language | null {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function writeStoredLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this page view only.
  }
}

/** First visit: German when the browser prefers German, English otherwise. */
export function detectLanguage(): Language {
  const stored = readStoredLanguage();
  if (stored) return stored;
  const preferred = globalThis.navigator?.languages?.[0] ?? globalThis.navigator?.language ?? '';
  return preferred.toLowerCase().startsWith('de') ? 'de' : 'en';
}

/** The app's one i18next instance; English is bundled, so initialisation finishes synchronously. */
export const i18n = i18next.createInstance();

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: detectLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

const hasTexts = (language: Language) => language === 'en' || i18n.hasResourceBundle(language, 'translation');

/** Loads the texts of a language unless they are there already (until then i18next falls back to English). */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || hasTexts(language)) return;
  const texts = await LOADERS[language]();
  i18n.addResourceBundle(language, 'translation', texts.default);
}

let requested: Language | undefined;

/**
 * Switches every text to `language`: at once when its texts are loaded, otherwise once they are. Of quick
 * successive switches the last one wins.
 */
export function switchLanguage(language: Language): Promise<unknown> {
  requested = language;
  if (hasTexts(language)) return i18n.language === language ? Promise.resolve() : i18n.changeLanguage(language);
  return loadLanguage(language).then(() => (requested === language ? i18n.changeLanguage(language) : undefined));
}
