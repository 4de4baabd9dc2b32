// Per-entry repair of an answer before it is validated (spec part 2 §5, §8): what a model commonly gets slightly
// wrong is put right once here, for every provider; whatever is still wrong is left for the output schema to
// refuse, which makes the service ask again. Which prompt gets which repair is its step type's manifest
// (steps/, `repairAnswer` there).
import { normalizePersona, type Persona, repairOptions } from '@idea-studio/sdk';

/** The most personas one answer may hold (part 2 §5); a longer list is asked again, never cut. */
export const MAX_PERSONAS = 10;

/**
 * A persona list (userTinder STEP_PROMPT, part 2 §5): non-object items and items without a name are dropped, each
 * kept one is normalised by the SDK's rule (the milieu from its three spellings with the last one kept, the
 * occupation also from demographics, the image style set). Anything that is not a list stays as it is, and a list
 * stays as long as it is: false, an empty list or more than ten personas fail the schema and are retried (§8).
 */
export function repairPersonaList(output: unknown): unknown {
  if (!Array.isArray(output)) return output;
  return output.map(normalizePersona).filter((persona): persona is Persona => persona !== null);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * Answers to an empathy question (insightMapping STEP_PROMPT): the spec's lists are of {id, text}, so a model may
 * answer ids (the clients number the answers themselves) or bare strings; both become the contract's AiSuggestion.
 * Items without text are dropped, so too few answers are asked again.
 */
export function repairInsightAnswers(output: unknown): unknown {
  if (!Array.isArray(output)) return output;
  const answers: Array<Record<string, unknown>> = [];
  for (const item of output) {
    if (typeof item === 'string') {
      if (item.trim()) answers.push({ text: item.trim() });
      continue;
    }
    if (!isRecord(item) || typeof item.text !== 'string' || !item.text.trim()) continue;
    const answer: Record<string, unknown> = { text: item.text.trim() };
    if (item.origin !== undefined) answer.origin = item.origin;
    if (item.source !== undefined) answer.source = item.source;
    answers.push(answer);
  }
  return answers;
}

/** A list of one answer given as the bare object (the closing and opening answers of the Validate steps). */
export function wrapSingle(output: unknown): unknown {
  return isRecord(output) ? [output] : output;
}

/**
 * A round of the expert chat (expertChat STEP_PROMPT, part 2 §5, §8): the entry as a list of one, its options
 * repaired by the SDK's rule (12 or 9 raw pieces merged into three, options of four characters or fewer dropped).
 * An entry left without options loses the field, so the schema refuses it and the round is asked again — as it
 * does for an entry lacking follow_up_question or turn.
 */
export function repairChatEntries(output: unknown): unknown {
  const list = wrapSingle(output);
  if (!Array.isArray(list)) return list;
  return list.map((item) => {
    if (!isRecord(item) || !Array.isArray(item.options)) return item;
    const { options: raw, ...rest } = item;
    const options = repairOptions(raw);
    return options.length > 0 ? { ...rest, options } : rest;
  });
}
