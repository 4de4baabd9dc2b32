// User Tinder: a set of personas for the idea, the same people for the same idea in every round.

import type { StepType } from '@idea-studio/sdk';
import { buildFacts, parseJson } from '../facts.js';
import { tinderPersonas } from '../generators/personas.js';
import { hashString, stableStringify } from '../random.js';
import type { PromptRequest } from '../types.js';
import type { StepAnswers } from './types.js';

/**
 * The seed of the personas: the idea's own text and the language, nothing of the round — neither its id nor its
 * name nor results of later steps — so the same idea meets the same people (names, people, order) in every round.
 * The idea's text is the Basic Idea sections the prompt is sent, or, when only the idea's title is sent, the title
 * with the round's Basic Idea card. The founder asks for new ones with the set number (stepPromptNumber: 1 is the
 * first set, 2 the next …) or a retry, which shifts every pick.
 */
export function personaSeed(request: PromptRequest): number {
  const set = Math.max(1, Math.floor(request.context.stepPromptNumber ?? 1));
  const idea = personaRequest(request);
  return hashString(
    [
      request.entry.id,
      ideaText(request.input),
      stableStringify(idea.context.stepResults.map((r) => r.result)),
      // A corrected frame is a changed idea: it meets other people.
      stableStringify(idea.context.idea?.frame ?? null),
      request.context.lang,
      String(set),
    ].join('\u0001'),
  );
}

/** The idea's text as the founder wrote it, whatever the JSON around it looks like (spacing, key order). */
function ideaText(input: string): string {
  const parsed = parseJson(input);
  return (parsed === undefined ? input : stableStringify(parsed)).replace(/\s+/g, ' ').trim();
}

/**
 * What the personas are made from: the idea's own words (the sections; the Basic Idea card only when no section is
 * sent), the idea frame with the founder's corrections, and the knowledge hub — not the round's name, id or other
 * results, so equal ideas give equal personas.
 */
function personaRequest(request: PromptRequest): PromptRequest {
  const { lang, passages, stepPromptNumber, stepResults, idea } = request.context;
  const sections = typeof parseJson(request.input) === 'object';
  const card = sections ? [] : stepResults.filter((r) => r.name === ('basicIdea' satisfies StepType));
  // The founder's one-liner is the round's name while it is theirs: the frame and the sections say the idea here.
  const founderIdea = idea && { sections: idea.sections, frame: idea.frame, frameAuthors: idea.frameAuthors };
  return {
    ...request,
    history: [],
    context: { lang, passages, stepPromptNumber, stepResults: card, ...(founderIdea ? { idea: founderIdea } : {}) },
  };
}

export const userTinder: StepAnswers<'userTinder'> = {
  STEP_PROMPT: {
    answer: (request, rng) =>
      tinderPersonas(buildFacts(personaRequest(request), rng.fork('facts'), { allowStarter: true }), rng),
    seed: personaSeed,
  },
};
