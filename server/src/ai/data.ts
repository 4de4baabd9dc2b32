// The AI service's lists as data files in ./data: the agents (the assistant, the mentors, the synthetic user),
// the report options and the closing options per stream. Read and checked once when the module loads, so a
// broken file stops the server at start. Names and descriptions exist in English and German; the answers use the
// user's language.
import { readFileSync } from 'node:fs';
import { ASSISTANT_AGENT, type components } from '@idea-studio/sdk';
import { stepsOfStream, tags, tracks } from '../data/reference.js';
import type { StepCapability } from '../steps/types.js';
import type { Lang } from './types.js';

type Schemas = components['schemas'];
export type ReportOption = Schemas['ReportOption'];
export type ClosingOption = Schemas['ClosingOption'];

export interface AgentRecord {
  id: string;
  name: string;
  desc_en: string;
  desc_de: string;
  image: string;
  /** A tag name (name_en) of tags.json. */
  mainTag: string;
  webSearch: boolean;
  webSearchId: string | null;
  /**
   * What the agent draws on: the capabilities of the step results it needs (steps/). Which steps those are is the
   * track data's to say (the API's `neededDataId`, see agents.ts).
   */
  needs: StepCapability[];
}

export interface ReportOptionRecord {
  id: string;
  name_en: string;
  name_de: string;
  description_en: string;
  description_de: string;
  agentId: string;
  promptId: string;
}

export interface ClosingOptionRecord {
  streamId: string;
  id: string;
  name_en: string;
  name_de: string;
  /** The catalogue id or prompt type that produces the output. */
  type: string;
  outputType: 'PDF' | 'MIRO';
  orderNr: number;
  /** The step types whose results the output draws on (part 2 §5): without them it cannot be made. */
  requires: string[];
}

function readList<T>(file: string): T[] {
  const value: unknown = JSON.parse(readFileSync(new URL(`./data/${file}`, import.meta.url), 'utf8'));
  if (!Array.isArray(value) || value.length === 0) throw new Error(`AI data ${file} must be a non-empty list.`);
  return value as T[];
}

function fail(file: string, index: number, message: string): never {
  throw new Error(`AI data ${file}[${index}]: ${message}`);
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function checkStrings(file: string, index: number, row: object, fields: string[]): void {
  for (const field of fields) {
    if (!nonEmpty((row as Record<string, unknown>)[field])) fail(file, index, `${field} must be a non-empty string.`);
  }
}

function checkUniqueIds(file: string, rows: { id: string }[]): void {
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (seen.has(row.id)) fail(file, index, `repeats the id ${row.id}.`);
    seen.add(row.id);
  });
}

const tagNames = new Set(tags.map((tag) => tag.name_en));
const streamIds = new Set<string>();
const stepTypes = new Set<string>();
for (const track of tracks) {
  for (const stream of track.streams) {
    streamIds.add(stream.id);
    for (const step of stepsOfStream(stream.id) ?? []) stepTypes.add(step.type);
  }
}

export const agentRecords: AgentRecord[] = readList<AgentRecord>('agents.json');
agentRecords.forEach((agent, index) => {
  checkStrings('agents.json', index, agent, ['id', 'name', 'desc_en', 'desc_de', 'image', 'mainTag']);
  if (!agent.image.startsWith('/assets/agents/')) fail('agents.json', index, 'image must be under /assets/agents/.');
  if (!tagNames.has(agent.mainTag)) fail('agents.json', index, `mainTag "${agent.mainTag}" is not a tag of tags.json.`);
  if (typeof agent.webSearch !== 'boolean') fail('agents.json', index, 'webSearch must be true or false.');
  if (agent.webSearchId !== null && !nonEmpty(agent.webSearchId)) {
    fail('agents.json', index, 'webSearchId must be null or a prompt id.');
  }
  // Which capabilities exist, and the steps that yield them, agents.ts checks (the step registry is not loaded here).
  if (!Array.isArray(agent.needs) || !agent.needs.every(nonEmpty)) {
    fail('agents.json', index, 'needs must be a list of step capabilities.');
  }
});
checkUniqueIds('agents.json', agentRecords);
if (agentRecords[0].id !== 'flying_jhonny')
  throw new Error('AI data agents.json: the assistant flying_jhonny comes first.');
