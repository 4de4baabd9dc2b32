// How a catalogue entry and its context become chat-completion messages for a language model: one system message
// (the entry's instructions, the answer language, the output rules and the context: company data, the round's
// earlier step results, the step's saved input, knowledge-hub passages with their file names, web results), then
// the thread's history, then the user's input.

import { readLabel, SECTION_LABELS, SECTION_TITLES } from '@idea-studio/assistant';
import type { IdeaFrame } from '@idea-studio/sdk';
import { isStepType, stepManifest } from '../../steps/index.js';
import { findAgent } from '../data.js';
import type { CatalogueEntry, ChatTurn, FounderIdea, JsonSchema, PromptKind, PromptRequest } from '../types.js';

/** How the answer's JSON is requested: `json_schema` (structured output), `json_object` (JSON mode) or `none`. */
export type JsonFormat = 'json_schema' | 'json_object' | 'none';

export interface ChatCompletionMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Longer user input is cut (a whole paper sent for a summary must still fit a model's context). */
export const MAX_INPUT_CHARS = 48_000;
/** Each earlier result / saved input / passage is cut to this many characters in the context. */
const MAX_CONTEXT_ITEM_CHARS = 6_000;
/** At most this many earlier turns of a thread are sent. */
export const MAX_HISTORY_TURNS = 20;

const LANGUAGE_NAMES = { en: 'English', de: 'German' } as const;

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)} […]`;
}

/**
 * Structured-output endpoints (OpenAI's among them) want an object at the root of the schema: any other answer
 * (a list, a string) is requested as `{ "items": … }` and unwrapped again.
 */
export function needsWrapping(schema: JsonSchema): boolean {
  return schema.type !== 'object';
}

export function requestSchema(schema: JsonSchema): JsonSchema {
  if (!needsWrapping(schema)) return schema;
  return { type: 'object', properties: { items: schema }, required: ['items'], additionalProperties: false };
}

/** The schema a model is asked to answer by: the entry's, wrapped when it is not an object. */
export function modelSchema(schema: JsonSchema): JsonSchema {
  return forModelSchema(requestSchema(schema)) as JsonSchema;
}

/** A sentence of a description that speaks about the server, the app or the spec, not to the model. */
const SERVER_NOTE = /\b(?:server|database|localStorage|the app|the web|stored|saved|spec)\b/i;
const SPEC_REFERENCE = /\s*\((?:[^()]*?,\s*)?part \d §[^()]*\)|,?\s*part \d §[\d.]*[^,.;)]*/g;

/** A description as the model reads it: spec references and notes about the server left out. */
export function modelDescription(text: string): string {
  return text
    .replace(SPEC_REFERENCE, '')
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !SERVER_NOTE.test(sentence))
    .join(' ')
    .trim();
}

function forModelSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(forModelSchema);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === 'description' && typeof child === 'string') {
      const kept = modelDescription(child);
      if (kept) out[key] = kept;
    } else if (key.startsWith('x-')) {
      // Extensions (error messages for the founder) are the server's.
    } else out[key] = key === 'properties' ? propertiesForModel(child) : forModelSchema(child);
  }
  return out;
}

/** Property names are data, not descriptions: only their schemas are read. */
function propertiesForModel(properties: unknown): unknown {
  if (!properties || typeof properties !== 'object') return properties;
  return Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, forModelSchema(schema)]));
}

/** Sampling temperature by kind when the entry sets none: chat converses, generation varies a little. */
const DEFAULT_TEMPERATURE: Record<PromptKind, number> = { chat: 0.7, structured: 0.6, text: 0.4 };
/** The longest answer in tokens by kind when the entry sets none. */
const DEFAULT_MAX_TOKENS: Record<PromptKind, number> = { chat: 800, structured: 2_000, text: 600 };

export const temperatureOf = (entry: CatalogueEntry): number => entry.temperature ?? DEFAULT_TEMPERATURE[entry.kind];
export const maxTokensOf = (entry: CatalogueEntry): number => entry.maxTokens ?? DEFAULT_MAX_TOKENS[entry.kind];

/** A name for `response_format.json_schema.name` (letters, digits, `_` and `-`, at most 64). */
export function schemaName(entryId: string): string {
  return entryId.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 64) || 'answer';
}

function outputRules(request: PromptRequest, format: JsonFormat | 'text'): string {
  if (format === 'text') return 'Answer with plain text only: no JSON, no Markdown code fences, no preamble.';
  const wrapped = needsWrapping(request.entry.outputSchema);
  const shape = wrapped ? ' The answer is one JSON object whose only key "items" holds the result.' : '';
  if (format === 'json_schema') return `Answer with JSON only, no other text.${shape}`;
  return [
    `Answer with one JSON object only: no other text, no Markdown code fences.${shape}`,
    'It must match this JSON Schema:',
    JSON.stringify(modelSchema(request.entry.outputSchema)),
  ].join('\n');
}

/** Fields that are the server's bookkeeping, never content: ids, times, image names, sessions. */
const INTERNAL_KEYS = new Set([
  'roundId',
  'stepId',
  'streamId',
  'session',
  'sessionId',
  'threadId',
  'userId',
  'projectId',
  'fileId',
  'dateCreated',
  'dateEdited',
  'created',
  'createdAt',
  'updatedAt',
  'updated',
  'timestamp',
  'image',
  'imageName',
  'avatar',
  'portrait',
]);
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
const IMAGE_NAME = /\.(?:png|jpe?g|webp|gif|svg|avif)$/i;

/** A string that is bookkeeping (a time, a ULID, an image file name), not words of the idea. */
function isInternalText(text: string): boolean {
  const trimmed = text.trim();
  return ISO_TIME.test(trimmed) || ULID.test(trimmed) || IMAGE_NAME.test(trimmed);
}

/**
 * A value as a model reads it: without the server's bookkeeping (INTERNAL_KEYS, timestamps, ids, image names) and
 * without empty fields. Undefined when nothing is left.
 */
export function forModel(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' || isInternalText(value) ? undefined : value;
  if (typeof value !== 'object') return value;
  if (depth > 12) return undefined;
  if (Array.isArray(value)) {
    const items = value.map((item) => forModel(item, depth + 1)).filter((item) => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (INTERNAL_KEYS.has(key)) continue;
    const kept = forModel(child, depth + 1);
    if (kept !== undefined) out[key] = kept;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Parts of a value this long or longer are sent at most once per request. */
const MIN_SHARED_CHARS = 40;

/** Every object or list in a value (already `forModel`), by its JSON, into `seen`. */
function remember(value: unknown, seen: Set<string>): void {
  if (!value || typeof value !== 'object') return;
  const json = JSON.stringify(value);
  if (json.length >= MIN_SHARED_CHARS) seen.add(json);
  for (const child of Object.values(value)) remember(child, seen);
}

/** The value without the objects and lists already sent in this request (`seen`); undefined when nothing is new. */
function withoutSeen(value: unknown, seen: Set<string>): unknown {
  if (!value || typeof value !== 'object') return value;
  const json = JSON.stringify(value);
  if (json.length >= MIN_SHARED_CHARS && seen.has(json)) return undefined;
  if (Array.isArray(value)) {
    const items = value.map((item) => withoutSeen(item, seen)).filter((item) => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const kept = withoutSeen(child, seen);
    if (kept !== undefined) out[key] = kept;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** JSON input (results, pins, reports a client sends along) is held to this many characters. */
const MAX_JSON_INPUT_CHARS = 8_000;

/** Every string of a value cut to `max` characters. */
function cutStrings(value: unknown, max: number): unknown {
  if (typeof value === 'string') return cut(value, max);
  if (Array.isArray(value)) return value.map((item) => cutStrings(item, max));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, cutStrings(child, max)]));
  return value;
}

/** A value whose JSON fits `budget`: its longest texts are shortened first (all of its items stay). */
function shrunk(value: unknown, budget: number): unknown {
  let current = value;
  for (let max = 600; JSON.stringify(current).length > budget && max >= 40; max = Math.floor(max * 0.7)) {
    current = cutStrings(value, max);
  }
  return current;
}

/** The user's input as the model reads it: JSON without bookkeeping; a document or plain text as it is. */
export function inputForModel(request: PromptRequest): string {
  const { input, entry } = request;
  if (entry.documentInput || !/^\s*[[{]/.test(input)) return input;
  try {
    const kept = forModel(JSON.parse(input));
    return kept === undefined ? '' : JSON.stringify(shrunk(kept, MAX_JSON_INPUT_CHARS));
  } catch {
    return input;
  }
}

/** Who wrote a text, as the block names it. */
const AUTHOR_NAMES: Record<string, string> = {
  founder: "founder's words",
  'ai-accepted': 'suggested by the AI, accepted by the founder',
  ai: 'AI-generated',
};
const authorOf = (author: string | undefined) => AUTHOR_NAMES[author ?? ''] ?? author ?? 'unknown';

const FRAME_ROWS: Array<[keyof IdeaFrame, string, string]> = [
  ['offer', 'OFFER', 'offer'],
  ['people', 'PEOPLE', 'people'],
  ['setting', 'SETTING', 'setting'],
  ['price', 'PRICE', 'price'],
  ['priceKind', 'PRICE KIND', 'price kind'],
  ['partners', 'PARTNERS', 'partners'],
  ['channels', 'CHANNELS', 'channels'],
  ['shape', 'SHAPE', 'shape'],
  ['name', 'NAME', 'name'],
];

/** The founder's idea as one compact block: their one-liner, the Basic Idea as saved, the idea frame. */
export function founderBlock(idea: FounderIdea | undefined): string | undefined {
  if (!idea) return undefined;
  const lines = ["### The founder's idea (write from it; never fill in what the founder did not say)"];
  if (idea.oneLiner) lines.push(`The idea as the founder typed it: "${idea.oneLiner}"`);
  if (idea.sections.length > 0) {
    lines.push('The Basic Idea as saved:');
    for (const section of idea.sections)
      lines.push(`- ${section.type} (${authorOf(section.author)}): ${section.content}`);
  }
  if (idea.frame) {
    lines.push('The idea frame ("not said": the founder did not say it; leave it open):');
    for (const [key, type, label] of FRAME_ROWS) {
      const value = idea.frame[key];
      const text = Array.isArray(value) ? value.join('; ') : key === 'shape' && value === 'other' ? '' : (value ?? '');
      const author = idea.frameAuthors?.[type];
      lines.push(`- ${label}: ${text ? `${text}${author ? ` (${authorOf(author)})` : ''}` : 'not said'}`);
    }
  }
  return lines.length > 1 ? lines.join('\n') : undefined;
}

/** How an earlier result of the closing view is named in a prompt (a step's result: its manifest's resultLabel). */
const RESULT_LABELS: Record<string, string> = {
  canvas: 'Business Model Canvas',
  landingPage: 'Landing page',
};

function resultLabel(name: string, stepId: string): string {
  if (name === 'report') return `Report "${stepId}"`;
  if (isStepType(name)) return stepManifest(name).resultLabel ?? name;
  return RESULT_LABELS[name] ?? name;
}

/** Each earlier result is cut to this many characters, and all of the context to MAX_CONTEXT_CHARS. */
const MAX_RESULT_CHARS = 2_500;
const MAX_CONTEXT_CHARS = 8_000;
/** What one request (instructions, context, history, input) should stay under; the context gives way first. */
export const REQUEST_BUDGET_CHARS = 15_000;
/** The founder's idea and the most needed result always fit. */
const MIN_CONTEXT_CHARS = 1_500;

/** Does the entry read this part of the round? Entries without a declaration read every result (added step types). */
export function reads(request: PromptRequest, need: string): boolean {
  const declared = request.entry.context;
  if (!declared) return true;
  return declared.includes(need);
}

/** The Basic Idea's own entries (sections, frame slots): the founder's block carries them. */
const IDEA_ENTRY_TYPES = new Set(['PROBLEM', 'TARGET USER', 'SOLUTION', ...FRAME_ROWS.map(([, type]) => type)]);

function stepInputForModel(stepInput: unknown, idea: FounderIdea | undefined): unknown {
  if (!idea || !Array.isArray(stepInput)) return forModel(stepInput);
  return forModel(
    stepInput.filter((entry) => !(entry && typeof entry === 'object' && IDEA_ENTRY_TYPES.has(String(entry.type)))),
  );
}

function contextSection(request: PromptRequest, room: number): string[] {
  const { context } = request;
  const parts: string[] = [];
  let budget = Math.min(MAX_CONTEXT_CHARS, Math.max(MIN_CONTEXT_CHARS, room));
  const add = (text: string) => {
    const kept = cut(text, Math.max(0, budget));
    budget -= kept.length;
    if (kept.trim()) parts.push(kept);
  };
  const block = founderBlock(context.idea);
  if (block) add(block);
  const company = context.company;
  if (reads(request, 'company') && company && (company.name || company.mission || company.industry)) {
    const lines = [
      company.name ? `Name: ${company.name}` : '',
      company.industry ? `Industry: ${company.industry}` : '',
      company.mission ? `Mission: ${company.mission}` : '',
    ].filter(Boolean);
    add(
      "### The user's company (background only: the answer is about the idea in front of the user)\n" +
        lines.join('\n'),
    );
  }
  // What the input already holds, and each result once: nothing is sent twice.
  const seen = new Set<string>();
  try {
    remember(forModel(JSON.parse(inputForModel(request))), seen);
  } catch {
    // Plain text input shares nothing with the results.
  }
  const results: string[] = [];
  for (const result of context.stepResults) {
    if (!reads(request, result.name)) continue;
    const kept = withoutSeen(forModel(result.result), seen);
    if (kept === undefined) continue;
    remember(kept, seen);
    results.push(`- ${resultLabel(result.name, result.stepId)}: ${cut(JSON.stringify(kept), MAX_RESULT_CHARS)}`);
  }
  if (results.length > 0) add(`### Results of earlier steps of this round\n${results.join('\n')}`);
  if (reads(request, 'stepInput') && context.stepInput !== undefined && context.stepInput !== null) {
    const kept = withoutSeen(stepInputForModel(context.stepInput, context.idea), seen);
    if (kept !== undefined) {
      add(`### What the user saved in this step so far\n${cut(JSON.stringify(kept), MAX_RESULT_CHARS)}`);
    }
  }
  if (reads(request, 'passages') && context.passages.length > 0) {
    const lines = context.passages.map(
      (passage, index) => `[${index + 1}] ${passage.fileName}: ${cut(passage.text, MAX_CONTEXT_ITEM_CHARS)}`,
    );
    add(
      '### Passages from the user\'s knowledge hub\nWhere an item of your answer uses a passage, set its "origin" ' +
        'to "document" and its "source" to the file name.\n' +
        lines.join('\n'),
    );
  }
  if (context.webResults && context.webResults.length > 0) {
    const lines = context.webResults.map(
      (result, index) =>
        `[${index + 1}] ${result.title} (${result.url}): ${cut(result.content, MAX_CONTEXT_ITEM_CHARS)}`,
    );
    parts.push(
      '### Web search results\nWhere an item of your answer uses a web result, set its "origin" to "web" and its ' +
        '"source" to the URL. Items from your own reasoning have "origin" "ai".\n' +
        lines.join('\n'),
    );
  }
  return parts;
}

