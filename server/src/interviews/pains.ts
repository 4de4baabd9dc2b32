// The round's pains an interview is read against (DESIGN: evidence): the empathy map's frustrations (the last
// empathy question of User Insight Mapping) and the core problem of Problem Shadowing, as the founder's round has
// them now. The same reading as the verdict's (server/src/verdict/evidence.ts), so both speak of the same pains.
import { EMPATHY_QUESTIONS, isRecord, mainPersonaOfResult, type Persona, REPORTS_STREAM } from '@idea-studio/sdk';
import type { StepResult } from '../rounds/service.js';
import { type StepCapability, stepWithCapability } from '../steps/index.js';
import { stepIdOfTypeInTrack } from '../tracks/definition.js';

export interface RoundPains {
  /** The empathy map's frustrations, then the core problem (each once, as written). */
  pains: string[];
  coreProblem: string | null;
  /** The round's main persona (User Tinder), whose own pains also make a sentence no surprise. */
  persona: Persona | undefined;
  /** The names of the round's accepted personas, the main one first (the ones a record may resemble). */
  personaNames: string[];
}

const clean = (value: unknown): string => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

export function roundPainsOf(trackId: string, results: readonly StepResult[]): RoundPains {
  const resultOf = (capability: StepCapability): unknown => {
    const stepId = stepIdOfTypeInTrack(trackId, stepWithCapability(capability));
    if (stepId === undefined) return undefined;
    return results.find((r) => r.stepId === stepId && r.streamId !== REPORTS_STREAM)?.result;
  };
  const insights = resultOf('empathyMap');
  const painQuestion = EMPATHY_QUESTIONS[EMPATHY_QUESTIONS.length - 1] as string;
  const frustrations = isRecord(insights) && Array.isArray(insights[painQuestion]) ? insights[painQuestion] : [];
  const shadowing = resultOf('coreProblem');
  const coreProblem = (isRecord(shadowing) && clean(shadowing.core_problem)) || null;
  const pains: string[] = [];
  for (const item of [...frustrations, coreProblem]) {
    const pain = clean(isRecord(item) ? item.text : item);
    if (pain && !pains.includes(pain)) pains.push(pain);
  }
  const tinder = resultOf('mainPersona');
  const persona = mainPersonaOfResult(tinder);
  // The accepted users, one "Name — occupation" line each, the main persona first.
  const personaNames: string[] = persona?.name ? [clean(persona.name)] : [];
  const accepted = isRecord(tinder) && Array.isArray(tinder.accepted_users) ? tinder.accepted_users : [];
  for (const line of accepted) {
    const name = clean(clean(line).split(' — ')[0]);
    if (name && !personaNames.includes(name)) personaNames.push(name);
  }
  return { pains, coreProblem, persona, personaNames };
}

/** What the round says of its persona and problem besides the pains: a sentence about these is no surprise. */
export function knownTexts(round: RoundPains): string[] {
  const persona = round.persona;
  if (!persona) return round.coreProblem ? [round.coreProblem] : [];
  const record = persona as unknown as Record<string, unknown>;
  const texts: string[] = [];
  for (const value of Object.values(record)) {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) texts.push(...value.filter((x): x is string => typeof x === 'string'));
  }
  return texts;
}
