import { createHash, hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random secret or id: `bytes` random bytes, base64url (URL- and cookie-safe). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A 6-digit login code, uniformly random. */
export function newLoginCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** How secrets are stored: the SHA-256 hex digest (the secrets are random and long, so no salt is needed). */
export function sha256(value: string): string {
  // The one-shot digest: every request hashes its session token, and a Hash object cost twice as much.
  return hash('sha256', value, 'hex');
}

/**
 * The stored form of a login code. Bound to its verifyId so equal codes of different logins differ in the
 * database.
 */
export function loginCodeHash(verifyId: string, code: string): string {
  return sha256(`${verifyId}:${code}`);
}

/** Compares two strings in constant time (by their SHA-256 digests, so lengths may differ). */
export function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}
