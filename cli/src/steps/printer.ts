// What every step's CLI printer shares: the printers' words in both languages, the printer's shape and the line that
// says who wrote a text (the SDK's label: "entered by you" only for the founder's own text). The printers themselves
// live with their step type (cli/src/steps/<type>.ts); printers.ts holds the registry.
import { authorLabel, type LabelReader } from '@idea-studio/sdk';
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
  /** The step's saved result; `reader` a teammate where it is a teammate's round (never "by you" then). */
  result(result: unknown, lang?: Lang, reader?: LabelReader): string[];
}

/** Who wrote a text, as a suffix: ` [entered by you]`, ` [AI-generated, accepted by you]`… (none for no text). */
export const byLine = (text: string, author: unknown, lang: Lang = 'en', reader: LabelReader = 'founder'): string =>
  text.trim() ? ` [${authorLabel(author, lang, reader)}]` : '';