if (!agentRecords.some((agent) => agent.id === 'vali_synthuser')) {
  throw new Error('AI data agents.json: the synthetic user vali_synthuser is missing.');
}

export const reportOptionRecords: ReportOptionRecord[] = readList<ReportOptionRecord>('report-options.json');
reportOptionRecords.forEach((option, index) => {
  checkStrings('report-options.json', index, option, [
    'id',
    'name_en',
    'name_de',
    'description_en',
    'description_de',
    'agentId',
    'promptId',
  ]);
  if (!agentRecords.some((agent) => agent.id === option.agentId)) {
    fail('report-options.json', index, `agentId ${option.agentId} is not an agent of agents.json.`);
  }
});
checkUniqueIds('report-options.json', reportOptionRecords);

export const closingOptionRecords: ClosingOptionRecord[] = readList<ClosingOptionRecord>('closing-options.json');
closingOptionRecords.forEach((option, index) => {
  checkStrings('closing-options.json', index, option, ['streamId', 'id', 'name_en', 'name_de', 'type']);
  if (!streamIds.has(option.streamId)) fail('closing-options.json', index, `${option.streamId} is not a stream.`);
  if (option.outputType !== 'PDF' && option.outputType !== 'MIRO') {
    fail('closing-options.json', index, 'outputType must be PDF or MIRO.');
  }
  if (!Number.isInteger(option.orderNr)) fail('closing-options.json', index, 'orderNr must be a whole number.');
  if (!Array.isArray(option.requires) || !option.requires.every((type) => stepTypes.has(type))) {
    fail('closing-options.json', index, 'requires must list step types.');
  }
});
checkUniqueIds('closing-options.json', closingOptionRecords);

export function findAgent(agentId: string): AgentRecord | undefined {
  return agentRecords.find((agent) => agent.id === agentId);
}

/** The agent as the assistant names it in an answer: its name and main topic (PromptContext.agent). */
export function agentForPrompt(agentId: string): { name: string; mainTag: string } | undefined {
  const agent = findAgent(agentId);
  return agent ? { name: agent.name, mainTag: agent.mainTag } : undefined;
}

/** The agent whose report a prompt writes (a report option's), if the prompt is a report's. */
export function reportAgentOf(promptId: string): { name: string; mainTag: string } | undefined {
  const option = reportOptionRecords.find((o) => o.promptId === promptId);
  return option ? agentForPrompt(option.agentId) : undefined;
}

export function isKnownStream(streamId: string): boolean {
  // Asked of the track data, which may gain a track while the server runs (data/reference.ts addTrack).
  return stepsOfStream(streamId) !== undefined;
}

/** Johnny guides the steps; every other agent is a mentor of the Feedback Card (sdk ASSISTANT_AGENT). */
export function isMentorAgent(agentId: string): boolean {
  return agentId !== ASSISTANT_AGENT && findAgent(agentId) !== undefined;
}

/** The report options whose report is that agent's. */
export function reportOptionsOf(agentId: string): ReportOptionRecord[] {
  return reportOptionRecords.filter((option) => option.agentId === agentId);
}

/** A report option by its id (the step id its report is stored under in the stream export_reports). */
export function findReportOption(id: string): ReportOptionRecord | undefined {
  return reportOptionRecords.find((option) => option.id === id);
}

export function listReportOptions(lang: Lang): ReportOption[] {
  return reportOptionRecords.map((option) => ({
    id: option.id,
    name: lang === 'de' ? option.name_de : option.name_en,
    agentId: option.agentId,
    promptId: option.promptId,
    description: lang === 'de' ? option.description_de : option.description_en,
  }));
}

/** A closing option by its id. */
export const findClosingOption = (id: string): ClosingOptionRecord | undefined =>
  closingOptionRecords.find((option) => option.id === id);

/** The closing options of a known stream ordered by orderNr (an empty list when it has none). */
export function listClosingOptions(streamId: string, lang: Lang): ClosingOption[] {
  return closingOptionRecords
    .filter((option) => option.streamId === streamId)
    .sort((a, b) => a.orderNr - b.orderNr)
    .map((option) => ({
      streamId: option.streamId,
      name: lang === 'de' ? option.name_de : option.name_en,
      type: option.type,
      id: option.id,
      outputType: option.outputType,
      orderNr: option.orderNr,
      requires: option.requires as ClosingOption['requires'],
    }));
}
