import { type Algorithm, hash, verify } from '@node-rs/argon2';
import type { PasswordHashCost } from '../config.js';
import { randomToken } from './crypto.js';

// `Algorithm` is a const enum in the binding's types; its Argon2id member is 2.
const ARGON2ID = 2 as Algorithm;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** True when the password matches the stored hash; false for a wrong password or a malformed hash. */
  verify(storedHash: string, password: string): Promise<boolean>;
  /** Spends the time of one verification without an account, so unknown addresses answer as slowly. */
  verifyDummy(password: string): Promise<void>;
}

/** argon2id with the configured cost; prepares a dummy hash of the same cost for unknown accounts. */
export async function createPasswordHasher(cost: PasswordHashCost): Promise<PasswordHasher> {
  const options = { algorithm: ARGON2ID, ...cost };
  const dummyHash = await hash(randomToken(), options);
  const check = async (storedHash: string, password: string) => {
    try {
      return await verify(storedHash, password);
    } catch {
      return false;
    }
  };
  return {
    hash: (password) => hash(password, options),
    verify: check,
    async verifyDummy(password) {
      await check(dummyHash, password);
    },
  };
}
