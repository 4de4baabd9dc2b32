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

/**
 * Steps the 80-bit random part forward by a fresh random amount (2^35 to 2^40) so ids created in the same millisecond
 * keep their order, yet the next id cannot be guessed from the last: ids act as keys (a round's share link).
 */
function step(digits: number[]): number[] {
  const next = [...digits];
  let carry = 0;
  const add = Array.from(randomBytes(8), (byte) => byte % 32);
  // At least 2^35: a neighbour differs in more than its last characters.
  add[0] = Math.max(1, add[0]!);
  for (let i = next.length - 1; i >= 0; i--) {
    const offset = i - (next.length - add.length);
    const sum = next[i]! + (offset >= 0 ? add[offset]! : 0) + carry;
    next[i] = sum % 32;
    carry = sum >= 32 ? 1 : 0;
  }
  // The random part ran over: a fresh one (the time part keeps the order across milliseconds).
  return carry ? freshRandom() : next;
}

/** A new id: 26 characters, increasing within this process, unique across processes, not guessable from another. */
export function newId(now = Date.now()): string {
  if (now <= lastTime) {
    lastRandom = step(lastRandom);
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
