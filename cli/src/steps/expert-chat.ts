// The CLI printer of the Expert Chat step: its saved input and result as `step show` prints them.
import { CHAT_ROUNDS, chatFromInput, type ExpertChatResult, stripOptionLabel } from '@idea-studio/sdk';
import { byLine, PRINTER_LABELS, type StepPrinter } from './printer.js';

/** The transcript so far: each asked round's question, its options while open, the chosen answer with a check. */
export const expertChatPrinter: StepPrinter = {
  input: (input, lang = 'en') => {
    const t = PRINTER_LABELS[lang];
    const { state } = chatFromInput(input);
    if (!state) return [`  ${t.noChat}`];
    return [
      `  ${t.interviews(state.partner.name, state.persona.name, state.activeStep, CHAT_ROUNDS)}`,
      ...state.rounds.flatMap((round, i) => {
        if (!round.entry) return [];
        const head = [`  ${t.round(i + 1, CHAT_ROUNDS)}  ${round.entry.text}`, `    ${round.entry.follow_up_question}`];
        if (round.value.trim()) return [...head, `    ✓ ${round.value}${byLine(round.value, round.author, lang)}`];
        const letters = ['a', 'b', 'c'];
        return [...head, ...round.entry.options.map((o, n) => `    ${letters[n]}) ${stripOptionLabel(o)}`)];
      }),
    ];
  },
  result: (result, lang = 'en', reader = 'founder') => {
    const t = PRINTER_LABELS[lang];
    const r = result as Partial<ExpertChatResult>;
    return [
      `  ${t.interviewed(r.interview_partner ?? '-', r.persona ?? '-')}`,
      ...(r.transcript ?? []).flatMap((turn) => [
        `  ${t.round(turn.round, CHAT_ROUNDS)}  ${turn.question}`,
        `    ✓ ${turn.answer}${byLine(turn.answer, turn.author, lang, reader)}`,
      ]),
      ...(r.summary ? [`  ${t.summary}: ${r.summary}`] : []),
      ...(r.learned ?? []).map((item) => `    + ${item}`),
      ...(r.objections ?? []).map((item) => `    ! ${item}`),
    ];
  },
};
