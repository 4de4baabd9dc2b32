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
  EMPATHY_QUESTION_TEXT,
  EMPATHY_QUESTIONS,
  type EmpathyMap,
  type ExpertChatResult,
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

export interface StepPrinter {
  /** The step's saved input, as `step show` and `step autofill` print it. */
  input(input: unknown): string[];
  /** The step's saved result. */
  result(result: unknown): string[];
}

/** Who wrote a text, as a suffix: ` [entered by you]`, ` [AI-generated, accepted by you]`… (none for no text). */
export const byLine = (text: string, author: unknown): string => (text.trim() ? ` [${authorLabel(author)}]` : '');

const basicIdea: StepPrinter = {
  input: (input) => {
    const sections = basicIdeaSections(input);
    const authors = entryAuthors(input);
    const line = (label: string, type: keyof typeof sections) =>
      `  ${label}${sections[type] || '-'}${byLine(sections[type], authors.get(type))}`;
    return [
      line('The problem I solve:          ', 'PROBLEM'),
      line('The first people who use it:  ', 'TARGET USER'),
      line('The solution in a nutshell:   ', 'SOLUTION'),
    ];
  },
  result: (result) => {
    const card = result as Partial<IdeaCard>;
    return [
      `  ${card.name ?? '-'} — ${card.tagline ?? ''}`.trimEnd() + byLine(card.name ?? '', card.author),
      ...(card.target_group ? [`  for ${card.target_group}`] : []),
      ...(card.key_features ?? []).map((feature) => `  • ${feature}`),
    ];
  },
};

const users = (title: string, mark: string, list: readonly Persona[]) =>
  list.length ? [`  ${title} (${list.length}):`, ...list.map((p) => `    ${mark} ${personaLine(p)}`)] : [];

const userTinder: StepPrinter = {
  input: (input) => {
    const state = tinderFromInput(input);
    if (!state) return ['  No personas loaded yet (step autofill loads and sorts them).'];
    const [main] = state.positive;
    return [
      ...(main ? [`  Main persona: ${personaLine(main)}`] : []),
      ...users('Match', '✓', state.positive),
      ...users('No match', '✗', state.negative),
      ...users('Skipped', '?', state.skipped),
      ...users('Still to sort', '·', state.queue),
    ];
  },
  result: (result) => {
    const r = result as Partial<TinderResult>;
    const main = r.main_persona;
    return [
      ...(main
        ? [`  Main persona: ${personaLine(main)}`, ...(main.short_summary ? [`    ${main.short_summary}`] : [])]
        : []),
      ...(r.accepted_users ?? []).map((line) => `  ✓ ${line}`),
      ...(r.rejected_users ?? []).map((line) => `  ✗ ${line}`),
    ];
  },
};

const empathy = (name: string, lists: ReadonlyArray<readonly string[]>) =>
  EMPATHY_QUESTIONS.flatMap((question, i) => [
    `  ${EMPATHY_QUESTION_TEXT[question](name)}`,
    ...(lists[i]?.length ? lists[i].map((text) => `    • ${text}`) : ['    -']),
  ]);

const insightMapping: StepPrinter = {
  input: (input) => {
    const state = insightsFromInput(input);
    if (!state) return ['  No empathy map yet (step autofill fills all four questions).'];
    const occupation = state.persona.occupation ? ` — ${state.persona.occupation}` : '';
    return [
      `  Persona: ${state.persona.name}${occupation}`,
      ...empathy(
        state.persona.name,
        state.storage.map((list) => list.map((a) => `${a.text}${byLine(a.text, a.author)}`)),
      ),
    ];
  },
  result: (result) => {
    const map = result as Partial<EmpathyMap>;
    const name = map.persona?.name ?? 'the persona';
    return [
      `  Empathy map of ${name}${map.persona?.occupation ? ` — ${map.persona.occupation}` : ''}`,
      ...empathy(name, [map.hears ?? [], map.sees ?? [], map.feels ?? [], map.frustrations ?? []]),
    ];
  },
};

/** A situation as the sentence the founder completed: the question and the answer ('…' while open). */
const completed = (step: string, answer: string) => `${step.replace(/\s*(…|\.\.\.)$/, '')} ${answer.trim() || '…'}`;

