// Problem Shadowing's result in the result PDF (results/pdf.ts): the day, each situation with its answer and who
// wrote it, the core problem.
import { authorLabel, isRecord, type Lang } from '@idea-studio/sdk';
import type { PdfSection } from '../types.js';

/** Problem Shadowing's result (the contract's ShadowingResult): the day, the situations, the core problem. */
export function isShadowingResult(data: unknown): data is Record<string, unknown> & { situations: unknown[] } {
  return isRecord(data) && typeof data.target_user === 'string' && Array.isArray(data.situations);
}

/**
 * Each situation as the sentence the founder completed (its question) and the answer, under their own labels, with
 * who wrote the answer.
 */
export function shadowingResultForPdf(data: Record<string, unknown> & { situations: unknown[] }, lang: Lang) {
  const situations = data.situations.map((item) =>
    isRecord(item) ? { situation: item.step, answer: item.answer, author: authorLabel(item.author, lang) } : item,
  );
  return { ...data, situations };
}

export const problemShadowingPdf: PdfSection = { matches: isShadowingResult, content: shadowingResultForPdf };
