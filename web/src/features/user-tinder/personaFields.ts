import { isRecord } from '@idea-studio/sdk';

/** A field of a persona as the PERSONA dialog shows it: a text, a bullet list, or a group of sub-fields. */
export type PersonaField =
  | { key: string; label: string; kind: 'text'; text: string }
  | { key: string; label: string; kind: 'list'; items: string[] }
  | { key: string; label: string; kind: 'group'; fields: PersonaField[] };

/** The fields the dialog leaves out: the picture is shown as such, and `created` is bookkeeping. */
const HIDDEN = new Set(['image', 'created']);

/** A field name as a heading (part 2 §2.10): underscores as spaces, the first letter capitalised. */
export function fieldLabel(key: string): string {
  const words = key.replace(/_/g, ' ').replace(/\s+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function scalar(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(scalar).filter(Boolean).join(', ');
  if (isRecord(value)) {
    return Object.entries(value)
      .map(([k, v]) => {
        const text = scalar(v);
        return text ? `${fieldLabel(k)}: ${text}` : '';
      })
      .filter(Boolean)
      .join('; ');
  }
  return '';
}

function field(key: string, value: unknown): PersonaField | null {
  const label = fieldLabel(key);
  if (Array.isArray(value)) {
    const items = [...new Set(value.map(scalar).filter(Boolean))];
    return items.length > 0 ? { key, label, kind: 'list', items } : null;
  }
  if (isRecord(value)) {
    const fields = personaFields(value);
    return fields.length > 0 ? { key, label, kind: 'group', fields } : null;
  }
  const text = scalar(value);
  return text ? { key, label, kind: 'text', text } : null;
}

/**
 * Every field of a persona in its own order, empty ones left out: lists as lists, nested objects (demographics)
 * as groups of sub-fields. The answer's free fields are shown like the known ones.
 */
export function personaFields(persona: Record<string, unknown>): PersonaField[] {
  return Object.entries(persona)
    .filter(([key]) => !HIDDEN.has(key))
    .map(([key, value]) => field(key, value))
    .filter((f): f is PersonaField => f !== null);
}
