// User Tinder's result in the result PDF (results/pdf.ts): the main persona in full without its image style, then
// the accepted and rejected users.
import { isRecord, type Lang } from '@idea-studio/sdk';
import type { PdfSection } from '../types.js';

const LOCALES = { en: 'en-GB', de: 'de-DE' } as const;

/** User Tinder's result (the contract's TinderResult). */
export function isTinderResult(
  data: unknown,
): data is { main_persona: Record<string, unknown>; accepted_users: unknown[]; rejected_users: unknown[] } {
  return (
    isRecord(data) &&
    isRecord(data.main_persona) &&
    Array.isArray(data.accepted_users) &&
    Array.isArray(data.rejected_users)
  );
}

/**
 * A Tinder result as the document shows it: the persona's image style is a file reference, not something to read;
 * the time it was chosen is a date.
 */
export function tinderResultForPdf(
  data: { main_persona: Record<string, unknown> } & Record<string, unknown>,
  lang: Lang,
): Record<string, unknown> {
  const { image: _image, created, ...persona } = data.main_persona;
  const chosen =
    typeof created === 'number' && Number.isFinite(created)
      ? new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(created))
      : undefined;
  return { ...data, main_persona: chosen === undefined ? persona : { ...persona, created: chosen } };
}

export const userTinderPdf: PdfSection = { matches: isTinderResult, content: tinderResultForPdf };
