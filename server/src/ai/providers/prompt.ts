// How a catalogue entry and its context become chat-completion messages for a language model: one system message
// (the entry's instructions, the answer language, the output rules and the context: company data, the round's
// earlier step results, the step's saved input, knowledge-hub passages with their file names, web results), then
// the thread's history, then the user's input.
import { findAgent } from '../data.js';
import { readLabel, SECTION_LABELS, SECTION_TITLES } from '../labels.js';
import type { ChatTurn, JsonSchema, PromptRequest } from '../types.js';

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

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
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
    JSON.stringify(requestSchema(request.entry.outputSchema)),
  ].join('\n');
}

function contextSection(request: PromptRequest): string[] {
  const { context } = request;
  const parts: string[] = [];
  const company = context.company;
  if (company && (company.name || company.mission || company.industry)) {
    const lines = [
      company.name ? `Name: ${company.name}` : '',
      company.industry ? `Industry: ${company.industry}` : '',
      company.mission ? `Mission: ${company.mission}` : '',
    ].filter(Boolean);
    parts.push(
      "### The user's company (background only: the answer is about the idea in front of the user)\n" +
        lines.join('\n'),
    );
  }
  if (context.stepResults.length > 0) {
    const lines = context.stepResults.map(
      (result) => `- ${result.name} (step ${result.stepId}): ${cut(asText(result.result), MAX_CONTEXT_ITEM_CHARS)}`,
    );
    parts.push(`### Results of earlier steps of this round\n${lines.join('\n')}`);
  }
  if (context.stepInput !== undefined && context.stepInput !== null) {
    parts.push(
      `### What the user saved in this step so far\n${cut(asText(context.stepInput), MAX_CONTEXT_ITEM_CHARS)}`,
    );
  }
  if (context.passages.length > 0) {
    const lines = context.passages.map(
      (passage, index) => `[${index + 1}] ${passage.fileName}: ${cut(passage.text, MAX_CONTEXT_ITEM_CHARS)}`,
    );
    parts.push(
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
    sections.push(`This request is for section ${context.stepPromptNumber} of the step.`);
  }
  sections.push(outputRules(request, format));
  const contextParts = contextSection(request);
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
    { role: 'user', content: userMessage(request.input) },
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
