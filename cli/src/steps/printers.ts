// Human output of a step's input and result, one printer per step type (`--json` prints the contract shapes
// instead). A type without a printer is shown as plain JSON; adding a step's worker in the SDK adds its printer
// here. Every text a founder could have written says who wrote it with the SDK's label (issue 26): "entered by you"
// only for the founder's own text, else AI-generated and whether the founder accepted it.
import {
  activeSituation,
  authorLabel,
  basicIdeaSections,
  CHAT_ROUNDS,
  chatFromInput,
  EMPATHY_QUESTIONS,
  type EmpathyMap,
  type ExpertChatResult,
  empathyQuestionText,
  entryAuthors,
  evidenceLabel,
  type FeedbackCardResult,
  type FeedbackPin,
  feedbackCardOf,
  feedbackLeft,
  type IdeaCard,
  insightsFromInput,
  type Persona,
  personaLine,
  pinsByAgent,
  type ShadowingResult,
  type StepType,
  shadowingFromInput,
  stripOptionLabel,
  type TinderResult,
  tinderFromInput,
} from '@idea-studio/sdk';
import type { Lang } from '../lang.js';

/** The printers' words in both languages (the web's German screens word them the same). */
export const PRINTER_LABELS = {
  en: {
    problem: 'The problem I solve:          ',
    users: 'The first people who use it:  ',
    solution: 'The solution in a nutshell:   ',
    forGroup: (group: string) => `for ${group}`,
    noPersonas: 'No personas loaded yet (step autofill loads and sorts them).',
    mainPersona: 'Main persona',
    match: 'Match',
    noMatch: 'No match',
    skipped: 'Skipped',
    toSort: 'Still to sort',
    noMap: 'No empathy map yet (step autofill fills all four questions).',
    persona: 'Persona',
    mapOf: (name: string) => `Empathy map of ${name}`,
    thePersona: 'the persona',
    noSituations: 'No situations yet (step autofill loads and answers them).',
    targetUser: 'Target user',
    dayInLife: 'A day in the life:',
    situations: 'Situations:',
    coreProblem: 'Core problem',
    noChat: 'No chat yet (step autofill interviews the main persona with the default partner).',
    interviews: (partner: string, persona: string, step: number, of: number) =>
      `${partner} interviews for ${persona} — step ${step}/${of}`,
    interviewed: (partner: string, persona: string) => `${partner} interviewed for ${persona}`,
    round: (n: number, of: number) => `ROUND ${n}/${of}`,
    summary: 'Summary',
    noPins: 'No pins yet (feedback --mentor <id> starts a talk; pins add adds one by hand).',
    feedbackCount: (n: number, left: number) => `${n} Feedbacks${left > 0 ? `, ${left} Feedback left until Ship` : ''}`,
  },
  de: {
    problem: 'Das Problem, das ich löse:                     ',
    users: 'Die ersten Menschen, die mein Produkt nutzen:  ',
    solution: 'Die Lösung in aller Kürze:                     ',
    forGroup: (group: string) => `für ${group}`,
    noPersonas: 'Noch keine Personas geladen (step autofill lädt und sortiert sie).',
    mainPersona: 'Haupt-Persona',
    match: 'Passt',
    noMatch: 'Passt nicht',
    skipped: 'Übersprungen',
    toSort: 'Noch einzuordnen',
    noMap: 'Noch keine Empathiekarte (step autofill beantwortet alle vier Fragen).',
    persona: 'Persona',
    mapOf: (name: string) => `Empathiekarte von ${name}`,
    thePersona: 'die Persona',
    noSituations: 'Noch keine Situationen (step autofill lädt und beantwortet sie).',
    targetUser: 'Zielperson',
    dayInLife: 'Ein Tag im Leben:',
    situations: 'Situationen:',
    coreProblem: 'Kernproblem',
    noChat: 'Noch kein Chat (step autofill lässt den Standard-Partner die Haupt-Persona interviewen).',
    interviews: (partner: string, persona: string, step: number, of: number) =>
      `${partner} interviewt für ${persona} – Schritt ${step}/${of}`,
    interviewed: (partner: string, persona: string) => `${partner} hat für ${persona} interviewt`,
    round: (n: number, of: number) => `RUNDE ${n}/${of}`,
    summary: 'Zusammenfassung',
    noPins: 'Noch keine Pins (feedback --mentor <id> beginnt ein Gespräch; pins add fügt einen von Hand hinzu).',
    feedbackCount: (n: number, left: number) => `Rückmeldungen: ${n}${left > 0 ? ` · bis zum Ship noch ${left}` : ''}`,
  },
} as const;

export interface StepPrinter {
  /** The step's saved input, as `step show` and `step autofill` print it, in the user's language. */
  input(input: unknown, lang?: Lang): string[];
  /** The step's saved result. */
  result(result: unknown, lang?: Lang): string[];
}

/** Who wrote a text, as a suffix: ` [entered by you]`, ` [AI-generated, accepted by you]`… (none for no text). */
export const byLine = (text: string, author: unknown, lang: Lang = 'en'): string =>
  text.trim() ? ` [${authorLabel(author, lang)}]` : '';

