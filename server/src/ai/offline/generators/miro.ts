// EXPORT_MIRO: the given pins or step results as rows `| topic | content | agent |` under a short intro line
// without a pipe (the web copies everything from the first `|`).
import { isRecord } from '@idea-studio/sdk';
import { UnusableInputError } from '../../errors.js';
import type { Lang } from '../../types.js';
import { generalBank } from '../banks.js';
import { parseJson } from '../facts.js';
import type { Rng } from '../random.js';
import { capitalize, clipWords, keyPhrases, normalizeSpace, render } from '../text.js';

interface Row {
  topic: string;
  content: string;
  agent: string;
}

function cell(value: unknown): string {
  let text: string;
  if (typeof value === 'string') text = value;
  else if (Array.isArray(value)) text = value.map(cell).filter(Boolean).join('; ');
  else if (isRecord(value))
    text = Object.entries(value)
      .map(([k, v]) => `${k}: ${cell(v)}`)
      .join('; ');
  else if (typeof value === 'number' || typeof value === 'boolean') text = String(value);
  else text = '';
  return normalizeSpace(text.replace(/\|/g, '/'));
}

function humanize(key: string, lang: Lang): string {
  const topics = generalBank[lang].miroTopics;
  // Own keys only: an input key such as `constructor` is no known topic.
  const known = Object.hasOwn(topics, key) ? topics[key] : undefined;
  if (known) return known;
  return capitalize(
    key
      .replace(/[_-]+/g, ' ')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase(),
  );
}

function rowsFromObject(value: Record<string, unknown>, agent: string, lang: Lang): Row[] {
  return Object.entries(value)
    .filter(
      ([key, v]) =>
        !/^(id|fileId|stepId|roundId|streamId|created|dateCreated|dateEdited|image|session)$/i.test(key) && cell(v),
    )
    .map(([key, v]) => ({ topic: humanize(key, lang), content: cell(v), agent }));
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
        rows.push({ topic: capitalize(topic ?? clipWords(line, 4)), content: cell(line), agent: fallbackAgent });
      }
      continue;
    }
    if (!isRecord(item)) continue;
    const agent = cell(item.agentName) || cell(item.agentId) || cell(item.agent) || fallbackAgent;
    const content = cell(item.content) || cell(item.text);
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
        else if (cell(part))
          rows.push({ topic: step ? humanize(step, lang) : fallbackAgent, content: cell(part), agent });
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
