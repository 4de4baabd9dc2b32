import { isRecord, resultFieldLabel } from '@idea-studio/sdk';

/** A field of a persona as the PERSONA dialog shows it: a text, a bullet list, or a group of sub-fields. */
export type PersonaField =
  | { key: string; label: string; kind: 'text'; text: string }
  | { key: string; label: string; kind: 'list'; items: string[] }
  | { key: string; label: string; kind: 'group'; fields: PersonaField[] };

/** The fields the dialog leaves out: the picture is shown as such, and `created` is bookkeeping. */
const HIDDEN = new Set(['image', 'created']);

/**
 * A field name as a heading in the UI language (part 2 §2.10): the SDK's label of a known field (German for German,
 * the result preview and the PDFs use the same), else underscores as spaces and the first letter capitalised.
 */
export function fieldLabel(key: string, lang = 'en'): string {
  return resultFieldLabel(key, lang);
}

function scalar(value: unknown, lang: string): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value))
    return value
      .map((item) => scalar(item, lang))
      .filter(Boolean)
      .join(', ');
  if (isRecord(value)) {
    return Object.entries(value)
      .map(([k, v]) => {
        const text = scalar(v, lang);
        return text ? `${fieldLabel(k, lang)}: ${text}` : '';
      })
      .filter(Boolean)
      .join('; ');
  }
  return '';
}

function field(key: string, value: unknown, lang: string): PersonaField | null {
  const label = fieldLabel(key, lang);
  if (Array.isArray(value)) {
    const items = [...new Set(value.map((item) => scalar(item, lang)).filter(Boolean))];
    return items.length > 0 ? { key, label, kind: 'list', items } : null;
  }
  if (isRecord(value)) {
    const fields = personaFields(value, lang);
    return fields.length > 0 ? { key, label, kind: 'group', fields } : null;
  }
  const text = scalar(value, lang);
  return text ? { key, label, kind: 'text', text } : null;
}

/**
 * Every field of a persona in its own order, empty ones left out: lists as lists, nested objects (demographics)
 * as groups of sub-fields, headed in the UI language (`lang`). The answer's free fields are shown like the known
 * ones.
 */
export function personaFields(persona: Record<string, unknown>, lang = 'en'): PersonaField[] {
  return Object.entries(persona)
    .filter(([key]) => !HIDDEN.has(key))
    .map(([key, value]) => field(key, value, lang))
    .filter((f): f is PersonaField => f !== null);
}
