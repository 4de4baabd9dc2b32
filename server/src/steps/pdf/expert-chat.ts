// The expert chat's result in the result PDF (results/pdf.ts): the interview partner, what was learned, then the
// transcript with who chose each answer.
import { authorLabel, isRecord, type Lang } from '@idea-studio/sdk';
import type { PdfSection } from '../types.js';

/** The expert chat's result (the contract's ExpertChatResult): the transcript and what was learned. */
export function isExpertChatResult(data: unknown): data is Record<string, unknown> & { transcript: unknown[] } {
  return isRecord(data) && typeof data.interview_partner === 'string' && Array.isArray(data.transcript);
}

/** The transcript as the rounds' questions with the chosen answers and who chose them (the round is the number). */
export function expertChatResultForPdf(data: Record<string, unknown> & { transcript: unknown[] }, lang: Lang) {
  const { interview_partner, persona, transcript, summary, learned, objections, ...rest } = data;
  return {
    interview_partner,
    persona,
    summary,
    learned,
    objections,
    transcript: transcript.map((item) =>
      isRecord(item)
        ? { question: item.question, chosen_answer: item.answer, author: authorLabel(item.author, lang) }
        : item,
    ),
    ...rest,
  };
}

export const expertChatPdf: PdfSection = { matches: isExpertChatResult, content: expertChatResultForPdf };
