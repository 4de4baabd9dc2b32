// A step's input by field name from the terminal (`step input`, `step answer`): the values of `--set name=value` and
// `--file input.json`, the answers of `step answer --answers <file|->`, the walk that asks the founder field after
// field, and the lines that print the fields. Which fields a step has is its SDK worker's (`StepWorker.fields`):
// nothing here knows a step type.
import {
  type Author,
  type StepField,
  StepFieldError,
  type StepFields,
  type StepFieldValue,
  stripOptionLabel,
} from '@idea-studio/sdk';
import type { Lang } from './lang.js';
import { byLine } from './steps/printer.js';

/** The words of the field commands in both languages. */
export const FIELD_LABELS = {
  en: {
    noEquals: (pair: string) => `--set takes name=value, not "${pair}".`,
    noName: (pair: string) => `--set "${pair}" names no field.`,
    notObject: (where: string) =>
      `${where} must hold a JSON object of field names and values, e.g. {"problem": "…", "round.1": "b"}.`,
    notText: (name: string) => `The value of ${name} must be text.`,
    badJson: (where: string, why: string) => `${where} is not JSON: ${why}`,
    badAnswer: (name: string) =>
      `The answer to ${name} must be text (your own words, or an option's letter), {"suggestion": n} or null.`,
    noSuggestion: (name: string, n: number, count: number) =>
      `${name} has no suggestion ${n} (the AI offered ${count}).`,
    notAsked: (names: string[]) =>
      `These answers were not asked for: ${names.join(', ')} (a field that does not exist, is answered for good or comes after one left out).`,
    nothingToSet: 'Nothing to write: give --set name=value or --file input.json (or --show to see the fields).',
    noFields: (step: string) => `${step} has no fields you can write from the CLI (use step autofill or the web app).`,
    noTty: 'step answer asks in a terminal; without one give the answers as JSON: --answers <file> (or - for stdin).',
    open: 'open',
    options: 'options',
    own: 'Answer in my own words',
    ownPrompt: 'Your answer',
    takeSuggestion: "Take one of the AI's suggestions",
    asking: 'The AI suggests…',
    pickSuggestion: 'Which one?',
    keep: 'Keep it as it is',
    skip: 'Leave it empty for now',
    stop: 'Stop here',
    now: (value: string) => `now: ${value}`,
  },
  de: {
    noEquals: (pair: string) => `--set erwartet name=wert, nicht „${pair}“.`,
    noName: (pair: string) => `--set „${pair}“ nennt kein Feld.`,
    notObject: (where: string) =>
      `${where} muss ein JSON-Objekt aus Feldnamen und Werten enthalten, z. B. {"problem": "…", "round.1": "b"}.`,
    notText: (name: string) => `Der Wert von ${name} muss Text sein.`,
    badJson: (where: string, why: string) => `${where} ist kein JSON: ${why}`,
    badAnswer: (name: string) =>
      `Die Antwort auf ${name} muss Text sein (deine eigenen Worte oder der Buchstabe einer Option), {"suggestion": n} oder null.`,
    noSuggestion: (name: string, n: number, count: number) =>
      `${name} hat keinen Vorschlag ${n} (die KI hat ${count} angeboten).`,
    notAsked: (names: string[]) =>
      `Nach diesen Antworten wurde nicht gefragt: ${names.join(', ')} (ein Feld, das es nicht gibt, das endgültig beantwortet ist oder nach einem ausgelassenen kommt).`,
    nothingToSet:
      'Nichts zu schreiben: Gib --set name=wert oder --file eingabe.json an (oder --show, um die Felder zu sehen).',
    noFields: (step: string) =>
      `${step} hat keine Felder, die du im CLI schreiben kannst (nutze step autofill oder die Web-App).`,
    noTty:
      'step answer fragt in einem Terminal; ohne eines gib die Antworten als JSON an: --answers <datei> (oder - für stdin).',
    open: 'offen',
    options: 'Optionen',
    own: 'In meinen eigenen Worten antworten',
    ownPrompt: 'Deine Antwort',
    takeSuggestion: 'Einen Vorschlag der KI übernehmen',
    asking: 'Die KI schlägt vor…',
    pickSuggestion: 'Welchen?',
    keep: 'So lassen',
    skip: 'Vorerst leer lassen',
    stop: 'Hier aufhören',
    now: (value: string) => `jetzt: ${value}`,
  },
} as const satisfies Record<Lang, unknown>;

/** A refused value, in both languages (the CLI prints it in the user's). */
const refused = <A extends unknown[]>(words: (t: (typeof FIELD_LABELS)['en' | 'de']) => (...a: A) => string, ...a: A) =>
  new StepFieldError(words(FIELD_LABELS.en)(...a), words(FIELD_LABELS.de)(...a));

/** `--set name=value` pairs as values, in the order given (a value may hold further '='). */
export function parseSetPairs(pairs: readonly string[]): StepFieldValue[] {
  return pairs.map((pair) => {
    const at = pair.indexOf('=');
    if (at < 0) throw refused((t) => t.noEquals, pair);
    const name = pair.slice(0, at).trim();
    if (!name) throw refused((t) => t.noName, pair);
    return { name, value: pair.slice(at + 1) };
  });
}

