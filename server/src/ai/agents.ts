// The agents as the API lists them (`listAgents`): agents.json's records in the user's language, with the step
// results each draws on. agents.json names those by what the agent needs (a step capability, steps/); which steps
// yield it is the track data's to say, so the step ids and names are read from the tracks here.
import type { components } from '@idea-studio/sdk';
import { tags, tracks } from '../data/reference.js';
import { isStepCapability, type StepCapability, stepWithCapability } from '../steps/index.js';
import { stepIdOfTypeInTrack, stepOfTrack } from '../tracks/definition.js';
import { type AgentRecord, agentRecords } from './data.js';
import type { Lang } from './types.js';

export type Agent = components['schemas']['Agent'];
type NeededData = Agent['neededDataId'][number];

/** The steps of every track that yield a capability (a step's id and English name), each once. */
function stepsYielding(capability: StepCapability): NeededData[] {
  const type = stepWithCapability(capability);
  const steps: NeededData[] = [];
  for (const track of tracks) {
    const stepId = stepIdOfTypeInTrack(track.id, type);
    const step = stepId === undefined ? undefined : stepOfTrack(track.id, stepId);
    if (step && !steps.some((s) => s.id === step.id)) steps.push({ id: step.id, name: step.name_en });
  }
  return steps;
}

// Checked once when the module loads, so a need no step answers stops the server at start.
agentRecords.forEach((agent, index) => {
  for (const capability of agent.needs) {
    if (!isStepCapability(capability)) {
      throw new Error(`AI data agents.json[${index}]: needs names "${capability}", which is no step capability.`);
    }
    if (!stepsYielding(capability).length) {
      throw new Error(`AI data agents.json[${index}]: needs ${capability}, which no step of tracks.json yields.`);
    }
  }
});

/** The reference data never changes while the server runs: each agent's steps are found once. */
const neededData = new Map<string, readonly NeededData[]>(
  agentRecords.map((agent) => [agent.id, agent.needs.flatMap(stepsYielding)]),
);

/** The step results an agent draws on as the API names them (`neededDataId`): the steps that yield its needs. */
export function neededDataOf(agent: AgentRecord): NeededData[] {
  return (neededData.get(agent.id) ?? []).map((step) => ({ ...step }));
}

/** A tag's name in the user's language (agents name their main tag by its English name). */
function tagName(nameEn: string, lang: Lang): string {
  const tag = tags.find((t) => t.name_en === nameEn);
  return tag && lang === 'de' ? tag.name_de : nameEn;
}

export function listAgents(lang: Lang): Agent[] {
  return agentRecords.map((agent) => ({
    id: agent.id,
    name: agent.name,
    desc: lang === 'de' ? agent.desc_de : agent.desc_en,
    image: agent.image,
    mainTag: tagName(agent.mainTag, lang),
    webSearch: agent.webSearch,
    webSearchId: agent.webSearchId,
    neededDataId: neededDataOf(agent),
  }));
}