const basicIdea: StepPrinter = {
  input: (input, lang = 'en') => {
    const t = PRINTER_LABELS[lang];
    const sections = basicIdeaSections(input);
    const authors = entryAuthors(input);
    const line = (label: string, type: keyof typeof sections) =>
      `  ${label}${sections[type] || '-'}${byLine(sections[type], authors.get(type), lang)}`;
    return [line(t.problem, 'PROBLEM'), line(t.users, 'TARGET USER'), line(t.solution, 'SOLUTION')];
  },
  result: (result, lang = 'en') => {
    const card = result as Partial<IdeaCard>;
    return [
      `  ${card.name ?? '-'} — ${card.tagline ?? ''}`.trimEnd() + byLine(card.name ?? '', card.author, lang),
      ...(card.target_group ? [`  ${PRINTER_LABELS[lang].forGroup(card.target_group)}`] : []),
      ...(card.key_features ?? []).map((feature) => `  • ${feature}`),
    ];
  },
};

const users = (title: string, mark: string, list: readonly Persona[]) =>
  list.length ? [`  ${title} (${list.length}):`, ...list.map((p) => `    ${mark} ${personaLine(p)}`)] : [];

const userTinder: StepPrinter = {
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

const empathy = (name: string, lists: ReadonlyArray<readonly string[]>, lang: Lang) =>
  EMPATHY_QUESTIONS.flatMap((question, i) => [
    `  ${empathyQuestionText(lang)[question](name)}`,
    ...(lists[i]?.length ? lists[i].map((text) => `    • ${text}`) : ['    -']),
  ]);

const insightMapping: StepPrinter = {
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

/** A situation as the sentence the founder completed: the question and the answer ('…' while open). */
const completed = (step: string, answer: string) => `${step.replace(/\s*(…|\.\.\.)$/, '')} ${answer.trim() || '…'}`;

const problemShadowing: StepPrinter = {
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
  result: (result, lang = 'en') => {
    const t = PRINTER_LABELS[lang];
    const r = result as Partial<ShadowingResult>;
    return [
      `  ${t.targetUser}: ${r.target_user ?? '-'}`,
      `  ${t.coreProblem}: ${r.core_problem ?? '-'}`,
      ...(r.needs_and_barriers ?? []).map((item) => `    • ${item}`),
      ...(r.situations ?? []).map(
        (s, i) => `  ${i + 1}. ${completed(s.step, s.answer)}${byLine(s.answer, s.author, lang)}`,
      ),
    ];
  },
};

/** The transcript so far: each asked round's question, its options while open, the chosen answer with a check. */
const expertChat: StepPrinter = {
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
  result: (result, lang = 'en') => {
    const t = PRINTER_LABELS[lang];
    const r = result as Partial<ExpertChatResult>;
    return [
      `  ${t.interviewed(r.interview_partner ?? '-', r.persona ?? '-')}`,
      ...(r.transcript ?? []).flatMap((turn) => [
        `  ${t.round(turn.round, CHAT_ROUNDS)}  ${turn.question}`,
        `    ✓ ${turn.answer}${byLine(turn.answer, turn.author, lang)}`,
      ]),
      ...(r.summary ? [`  ${t.summary}: ${r.summary}`] : []),
      ...(r.learned ?? []).map((item) => `    + ${item}`),
      ...(r.objections ?? []).map((item) => `    ! ${item}`),
    ];
  },
};

export const pinLine = (pin: FeedbackPin, index: number, lang: Lang = 'en') =>
  `  ${index + 1}. ${pin.prio ? '★ ' : ''}${pin.topic}: ${pin.content} [${pinLabel(pin, lang)}]`;

/**
 * A pin's label: where its claim comes from (document, web) or who wrote it; "entered by you" only for a pin the
 * founder wrote (a pin without an author counts as the AI's).
 */
export const pinLabel = (pin: FeedbackPin, lang: Lang = 'en'): string =>
  evidenceLabel({ origin: pin.origin, source: pin.evidence, author: pin.author }, lang);

/**
 * The card's pins by mentor, numbered by their place in the card (the number `pins rm|prio|edit` take); each pin's
 * label in the user's language (`lang`).
 */
export function cardLines(card: FeedbackCardResult, lang: Lang = 'en'): string[] {
  if (card.pins.length === 0) return [`  ${PRINTER_LABELS[lang].noPins}`];
  const lines: string[] = [];
  for (const [agentId, pins] of pinsByAgent(card.pins)) {
    lines.push(`  ${pins[0]?.agentName ?? agentId} (${agentId})`);
    for (const pin of pins) lines.push(`  ${pinLine(pin, card.pins.indexOf(pin), lang)}`);
  }
  const left = feedbackLeft(card.pins.length);
  lines.push(`  ${PRINTER_LABELS[lang].feedbackCount(card.pins.length, left)}`);
  return lines;
}

const feedbackCard: StepPrinter = {
  input: (input, lang) => cardLines(feedbackCardOf(input), lang),
  result: (result, lang) => cardLines(feedbackCardOf(result), lang),
};

const plain: StepPrinter = {
  input: (input) => (input === null || input === undefined ? [] : [`  input: ${JSON.stringify(input)}`]),
  result: (result) => [`  ${JSON.stringify(result)}`],
};

/** The printer of every step type (exhaustive: a new step type does not compile without one). */
export const STEP_PRINTERS: { readonly [T in StepType]: StepPrinter } = {
  basicIdea,
  userTinder,
  insightMapping,
  problemShadowing,
  expertChat,
  feedbackCard,
};

/** A step type this CLI does not know (a newer server's) is printed as plain JSON. */
export function printerFor(type: StepType): StepPrinter {
  return Object.hasOwn(STEP_PRINTERS, type) ? STEP_PRINTERS[type] : plain;
}
