// Rules the server checks that the contract states too (so generated clients and the docs know them): the contract's
// patterns must accept exactly what the SDK's rules (which the web, the CLI and the server speak) accept.
import { loadContractSync } from '@idea-studio/openapi';
import { isValidUrl, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS, passwordIssues } from '@idea-studio/sdk';
import { describe, expect, it } from 'vitest';
import { cleanText } from '../hub/extract.js';

// biome-ignore lint/suspicious/noExplicitAny: a parsed YAML document
const schemas = (loadContractSync() as any).components.schemas;
const schema = schemas.NewPassword as { minLength: number; maxLength: number; pattern: string };
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

describe('the contract web address pattern and the SDK rule agree', () => {
  const webpage = new RegExp(schemas.CompanyMetadataUpdate.properties.webpage.pattern, 'u');
  // The server trims, then takes an empty address as none and checks any other with isValidUrl.
  const serverAccepts = (value: string) => value.trim() === '' || isValidUrl(value.trim());
  it.each([
    '',
    '   ',
    'https://example.com',
    ' HTTP://Example.org/path?q=1 ',
    'https://nodot',
    'www.example.com',
    'ftp://example.com',
    'https://.example.com',
    'https://exa mple.com',
    'https://example.c',
    'https://example.co\n',
    '\u00a0https://example.com\u00a0',
  ])('%j', (value) => {
    expect(webpage.test(value)).toBe(serverAccepts(value));
  });
});

describe('the contract not-blank pattern and the server cleaning agree', () => {
  const patterns = [
    schemas.TrackName.pattern,
    schemas.CompanyMetadataUpdate.properties.name.pattern,
    schemas.LandingAccountRequest.properties.firstname.pattern,
    schemas.ResultFileCreate.properties.type.pattern,
    schemas.InterviewCreate.properties.role.pattern,
  ] as string[];
  it('is one pattern wherever a value must not be blank', () => {
    expect(new Set(patterns).size).toBe(1);
  });
  const notBlank = new RegExp(patterns[0]!, 'u');
  it.each(['a', ' a ', '\t\n ', '\u0001\u0002', '\u00a0', '\u200b', '\ufeff', ' \u007f ', 'Ü'])('%j', (value) => {
    expect(notBlank.test(value)).toBe(cleanText(value) !== '');
  });
});
