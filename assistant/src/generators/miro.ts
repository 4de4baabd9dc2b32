// EXPORT_MIRO: the given pins or step results as rows `| topic | content | agent |` under a short intro line
// without a pipe (the web copies everything from the first `|`).
import { authorLabel, isRecord, resultFieldLabel } from '@idea-studio/sdk';
import { generalBank } from '../banks.js';
import { UnusableInputError } from '../errors.js';
import { parseJson } from '../facts.js';
import type { Rng } from '../random.js';
import { capitalize, clipWords, keyPhrases, normalizeSpace, render } from '../text.js';
import type { Lang } from '../types.js';

interface Row {
  topic: string;
  content: string;
  agent: string;
}

/** Keys of a result that say who wrote it: their value is said as a label in the user's language, never raw. */
const AUTHOR_KEYS = /^(?:author|origin)$/i;

/**
 * A value as the text of one cell: a nested result's fields headed by their labels in the user's language
 * ("Kurzbeschreibung: …", never "short_summary: …"), who wrote a text as a label ("KI-generiert …", never "ai").
 */
function cell(value: unknown, lang: Lang = 'en'): string {
  let text: string;
  if (typeof value === 'string') text = value;
  else if (Array.isArray(value))
    text = value
      .map((v) => cell(v, lang))
      .filter(Boolean)
      .join('; ');
  else if (isRecord(value))
    text = Object.entries(value)
      .filter(([k, v]) => !HIDDEN_KEYS.test(k) && cell(v, lang))
      .map(([k, v]) => `${humanize(k, lang)}: ${fieldValue(k, v, lang)}`)
      .join('; ');
  else if (typeof value === 'number' || typeof value === 'boolean') text = String(value);
  else text = '';
  return normalizeSpace(text.replace(/\|/g, '/'));
}

/** Keys that carry no content for a whiteboard. */
const HIDDEN_KEYS = /^(id|fileId|stepId|roundId|streamId|created|dateCreated|dateEdited|image|session)$/i;

/** A field's value for a cell: who wrote it as a label in the user's language, else the value itself. */
function fieldValue(key: string, value: unknown, lang: Lang): string {
  if (AUTHOR_KEYS.test(key) && typeof value === 'string') return authorLabel(value, lang);
  return cell(value, lang);
}

/** The heading of a field in the user's language: the whiteboard's own topics, else the result labels of the SDK. */
function humanize(key: string, lang: Lang): string {
  const topics = generalBank[lang].miroTopics;
  // Own keys only: an input key such as `constructor` is no known topic.
  const known = Object.hasOwn(topics, key) ? topics[key] : undefined;
  if (known) return known;
  const snake = key
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/[\s-]+/g, '_')
    .toLowerCase();
  const label = resultFieldLabel(snake, lang);
  return label === '—' ? capitalize(key) : label;
}

function rowsFromObject(value: Record<string, unknown>, agent: string, lang: Lang): Row[] {
  return Object.entries(value)
    .filter(([key, v]) => !HIDDEN_KEYS.test(key) && cell(v, lang))
    .map(([key, v]) => ({ topic: humanize(key, lang), content: fieldValue(key, v, lang), agent }));
}

function miroRows(input: string, lang: Lang): Row[] {
  const fallbackAgent = generalBank[lang].miroDefaultAgent;
  const parsed = parseJson(input);
  const value = parsed === undefined ? input : typeof parsed === 'string' ? (parseJson(parsed) ?? parsed) : parsed;
  const rows: Row[] = [];
  const items = Array.isArray(value) ? value : isRecord(value) && Array.isArray(value.pins) ? value.pins : [value];
  for (const item of items) {
    if (typeof item === 'string') {
      for (const line of item
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean)) {
        const topic = keyPhrases([{ text: line, weight: 1 }], lang, 1)[0]?.text;
        rows.push({ topic: capitalize(topic ?? clipWords(line, 4)), content: cell(line, lang), agent: fallbackAgent });
      }
      continue;
    }
    if (!isRecord(item)) continue;
    const agent = cell(item.agentName) || cell(item.agentId) || cell(item.agent) || fallbackAgent;
    const content = cell(item.content, lang) || cell(item.text, lang);
    if (cell(item.topic) && content) {
      rows.push({ topic: cell(item.topic), content, agent });
    } else if (typeof item.type === 'string' && content) {
      rows.push({ topic: humanize(item.type, lang), content, agent });
    } else if ('result' in item) {
      const result = typeof item.result === 'string' ? (parseJson(item.result) ?? item.result) : item.result;
      const step = cell(item.name);
      const nested = Array.isArray(result) ? result : [result];
      for (const part of nested) {
        if (isRecord(part)) rows.push(...rowsFromObject(part, agent, lang));
        else if (cell(part, lang))
          rows.push({ topic: step ? humanize(step, lang) : fallbackAgent, content: cell(part, lang), agent });
      }
    } else {
      rows.push(...rowsFromObject(item, agent, lang));
    }
  }
  return rows;
}

export function exportMiro(input: string, lang: Lang, rng: Rng): string {
  const rows = miroRows(input, lang);
  if (rows.length === 0)
    throw new UnusableInputError('There is nothing to export: the input holds no pins or results.');
  const intro = render(rng.pick(generalBank[lang].miroIntro), { count: String(rows.length) });
  return [intro, ...rows.map((r) => `| ${r.topic} | ${r.content} | ${r.agent} |`)].join('\n');
}
