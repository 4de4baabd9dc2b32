// Deterministic choice for the offline engine: a 53-bit string hash seeds a small PRNG, so the same request always
// picks the same phrasings, and a changed input, context or retry attempt picks differently. No clock, no
// Math.random.

/** cyrb53: a fast, well-mixed 53-bit hash of a string. */
export function hashString(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * A seeded generator. `shift` (the retry attempt) rotates every choice by that many places, so a retry picks a
 * different phrasing from every list of two or more while everything else about the answer stays the same.
 */
export class Rng {
  private state: number;

  constructor(
    seed: number,
    private readonly shift = 0,
  ) {
    // Fold the 53-bit seed into 32 bits; never start from 0.
    this.state = ((seed % 4294967296) ^ Math.floor(seed / 4294967296)) >>> 0 || 0x9e3779b9;
  }

  /** mulberry32: a float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    const range = max - min + 1;
    return min + ((Math.floor(this.next() * range) + this.shift) % range);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Cannot pick from an empty list.');
    return items[(Math.floor(this.next() * items.length) + this.shift) % items.length]!;
  }

  /** A shuffled copy (Fisher–Yates), rotated by the shift. */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    const by = copy.length ? this.shift % copy.length : 0;
    return by ? [...copy.slice(by), ...copy.slice(0, by)] : copy;
  }

  /** `count` distinct items in random order (fewer when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, count));
  }

  /** A child generator for an independent part of an answer, so adding picks to one part leaves others stable. */
  fork(label: string): Rng {
    return new Rng(hashString(label, Math.floor(this.next() * 4294967296)), this.shift);
  }
}

/** Canonical JSON (sorted object keys), so equal values hash equally whatever their key order. */
export function stableStringify(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const keys = Object.keys(value as Record<string, unknown>).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${stableStringify((value as Record<string, unknown>)[k])}`).join(',')}}`;
}