const problemShadowing: StepPrinter = {
  input: (input) => {
    const state = shadowingFromInput(input);
    if (!state) return ['  No situations yet (step autofill loads and answers them).'];
    const active = activeSituation(state);
    return [
      `  Target user: ${state.targetUser || '-'}`,
      ...(state.story.length ? ['  A day in the life:', ...state.story.map((line) => `    · ${line}`)] : []),
      '  Situations:',
      ...state.situations.map((s, i) => {
        const mark = s.answer.trim() ? '✓' : i + 1 === active ? '›' : ' ';
        return `  ${mark} ${i + 1}. ${completed(s.step, s.answer)}${byLine(s.answer, s.author)}`;
      }),
    ];
  },
  result: (result) => {
    const r = result as Partial<ShadowingResult>;
    return [
      `  Target user: ${r.target_user ?? '-'}`,
      `  Core problem: ${r.core_problem ?? '-'}`,
      ...(r.needs_and_barriers ?? []).map((item) => `    • ${item}`),
      ...(r.situations ?? []).map((s, i) => `  ${i + 1}. ${completed(s.step, s.answer)}${byLine(s.answer, s.author)}`),
    ];
  },
};

/** The transcript so far: each asked round's question, its options while open, the chosen answer with a check. */
const expertChat: StepPrinter = {
  input: (input) => {
    const { state } = chatFromInput(input);
    if (!state) return ['  No chat yet (step autofill interviews the main persona with the default partner).'];
    return [
      `  ${state.partner.name} interviews for ${state.persona.name} — step ${state.activeStep}/${CHAT_ROUNDS}`,
      ...state.rounds.flatMap((round, i) => {
        if (!round.entry) return [];
        const head = [`  ROUND ${i + 1}/${CHAT_ROUNDS}  ${round.entry.text}`, `    ${round.entry.follow_up_question}`];
        if (round.value.trim()) return [...head, `    ✓ ${round.value}${byLine(round.value, round.author)}`];
        const letters = ['a', 'b', 'c'];
        return [...head, ...round.entry.options.map((o, n) => `    ${letters[n]}) ${stripOptionLabel(o)}`)];
      }),
    ];
  },
  result: (result) => {
    const r = result as Partial<ExpertChatResult>;
    return [
      `  ${r.interview_partner ?? '-'} interviewed for ${r.persona ?? '-'}`,
      ...(r.transcript ?? []).flatMap((t) => [
        `  ROUND ${t.round}/${CHAT_ROUNDS}  ${t.question}`,
        `    ✓ ${t.answer}${byLine(t.answer, t.author)}`,
      ]),
      ...(r.summary ? [`  Summary: ${r.summary}`] : []),
      ...(r.learned ?? []).map((item) => `    + ${item}`),
      ...(r.objections ?? []).map((item) => `    ! ${item}`),
    ];
  },
};

export const pinLine = (pin: FeedbackPin, index: number, lang: 'en' | 'de' = 'en') =>
  `  ${index + 1}. ${pin.prio ? '★ ' : ''}${pin.topic}: ${pin.content} [${pinLabel(pin, lang)}]`;

/**
 * A pin's label: where its claim comes from (document, web) or who wrote it; "entered by you" only for a pin the
 * founder wrote (a pin without an author counts as the AI's).
 */
export const pinLabel = (pin: FeedbackPin, lang: 'en' | 'de' = 'en'): string =>
  evidenceLabel({ origin: pin.origin, source: pin.evidence, author: pin.author }, lang);

/**
 * The card's pins by mentor, numbered by their place in the card (the number `pins rm|prio|edit` take); each pin's
 * label in the user's language (`lang`).
 */
export function cardLines(card: FeedbackCardResult, lang: 'en' | 'de' = 'en'): string[] {
  if (card.pins.length === 0)
    return ['  No pins yet (feedback --mentor <id> starts a talk; pins add adds one by hand).'];
  const lines: string[] = [];
  for (const [agentId, pins] of pinsByAgent(card.pins)) {
    lines.push(`  ${pins[0]?.agentName ?? agentId} (${agentId})`);
    for (const pin of pins) lines.push(`  ${pinLine(pin, card.pins.indexOf(pin), lang)}`);
  }
  const left = feedbackLeft(card.pins.length);
  lines.push(`  ${card.pins.length} Feedbacks${left > 0 ? `, ${left} Feedback left until Ship` : ''}`);
  return lines;
}

const feedbackCard: StepPrinter = {
  input: (input) => cardLines(feedbackCardOf(input)),
  result: (result) => cardLines(feedbackCardOf(result)),
};

const plain: StepPrinter = {
  input: (input) => (input === null || input === undefined ? [] : [`  input: ${JSON.stringify(input)}`]),
  result: (result) => [`  ${JSON.stringify(result)}`],
};

export const STEP_PRINTERS: { readonly [T in StepType]?: StepPrinter } = {
  basicIdea,
  userTinder,
  insightMapping,
  problemShadowing,
  expertChat,
  feedbackCard,
};

export function printerFor(type: StepType): StepPrinter {
  return STEP_PRINTERS[type] ?? plain;
}
