// The CLI printer of the User Insight Mapping step: its saved input and result as `step show` prints them.
import { EMPATHY_QUESTIONS, type EmpathyMap, empathyQuestionText, insightsFromInput } from '@idea-studio/sdk';
import type { Lang } from '../lang.js';
import { byLine, PRINTER_LABELS, type StepPrinter } from './printer.js';

const empathy = (name: string, lists: ReadonlyArray<readonly string[]>, lang: Lang) =>
  EMPATHY_QUESTIONS.flatMap((question, i) => [
    `  ${empathyQuestionText(lang)[question](name)}`,
    ...(lists[i]?.length ? lists[i].map((text) => `    • ${text}`) : ['    -']),
  ]);

export const insightMappingPrinter: StepPrinter = {
  input: (input, lang = 'en') => {
    const t = PRINTER_LABELS[lang];
    const state = insightsFromInput(input);
    if (!state) return [`  ${t.noMap}`];
    const occupation = state.persona.occupation ? ` — ${state.persona.occupation}` : '';
    return [
      `  ${t.persona}: ${state.persona.name}${occupation}`,
      ...empathy(
        state.persona.name,
        state.storage.map((list) => list.map((a) => `${a.text}${byLine(a.text, a.author, lang)}`)),
        lang,
      ),
    ];
  },
  result: (result, lang = 'en') => {
    const t = PRINTER_LABELS[lang];
    const map = result as Partial<EmpathyMap>;
    const name = map.persona?.name ?? t.thePersona;
    return [
      `  ${t.mapOf(name)}${map.persona?.occupation ? ` — ${map.persona.occupation}` : ''}`,
      ...empathy(name, [map.hears ?? [], map.sees ?? [], map.feels ?? [], map.frustrations ?? []], lang),
    ];
  },
};
