import { NO_POSITIVE_PERSONA } from '@idea-studio/sdk';
// User Tinder (part 2 §2.10): the founder swipes through potential users drawn from the idea and picks the main
// persona, whom the later steps (insights, shadowing, the expert chat) and the project page are about.
import { buildFacts, parseJson } from '../ai/offline/facts.js';
import { tinderPersonas } from '../ai/offline/generators/personas.js';
import { hashString, stableStringify } from '../ai/offline/random.js';
import { repairPersonaList } from '../ai/repair.js';
import type { PromptRequest } from '../ai/types.js';
import { basicIdea } from './basic-idea.js';
import { userTinderPdf } from './pdf/user-tinder.js';
import type { ServerStepManifest } from './types.js';

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
 * sent) and the knowledge hub, not the round's name, id or other results, so equal ideas give equal personas.
 */
function personaRequest(request: PromptRequest): PromptRequest {
  const { lang, passages, stepPromptNumber, stepResults } = request.context;
  const sections = typeof parseJson(request.input) === 'object';
  const card = sections ? [] : stepResults.filter((r) => r.name === basicIdea.type);
  return { ...request, history: [], context: { lang, passages, stepPromptNumber, stepResults: card } };
}

export const userTinder: ServerStepManifest<'userTinder'> = {
  type: 'userTinder',
  prompts: {
    STEP_PROMPT: {
      offline: (request, rng) =>
        tinderPersonas(buildFacts(personaRequest(request), rng.fork('facts'), { allowStarter: true }), rng),
      seed: personaSeed,
      repair: repairPersonaList,
    },
  },
  pdf: userTinderPdf,
  yields: ['mainPersona'],
  resultLabel: 'User Tinder (the main persona and the users sorted)',
  resultRejected: NO_POSITIVE_PERSONA,
};
