import { atom, type WritableAtom } from 'jotai';

export type StorageKind = 'local' | 'session';

function storageOf(kind: StorageKind): Storage | undefined {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined; // storage can be blocked (private modes, sandboxed frames)
  }
}

export function readStored(kind: StorageKind, key: string): string | null {
  try {
    return storageOf(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(kind: StorageKind, key: string, value: string | null): void {
  try {
    const storage = storageOf(kind);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Without storage the value lasts for this page view only (it is still held in the atom).
  }
}

export function clearStorage(kind: StorageKind): void {
  try {
    storageOf(kind)?.clear();
  } catch {
    // nothing stored, nothing to clear
  }
}

/** Marks "read from storage" apart from a value that was written in this store (which may be null). */
const UNREAD = Symbol('unread');

/**
 * A plain-string value in localStorage or sessionStorage, mirrored in Jotai. The first read in each store takes
 * what storage holds at that moment (not at module load, as jotai's `atomWithStorage` with `getOnInit` would);
 * writing stores the string, and `null` removes the key.
 */
export function storageAtom(kind: StorageKind, key: string): WritableAtom<string | null, [string | null], void> {
  const written = atom<string | null | typeof UNREAD>(UNREAD);
  return atom(
    (get) => {
      const value = get(written);
      return value === UNREAD ? readStored(kind, key) : value;
    },
    (_get, set, value: string | null) => {
      writeStored(kind, key, value);
      set(written, value);
    },
  );
}
