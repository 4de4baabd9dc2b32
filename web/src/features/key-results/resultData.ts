/** Helpers of the generic result renderer (part 1 §2, result preview). */
import { isRecord } from '@idea-studio/sdk';

// The renderer's components import it from here.
export { isRecord } from '@idea-studio/sdk';

export type Path = ReadonlyArray<string | number>;

/** A copy of `root` with the value at `path` replaced; the original stays untouched. */
export function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root) && typeof head === 'number') {
    const copy = [...root];
    copy[head] = setAt(root[head], rest, value);
    return copy;
  }
  if (isRecord(root) && typeof head === 'string') {
    return { ...root, [head]: setAt(root[head], rest, value) };
  }
  return root;
}

/**
 * The edited text of a scalar as a value of the original's type: numbers stay numbers while the text is one,
 * an untouched empty `null` stays null; everything else is text.
 */
export function fromInput(text: string, original: unknown): unknown {
  if (typeof original === 'number') {
    const trimmed = text.trim();
    const parsed = Number(trimmed);
    return trimmed !== '' && Number.isFinite(parsed) ? parsed : text;
  }
  if (original === null && text === '') return null;
  return text;
}

export function toInput(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** The value at `path`, or undefined. */
export function getAt(root: unknown, path: Path): unknown {
  let current: unknown = root;
  for (const key of path) {
    if (Array.isArray(current) && typeof key === 'number') current = current[key];
    else if (isRecord(current) && typeof key === 'string') current = current[key];
    else return undefined;
  }
  return current;
}
