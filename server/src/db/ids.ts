import { randomBytes } from 'node:crypto';

// Crockford base32, as used by ULID: ids sort by creation time as plain text on every database.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

let lastTime = -1;
let lastRandom: number[] = [];

function encodeTime(time: number): string {
  let out = '';
  let rest = time;
  for (let i = 0; i < 10; i++) {
    out = ALPHABET[rest % 32] + out;
    rest = Math.floor(rest / 32);
  }
  return out;
}

function freshRandom(): number[] {
  return Array.from(randomBytes(16), (byte) => byte % 32);
}

/** Increments the 80-bit random part so ids created in the same millisecond keep their order. */
function increment(digits: number[]): number[] {
  const next = [...digits];
  for (let i = next.length - 1; i >= 0; i--) {
    if (next[i] < 31) {
      next[i]++;
      return next;
    }
    next[i] = 0;
  }
  return freshRandom();
}

/** A new id: 26 characters, monotonically increasing within this process, unique across processes. */
export function newId(now = Date.now()): string {
  if (now <= lastTime) {
    lastRandom = increment(lastRandom);
  } else {
    lastTime = now;
    lastRandom = freshRandom();
  }
  return encodeTime(Math.max(now, lastTime)) + lastRandom.map((digit) => ALPHABET[digit]).join('');
}

/** The current time as stored in the database. */
export function nowIso(now = new Date()): string {
  return now.toISOString();
}
