// The contract states the password rules as minLength and a pattern (so generated clients and the docs know them);
// the SDK's passwordIssues is the rule the web, the CLI and the server speak. Both must agree on every password.
import { loadContractSync } from '@idea-studio/openapi';
import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS, passwordIssues } from '@idea-studio/sdk';
import { describe, expect, it } from 'vitest';

// biome-ignore lint/suspicious/noExplicitAny: a parsed YAML document
const schema = (loadContractSync() as any).components.schemas.NewPassword as {
  minLength: number;
  maxLength: number;
  pattern: string;
};
// JSON Schema patterns are ECMA-262 regular expressions; Ajv compiles them with the unicode flag.
const pattern = new RegExp(schema.pattern, 'u');
const schemaAccepts = (password: string) =>
  password.length >= schema.minLength && password.length <= schema.maxLength && pattern.test(password);

describe('the contract password schema and the SDK rules agree', () => {
  it('has the SDK minimum length', () => {
    expect(schema.minLength).toBe(PASSWORD_MIN_LENGTH);
  });

  it.each([...PASSWORD_SPECIAL_CHARACTERS])('accepts the special character %s', (special) => {
    expect(schemaAccepts(`Abcdefg1${special}`)).toBe(true);
  });

  const samples = [
    'Founder-2026!',
    'Sh0rt!',
    'lower-case-only-1',
    'UPPER-CASE-ONLY-1',
    'No-Digits-Here',
    'NoSpecial123',
    'Ünïcödé-1a',
    'Ünïcödé1aA',
    'Tab\tOnly1a',
    'Space Only1a',
    'Newline\n1aA!',
    'ABCdef123§',
    'ABCdef123€',
    'ABCdef123!',
    'aB3!aB3!',
    'aB3!aB3',
  ];
  it.each(samples)('%j', (password) => {
    expect(schemaAccepts(password)).toBe(passwordIssues(password).length === 0);
  });

  it('agrees on every printable ASCII character as the one special character', () => {
    for (let code = 0x20; code < 0x7f; code += 1) {
      const password = `Abcdefg1${String.fromCharCode(code)}`;
      expect(schemaAccepts(password), JSON.stringify(password)).toBe(passwordIssues(password).length === 0);
    }
  });
});
