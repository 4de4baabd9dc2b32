import { readFileSync } from 'node:fs';
import { loadContractSync } from '@idea-studio/openapi';
import type {
  Industry,
  IntentionRole,
  Language,
  LicenseType,
  Role,
  Step,
  StepType,
  StreamCategory,
  Tag,
  TagGroup,
  Track,
  TrackDefinition,
} from './types.js';

/**
 * The reference data repository: curated JSON files in `reference/` (copied next to the compiled code by
 * `scripts/copy-assets.mjs`). They are read and checked once, when the module loads, so a broken file stops
 * the server at start instead of answering half a list.
 */

function readList<T>(file: string): T[] {
  const url = new URL(`./reference/${file}`, import.meta.url);
  const value: unknown = JSON.parse(readFileSync(url, 'utf8'));
  if (!Array.isArray(value) || value.length === 0) throw new Error(`Reference data ${file} must be a non-empty list.`);
  return value as T[];
}

/** A field's type, or the list of values it may take. */
type FieldType = 'string' | 'integer' | readonly (string | null)[];

function fits(value: unknown, type: FieldType): boolean {
  if (Array.isArray(type)) return type.includes(value as string | null);
  if (type === 'integer') return Number.isInteger(value);
  return typeof value === 'string' && value.trim() !== '';
}

function check<T>(file: string, rows: T[], fields: Record<string, FieldType>): T[] {
  const ids = new Set<unknown>();
  rows.forEach((row, index) => {
    const record = row as Record<string, unknown>;
    for (const [field, type] of Object.entries(fields)) {
      if (!fits(record[field], type)) {
        throw new Error(`Reference data ${file}[${index}].${field} must be ${JSON.stringify(type)}.`);
      }
    }
    if (ids.has(record.id)) throw new Error(`Reference data ${file} repeats the id ${String(record.id)}.`);
    ids.add(record.id);
  });
  return rows;
}

const labels = { id: 'integer', name_en: 'string', name_de: 'string' } as const;

export const industries = check<Industry>('industry.json', readList('industry.json'), labels);
export const languages = check<Language>('languages.json', readList('languages.json'), {
  id: ['en', 'de'],
  name_en: 'string',
  name_de: 'string',
});
export const intentionRoles = check<IntentionRole>('intentionroles.json', readList('intentionroles.json'), labels);
export const licenseTypes = check<LicenseType>('license.json', readList('license.json'), {
  ...labels,
  seats: 'integer',
  description_en: 'string',
  description_de: 'string',
});
export const roles = check<Role>('roles.json', readList('roles.json'), {
  id: 'integer',
  name: 'string',
  level: 'integer',
  type: ['USER', 'ADMIN', 'SYSTEM'],
});
export const tagGroups = check<TagGroup>('taggroups.json', readList('taggroups.json'), labels);
export const tags = check<Tag>('tags.json', readList('tags.json'), { ...labels, groupId: 'integer' });
export const categories = check<StreamCategory>('categories.json', readList('categories.json'), {
  ...labels,
  description_en: 'string',
  description_de: 'string',
  tags: 'string',
});

// The step types and the instruction sets a step may name come from the contract (`StepType`, `Step.instructions`),
// so the track data can only name what the API declares.
interface StepRules {
  types: readonly StepType[];
  instructions: readonly (StepType | null)[];
}

/** The part of the contract the step rules are read from. */
interface StepSchemas {
  StepType: { enum: StepType[] };
  Step: { properties: { instructions: { enum: (StepType | null)[] } } };
}

function stepRulesOf(contract: unknown): StepRules {
  const schemas = (contract as { components: { schemas: StepSchemas } }).components.schemas;
  return { types: schemas.StepType.enum, instructions: schemas.Step.properties.instructions.enum };
}

/** Tracks with their streams (each with its step count), as listed by `GET /data/tracks`. */
export const tracks: Track[] = [];

/** Steps per stream id, in order (orderNr is the 1-based position in the stream). */
const stepsByStream = new Map<string, Step[]>();

/** Checks track definitions against the rules and adds them; returns the function that removes them again. */
function addTracks(file: string, definitions: TrackDefinition[], rules: StepRules): () => void {
  const added = check<Track>(
    file,
    definitions.map(({ streams, ...track }) => ({
      ...track,
      streams: streams.map(({ steps, ...stream }) => ({ ...stream, stepCount: steps.length })),
    })),
    { id: 'string', name_en: 'string', name_de: 'string', description_en: 'string', description_de: 'string' },
  );
  const repeated = added.find((track) => tracks.some((known) => known.id === track.id));
  if (repeated) throw new Error(`Reference data ${file} repeats the track ${repeated.id}.`);
  const streams = new Map<string, Step[]>();
  for (const track of definitions) {
    check(`${file} streams`, track.streams, {
      ...labels,
      id: 'string',
      description_en: 'string',
      description_de: 'string',
      categoryId: 'integer',
      orderNr: 'integer',
    });
    for (const stream of track.streams) {
      if (stepsByStream.has(stream.id) || streams.has(stream.id))
        throw new Error(`Reference data ${file} repeats the stream ${stream.id}.`);
      const steps = stream.steps.map((step, index) => ({
        id: step.id,
        streamId: stream.id,
        name_en: step.name_en,
        name_de: step.name_de,
        type: step.type,
        orderNr: index + 1,
        minWords: step.minWords,
        instructions: step.instructions,
      }));
      check(`${file} steps of ${stream.id}`, steps, {
        ...labels,
        id: 'string',
        type: rules.types,
        minWords: 'integer',
        instructions: rules.instructions,
      });
      streams.set(stream.id, steps);
    }
  }
  tracks.push(...added);
  for (const [id, steps] of streams) stepsByStream.set(id, steps);
  return () => {
    for (const track of added) tracks.splice(tracks.indexOf(track), 1);
    for (const id of streams.keys()) stepsByStream.delete(id);
  };
}

addTracks('tracks.json', readList<TrackDefinition>('tracks.json'), stepRulesOf(loadContractSync()));

/**
 * Adds a track while the server runs, checked as tracks.json is against the contract that declares its step types
 * (a step type added with steps/index.ts `registerStepType`); returns the function that removes it again.
 */
export function addTrack(definition: TrackDefinition, contract: unknown): () => void {
  return addTracks(`track ${definition.id}`, [definition], stepRulesOf(contract));
}

/** The steps of a stream in order, or undefined for an unknown stream. */
export function stepsOfStream(streamId: string): Step[] | undefined {
  return stepsByStream.get(streamId);
}

// Cross-references: a category's tags and a tag's group must exist.
const tagIds = new Set(tags.map((tag) => tag.id));
for (const category of categories) {
  const ids: unknown = JSON.parse(category.tags);
  if (!Array.isArray(ids) || !ids.every((id) => tagIds.has(id))) {
    throw new Error(`Reference data categories.json: category ${category.id} lists unknown tag ids.`);
  }
}
const groupIds = new Set(tagGroups.map((group) => group.id));
for (const tag of tags) {
  if (!groupIds.has(tag.groupId)) throw new Error(`Reference data tags.json: tag ${tag.id} has an unknown group.`);
}