/** JSON text as a value, or a clear refusal naming where it came from. */
export function parseJsonText(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw refused((t) => t.badJson, where, error instanceof Error ? error.message : String(error));
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The values of an input file: a JSON object of field names and texts, in the file's order. */
export function parseInputFile(json: unknown, where: string): StepFieldValue[] {
  if (!isObject(json)) throw refused((t) => t.notObject, where);
  return Object.entries(json).map(([name, value]) => {
    if (typeof value !== 'string') throw refused((t) => t.notText, name);
    return { name, value };
  });
}

/** What the founder answers to a field: a text (with its author), nothing for now, or the end of the walk. */
export type FieldAnswer = { value: string; author?: Author } | 'skip' | 'stop';

/** Who answers the walk's questions: the founder in a terminal, or a script's JSON. */
export interface Asker {
  /** `suggestions`: the AI's suggestions for the field (none when the step offers none for it). */
  ask(field: StepField, suggestions?: () => Promise<string[]>): Promise<FieldAnswer>;
}

/** A script's answer to a field: own words (or an option's letter), the AI's n-th suggestion, or null to skip. */
export type ScriptedAnswer = string | { suggestion: number } | null;

/** The answers of `--answers`: an object of field names and answers, checked before anything is asked. */
export function parseAnswers(json: unknown, where: string): Map<string, ScriptedAnswer> {
  if (!isObject(json)) throw refused((t) => t.notObject, where);
  const answers = new Map<string, ScriptedAnswer>();
  for (const [name, value] of Object.entries(json)) {
    const pick = isObject(value) ? value.suggestion : undefined;
    if (typeof value === 'string' || value === null) answers.set(name, value);
    else if (typeof pick === 'number' && Number.isInteger(pick) && pick >= 1) answers.set(name, { suggestion: pick });
    else throw refused((t) => t.badAnswer, name);
  }
  return answers;
}

/**
 * The asker of a script: each field is answered from the JSON by its name (a field it does not name is left as it
 * is). A suggestion taken by its number is the AI's text, accepted unchanged (`ai-accepted`).
 */
export function scriptedAsker(answers: ReadonlyMap<string, ScriptedAnswer>): Asker & { unasked(): string[] } {
  const asked = new Set<string>();
  return {
    async ask(field, suggestions) {
      if (!answers.has(field.name)) return 'skip';
      asked.add(field.name);
      const answer = answers.get(field.name);
      if (answer === null || answer === undefined) return 'skip';
      if (typeof answer === 'string') return { value: answer };
      const offered = suggestions ? await suggestions() : [];
      const chosen = offered[answer.suggestion - 1];
      if (chosen === undefined) throw refused((t) => t.noSuggestion, field.name, answer.suggestion, offered.length);
      return { value: chosen, author: 'ai-accepted' };
    },
    unasked: () => [...answers.keys()].filter((name) => !asked.has(name)),
  };
}

/**
 * Walks a step's fields: each one that is not answered for good is asked once, in the step's order, and written at
 * once (a later field may only exist after it: the chat's next round); the fields are read again after each write.
 * Ends when every field was asked or the founder stops. Answers how many values were written.
 */
export async function walkFields(
  fields: Pick<StepFields, 'read' | 'write' | 'suggest'>,
  ctx: Parameters<StepFields['read']>[0],
  asker: Asker,
): Promise<number> {
  const asked = new Set<string>();
  let written = 0;
  for (let guard = 0; guard < 100; guard++) {
    const field = (await fields.read(ctx)).find((f) => !f.locked && !asked.has(f.name));
    if (!field) break;
    asked.add(field.name);
    const { options } = field;
    const suggest = fields.suggest;
    const suggestions = options?.length ? async () => options : suggest ? () => suggest(ctx, field.name) : undefined;
    const answer = await asker.ask(field, suggestions);
    if (answer === 'stop') break;
    if (answer === 'skip') continue;
    await fields.write(ctx, [
      { name: field.name, value: answer.value, ...(answer.author ? { author: answer.author } : {}) },
    ]);
    written++;
  }
  return written;
}

/** The fields as `step input --show` prints them: name, label or question, the value with who wrote it. */
export function fieldLines(fields: readonly StepField[], lang: Lang): string[] {
  const t = FIELD_LABELS[lang];
  const width = Math.max(0, ...fields.map((f) => f.name.length));
  return fields.flatMap((f) => {
    const head = `  ${f.name.padEnd(width)}  ${f.label[lang]}${f.question ? `: ${f.question}` : ''}`;
    const value = f.value.trim()
      ? `    ✓ ${f.value}${byLine(f.value, f.author, lang)}`
      : `    · ${f.open ? t.open : '-'}`;
    const options = (f.options ?? []).map((o, i) => `      ${'abcdefghi'[i]}) ${stripOptionLabel(o)}`);
    return [head, value, ...options];
  });
}
