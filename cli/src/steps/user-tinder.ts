// The CLI printer of the User Tinder step: its saved input and result as `step show` prints them.
import { type Persona, personaLine, type TinderResult, tinderFromInput } from '@idea-studio/sdk';
import { PRINTER_LABELS, type StepPrinter } from './printer.js';

const users = (title: string, mark: string, list: readonly Persona[]) =>
  list.length ? [`  ${title} (${list.length}):`, ...list.map((p) => `    ${mark} ${personaLine(p)}`)] : [];

export const userTinderPrinter: StepPrinter = {
  input: (input, lang = 'en') => {
    const t = PRINTER_LABELS[lang];
    const state = tinderFromInput(input);
    if (!state) return [`  ${t.noPersonas}`];
    const [main] = state.positive;
    return [
      ...(main ? [`  ${t.mainPersona}: ${personaLine(main)}`] : []),
      ...users(t.match, '✓', state.positive),
      ...users(t.noMatch, '✗', state.negative),
      ...users(t.skipped, '?', state.skipped),
      ...users(t.toSort, '·', state.queue),
    ];
  },
  result: (result, lang = 'en') => {
    const t = PRINTER_LABELS[lang];
    const r = result as Partial<TinderResult>;
    const main = r.main_persona;
    return [
      ...(main
        ? [`  ${t.mainPersona}: ${personaLine(main)}`, ...(main.short_summary ? [`    ${main.short_summary}`] : [])]
        : []),
      ...(r.accepted_users ?? []).map((line) => `  ✓ ${line}`),
      ...(r.rejected_users ?? []).map((line) => `  ✗ ${line}`),
    ];
  },
};