/**
 * What a Basic Idea label asks of the answer: help with the section the user is in (Support me names it), with
 * suggestions for that section and its label as context_id, so a clicked suggestion lands there and nowhere else.
 */
function sectionFocus(label: string): string | undefined {
  const read = readLabel(label);
  if ((read.kind !== 'support' && read.kind !== 'section') || !read.section) return undefined;
  const title = SECTION_TITLES[read.section];
  const lead =
    read.kind === 'support'
      ? `The user pressed Support me in the section "${title}" of the Basic Idea step: help with that section only.`
      : `The user is working on the section "${title}" of the Basic Idea step.`;
  return (
    `${lead} Every suggestion in formTransfer is a text for that section, and context_id is ` +
    `"${SECTION_LABELS[read.section]}". When the message is a direct question, answer it first and honestly: ` +
    'say what you cannot know, and how the user can find out; then the suggestions are follow-up questions and ' +
    'context_id is the prompt id.'
  );
}

/** The system message: instructions, language, agent, focus, output rules, context. */
export function systemMessage(request: PromptRequest, format: JsonFormat | 'text'): string {
  const { entry, context } = request;
  const sections = [entry.instructions.trim(), `Write every text of the answer in ${LANGUAGE_NAMES[context.lang]}.`];
  const agent = context.agentId ? findAgent(context.agentId) : undefined;
  if (agent) sections.push(`You speak as ${agent.name}. ${agent.desc_en}`);
  if (context.contextLabel) {
    sections.push(`The user's message is about: ${context.contextLabel}.`);
    const focus = sectionFocus(context.contextLabel);
    if (focus) sections.push(focus);
  }
  if (context.stepPromptNumber !== undefined) {
    sections.push(
      `stepPromptNumber: ${context.stepPromptNumber} (the section or round of the step this request is for).`,
    );
  }
  sections.push(outputRules(request, format));
  const history = request.history.slice(-MAX_HISTORY_TURNS).reduce((sum, turn) => sum + turn.content.length, 0);
  const taken = sections.join('\n\n').length + history + userMessage(inputForModel(request)).length;
  const contextParts = contextSection(request, REQUEST_BUDGET_CHARS - taken - 100);
  if (contextParts.length > 0) sections.push(`## Context\n\n${contextParts.join('\n\n')}`);
  return sections.join('\n\n');
}

