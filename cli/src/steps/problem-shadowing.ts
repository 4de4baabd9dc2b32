// The CLI printer of the Problem Shadowing step: its saved input and result as `step show` prints them.
import { activeSituation, type ShadowingResult, shadowingFromInput } from '@idea-studio/sdk';
import { byLine, PRINTER_LABELS, type StepPrinter } from './printer.js';

/** A situation as the sentence the founder completed: the question and the answer ('…' while open). */
const completed = (step: string, answer: string) => `${step.replace(/\s*(…|\.\.\.)$/, '')} ${answer.trim() || '…'}`;

export const problemShadowingPrinter: StepPrinter = {
  input: (input, lang = 'en') => {
    const t = PRINTER_LABELS[lang];
    const state = shadowingFromInput(input);
    if (!state) return [`  ${t.noSituations}`];
    const active = activeSituation(state);
    return [
      `  ${t.targetUser}: ${state.targetUser || '-'}`,
      ...(state.story.length ? [`  ${t.dayInLife}`, ...state.story.map((line) => `    · ${line}`)] : []),
      `  ${t.situations}`,
      ...state.situations.map((s, i) => {
        const mark = s.answer.trim() ? '✓' : i + 1 === active ? '›' : ' ';
        return `  ${mark} ${i + 1}. ${completed(s.step, s.answer)}${byLine(s.answer, s.author, lang)}`;
      }),
    ];
  },
  result: (result, lang = 'en', reader = 'founder') => {
    const t = PRINTER_LABELS[lang];
    const r = result as Partial<ShadowingResult>;
    return [
      `  ${t.targetUser}: ${r.target_user ?? '-'}`,
      `  ${t.coreProblem}: ${r.core_problem ?? '-'}`,
      ...(r.needs_and_barriers ?? []).map((item) => `    • ${item}`),
      ...(r.situations ?? []).map(
        (s, i) => `  ${i + 1}. ${completed(s.step, s.answer)}${byLine(s.answer, s.author, lang, reader)}`,
      ),
    ];
  },
};
