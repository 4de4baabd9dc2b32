// The CLI printer of the Basic Idea step: its saved input and result as `step show` prints them.
import { basicIdeaSections, entryAuthors, frameFromEntries, type IdeaCard, resultFieldLabel } from '@idea-studio/sdk';
import { FRAME_LABELS, frameLines } from '../frame.js';
import { byLine, PRINTER_LABELS, type StepPrinter } from './printer.js';

export const basicIdeaPrinter: StepPrinter = {
  input: (input, lang = 'en') => {
    const t = PRINTER_LABELS[lang];
    const sections = basicIdeaSections(input);
    const authors = entryAuthors(input);
    const line = (label: string, type: keyof typeof sections) =>
      `  ${label}${sections[type] || '-'}${byLine(sections[type], authors.get(type), lang)}`;
    // The idea frame, once the idea was read: each slot with who wrote it, "not said" where the idea is silent.
    const frame = frameFromEntries(input);
    return [
      line(t.problem, 'PROBLEM'),
      line(t.users, 'TARGET USER'),
      line(t.solution, 'SOLUTION'),
      ...(frame
        ? [
            `  ${FRAME_LABELS[lang].heading}`,
            ...frameLines(frame, lang, (type) => authors.get(type)).map((l) => `  ${l}`),
          ]
        : []),
    ];
  },
  result: (result, lang = 'en', reader = 'founder') => {
    const card = result as Partial<IdeaCard> & { nameProposed?: boolean };
    // A name the assistant made up says so; the founder's own name stands as it is.
    const label = resultFieldLabel('nameProposed', lang);
    const proposed = card.nameProposed ? ` (${lang === 'en' ? label.toLowerCase() : label})` : '';
    return [
      `  ${card.name ?? '-'}${proposed} — ${card.tagline ?? ''}`.trimEnd() +
        byLine(card.name ?? '', card.author, lang, reader),
      ...(card.target_group ? [`  ${PRINTER_LABELS[lang].forGroup(card.target_group)}`] : []),
      ...(card.key_features ?? []).map((feature) => `  • ${feature}`),
    ];
  },
};
