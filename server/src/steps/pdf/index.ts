// The result PDF's layouts per step type, apart from the manifests so the PDF worker threads (results/pdf-worker.ts)
// load the layouts without the offline engine the manifests bring along. Each manifest's `pdf` is its entry here.
import type { PdfSection, StepType } from '../types.js';
import { expertChatPdf } from './expert-chat.js';
import { feedbackCardPdf } from './feedback-card.js';
import { insightMappingPdf } from './insight-mapping.js';
import { problemShadowingPdf } from './problem-shadowing.js';
import { userTinderPdf } from './user-tinder.js';

/** Every step type's PDF layout (undefined: the generic layout of any result); a missing type fails the type-check. */
export const STEP_PDF_SECTIONS: { readonly [T in StepType]: PdfSection | undefined } = {
  basicIdea: undefined,
  userTinder: userTinderPdf,
  insightMapping: insightMappingPdf,
  problemShadowing: problemShadowingPdf,
  expertChat: expertChatPdf,
  feedbackCard: feedbackCardPdf,
};

/** The step layouts in the contract's order of the step types, the first whose shape matches lays out a result. */
export const PDF_SECTIONS: readonly PdfSection[] = Object.values(STEP_PDF_SECTIONS).filter(
  (section): section is PdfSection => section !== undefined,
);
