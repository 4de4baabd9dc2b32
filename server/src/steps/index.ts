// The step registry: one server manifest per step type of the contract (`StepType`), each in its own module here.
// Whatever the server knows about a step type is asked of the registry; no other module names a step type. See
// types.ts for the manifest's shape and the README ("Adding a step") for adding one.
import { addStepAnswers, type StepAnswers } from '@idea-studio/assistant';
import { addCatalogueEntries } from '../ai/catalogue/index.js';
import type { CatalogueEntry } from '../ai/types.js';
import { basicIdea } from './basic-idea.js';
import { expertChat } from './expert-chat.js';
import { feedbackCard } from './feedback-card.js';
import { insightMapping } from './insight-mapping.js';
import { problemShadowing } from './problem-shadowing.js';
import {
  type ServerStepManifest,
  type StepCapability,
  type StepPrompt,
  type StepPromptType,
  type StepType,
  stepEntryId,
} from './types.js';
import { userTinder } from './user-tinder.js';

export type { ServerStepManifest, StepCapability, StepPrompt, StepPromptType, StepType };
export { stepEntryId };

/** Every step type's manifest, in the contract's order; a missing (or unknown) type fails the type-check. */
export const STEP_MANIFESTS: { readonly [T in StepType]: ServerStepManifest<T> } = {
  basicIdea,
  userTinder,
  insightMapping,
  problemShadowing,
  expertChat,
  feedbackCard,
};

/** Step types added while the server runs (`registerStepType`), after the built-in ones. */
const added = new Map<string, ServerStepManifest>();

/** The manifests in the contract's order of the step types, then the added ones. */
// Each manifest's prompts are typed by its own type's answers; the list sees them as answering `unknown`.
export const stepManifests = (): readonly ServerStepManifest[] => [
  ...(Object.values(STEP_MANIFESTS) as ServerStepManifest[]),
  ...added.values(),
];

export function isStepType(value: unknown): value is StepType {
  return typeof value === 'string' && (Object.hasOwn(STEP_MANIFESTS, value) || added.has(value));
}

/** The manifest of a step type. */
export function stepManifest<T extends StepType>(type: T): ServerStepManifest<T> {
  return (Object.hasOwn(STEP_MANIFESTS, type) ? STEP_MANIFESTS[type] : added.get(type)) as ServerStepManifest<T>;
}

/** The step type that yields a capability (each capability is yielded by exactly one, checked below). */
export function stepWithCapability(capability: StepCapability): StepType {
  const manifest = stepManifests().find((m) => m.yields.includes(capability));
  if (!manifest) throw new Error(`No step type yields ${capability}.`);
  return manifest.type;
}

/** Whether a value is a capability some step type yields (data files name what they need by it). */
export function isStepCapability(value: unknown): value is StepCapability {
  return typeof value === 'string' && stepManifests().some((m) => (m.yields as readonly string[]).includes(value));
}

/** Step prompts by catalogue entry id (`<stepType>:<promptType>`). */
const promptsById = new Map<string, StepPrompt & { stepType: StepType; promptType: StepPromptType }>();
function promptIdsOf(manifest: ServerStepManifest): string[] {
  const ids: string[] = [];
  for (const [promptType, prompt] of Object.entries(manifest.prompts) as Array<[StepPromptType, StepPrompt]>) {
    const id = stepEntryId(manifest.type, promptType);
    promptsById.set(id, { ...prompt, stepType: manifest.type, promptType });
    ids.push(id);
  }
  return ids;
}
for (const manifest of stepManifests()) promptIdsOf(manifest);

/** The step prompt a catalogue entry id names, with its step and prompt type; undefined for any other entry. */
export function stepPrompt(
  entryId: string,
): (StepPrompt & { stepType: StepType; promptType: StepPromptType }) | undefined {
  return promptsById.get(entryId);
}

/** The catalogue entry id of a step type's prompt, e.g. userTinder's STEP_PROMPT. */
export function stepPromptId(type: StepType, promptType: StepPromptType): string {
  if (!stepManifest(type).prompts[promptType]) throw new Error(`The step ${type} has no ${promptType}.`);
  return stepEntryId(type, promptType);
}

/** The answer with its prompt's repair applied (prompts without one: unchanged). See ai/repair.ts. */
export function repairAnswer(entry: { id: string }, output: unknown): unknown {
  const repair = stepPrompt(entry.id)?.repair;
  return repair ? repair(output) : output;
}

/** The field a closing prompt's answer is named by (retried once without it), if the step has one. */
export function closingKeyField(entry: { id: string; promptType?: string; stepType?: string }): string | undefined {
  if (entry.promptType !== 'CLOSING_STEP_PROMPT' || !entry.stepType) return undefined;
  return isStepType(entry.stepType) ? stepManifest(entry.stepType).prompts.CLOSING_STEP_PROMPT?.keyField : undefined;
}

// Each capability has exactly one step type, so a look-up by capability is never ambiguous.
function checkCapabilities(manifests: readonly ServerStepManifest[]): void {
  const yielded = manifests.flatMap((m) => m.yields);
  const repeated = yielded.find((capability, index) => yielded.indexOf(capability) !== index);
  if (repeated) throw new Error(`Step manifests: more than one step type yields ${repeated}.`);
}
checkCapabilities(stepManifests());

/**
 * A step type outside the built-in list, added while the server runs: its manifest, the catalogue entries of its
 * prompts (as in ai/catalogue/entries/*.json), the offline assistant's answers to them, and the contract that declares it (its `StepType` value, its
 * StepResultByType, StepInputByType and StepPromptOutputs entries; the app must serve that contract). The offline
 * engine answers its prompts on the request thread only (AI_THREADS=0: the worker threads load the built-in list),
 * and its result PDF has the generic layout (the step layouts are the built-in steps/pdf). Used by the test that
 * proves a step type needs nothing but its own modules.
 */
export interface AddedStepType {
  readonly manifest: ServerStepManifest;
  readonly catalogue: readonly CatalogueEntry[];
  /** How the offline assistant answers the step's prompts, by prompt type. */
  readonly offline: StepAnswers;
  readonly contract: unknown;
}

/** Adds a step type; returns the function that removes it again. */
export function registerStepType({ manifest, catalogue, offline, contract }: AddedStepType): () => void {
  if (isStepType(manifest.type)) throw new Error(`Step manifests: ${manifest.type} is known already.`);
  checkCapabilities([...stepManifests(), manifest]);
  const removeEntries = addCatalogueEntries(catalogue, contract);
  const removeAnswers = addStepAnswers(manifest.type, offline);
  added.set(manifest.type, manifest);
  const promptIds = promptIdsOf(manifest);
  return () => {
    removeEntries();
    removeAnswers();
    added.delete(manifest.type);
    for (const id of promptIds) promptsById.delete(id);
  };
}