function userMessage(input: string): string {
  if (!input.trim()) return '(The user has not written anything yet. Start the conversation.)';
  return cut(input, MAX_INPUT_CHARS);
}

export function buildMessages(request: PromptRequest, format: JsonFormat | 'text'): ChatCompletionMessage[] {
  const history: ChatTurn[] = request.history.slice(-MAX_HISTORY_TURNS);
  return [
    { role: 'system', content: systemMessage(request, format) },
    ...history.map((turn) => ({ role: turn.role, content: cut(turn.content, MAX_INPUT_CHARS) })),
    { role: 'user', content: userMessage(inputForModel(request)) },
  ];
}

/**
 * The JSON in a model's text: reasoning blocks (`<think>…</think>`) and Markdown code fences are removed; when
 * text surrounds the JSON, the outermost object or list is taken. Undefined when there is no valid JSON.
 */
export function parseJsonAnswer(raw: string): unknown {
  const text = stripReasoning(raw)
    .replace(/^\s*```(?:json|JSON)?\s*\n?/, '')
    .replace(/\n?\s*```\s*$/, '')
    .trim();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // Some models put a sentence before or after the JSON.
  }
  const start = text.search(/[[{]/);
  const end = Math.max(text.lastIndexOf('}'), text.lastIndexOf(']'));
  if (start < 0 || end <= start) return undefined;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return undefined;
  }
}

/** Reasoning models served through Ollama or llama.cpp may answer `<think>…</think>` first. */
export function stripReasoning(raw: string): string {
  return raw.replace(/<think>[\s\S]*?<\/think>/g, '').trim();
}

/** The answer as the entry's schema describes it: a wrapped list (`{items: […]}`) is unwrapped. */
export function unwrapAnswer(schema: JsonSchema, parsed: unknown): unknown {
  if (!needsWrapping(schema)) return parsed;
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && 'items' in parsed) {
    return (parsed as { items: unknown }).items;
  }
  return parsed;
}
