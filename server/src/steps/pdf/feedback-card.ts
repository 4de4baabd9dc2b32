// The Feedback Card's result in the result PDF (results/pdf.ts): each mentor's pins, prioritised first.
import { citedSources, evidenceLabel, type FeedbackPin, isRecord, type Lang, pinsByAgent } from '@idea-studio/sdk';
import type { PdfSection } from '../types.js';

/** The mark of a prioritised pin (the embedded fonts have no star). */
const PRIORITISED = { en: 'prioritised', de: 'priorisiert' } as const;

/** The Feedback Card's result (the contract's FeedbackCardResult): the pins and the changes since the reports. */
export function isFeedbackCard(data: unknown): data is { pins: unknown[]; changedEvents: unknown[] } {
  return isRecord(data) && Array.isArray(data.pins) && Array.isArray(data.changedEvents);
}

/**
 * The card as the document shows it: each mentor's pins under the mentor's name, prioritised ones first and marked,
 * each with where its claim comes from; the documents and pages cited at the end. The change log is bookkeeping for
 * the reports, not content.
 */
export function feedbackCardForPdf(data: { pins: unknown[] }, lang: Lang): Record<string, unknown> {
  const pins = data.pins.filter(isRecord) as unknown as FeedbackPin[];
  const columns: Record<string, string[]> = {};
  for (const [agentId, list] of pinsByAgent(pins)) {
    const name = list.find((p) => p.agentName?.trim())?.agentName?.trim() || agentId;
    columns[name] = list.map(
      (p) =>
        // Who wrote the pin decides "entered by you": a pin without an author is the AI's.
        `${p.topic}${p.prio ? ` [${PRIORITISED[lang]}]` : ''}: ${p.content} (${evidenceLabel({ origin: p.origin, source: p.evidence, author: p.author }, lang)})`,
    );
  }
  const sources = citedSources(pins.map((p) => ({ origin: p.origin, source: p.evidence })));
  return { pins: columns, ...(sources.length > 0 ? { sources } : {}) };
}

export const feedbackCardPdf: PdfSection = { matches: isFeedbackCard, content: feedbackCardForPdf };
