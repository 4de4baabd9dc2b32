// The idea frame ("How we read your idea") as the terminal prints it: one line per slot with its label (the SDK's
// field labels), "not said" for a slot the idea does not fill and, where the frame is stored, who wrote each slot.
import { FRAME_FIELDS, FRAME_SLOTS, type FrameSlotName, frameSlotText, type IdeaFrame } from '@idea-studio/sdk';
import type { Lang } from './lang.js';
import { byLine } from './steps/printer.js';

export const FRAME_LABELS = {
  en: {
    heading: 'How we read your idea:',
    notSaid: 'not said',
    offline: 'read by the offline assistant',
    model: 'read by the AI model',
    change: (roundId: string) => `Change a slot: idea-studio step input ${roundId} --set offer=…`,
    earlier: 'Written from an earlier reading of your idea — your idea has changed since.',
    earlierTeammate: 'Written from an earlier reading of the idea — the idea has changed since.',
  },
  de: {
    heading: 'So lesen wir deine Idee:',
    notSaid: 'nicht genannt',
    offline: 'gelesen vom Offline-Assistenten',
    model: 'gelesen vom KI-Modell',
    change: (roundId: string) => `Einen Eintrag ändern: idea-studio step input ${roundId} --set offer=…`,
    earlier: 'Aus einer früheren Lesart deiner Idee geschrieben — deine Idee hat sich seitdem geändert.',
    earlierTeammate: 'Aus einer früheren Lesart der Idee geschrieben — die Idee hat sich seitdem geändert.',
  },
} as const satisfies Record<Lang, unknown>;

/** A slot's text as printed: the saved text, or nothing for a slot not said (the shape `other` says nothing). */
export function slotText(frame: IdeaFrame, name: FrameSlotName): string {
  return frameSlotText(frame, name).trim();
}

/**
 * One line per slot: `  What you offer:     laundry pickup` or `… not said`; with `authorOf` (by the slot's entry type,
 * a stored frame) each said slot gets who wrote it.
 */
export function frameLines(frame: IdeaFrame, lang: Lang, authorOf?: (type: string) => unknown): string[] {
  const t = FRAME_LABELS[lang];
  const width = Math.max(...FRAME_FIELDS.map((f) => f.about[lang].length)) + 2;
  return FRAME_FIELDS.map((field) => {
    const text = slotText(frame, field.name);
    const type = FRAME_SLOTS.find((s) => s.name === field.name)!.type;
    const said = text ? `${text}${authorOf ? byLine(text, authorOf(type), lang) : ''}` : t.notSaid;
    return `  ${`${field.about[lang]}:`.padEnd(width)}${said}`;
  });
}
