import { describe, expect, it } from 'vitest';
import {
  fieldIssue,
  isValidEmail,
  isValidEmailList,
  isValidUrl,
  MAX_TRACK_NAME_LENGTH,
  parseEmailList,
  passwordIssues,
  trackNameIssue,
} from './validation.js';

describe('password rules (part 1 §5)', () => {
  it.each([
    ['Secret-123', []],
    ['Sh-1a', ['passwordTooShort']],
    ['secret-123', ['passwordUppercase']],
    ['SECRET-123', ['passwordLowercase']],
    ['Secret-abc', ['passwordNumber']],
    ['Secret1234', ['passwordSpecial']],
    ['', ['passwordTooShort', 'passwordUppercase', 'passwordLowercase', 'passwordNumber', 'passwordSpecial']],
    ['Ab1~5678', []],
    ['Ab1 5678', ['passwordSpecial']],
  ])('%j breaks %j', (password, codes) => {
    expect(passwordIssues(password).map((i) => i.code)).toEqual(codes);
  });

  it('each rule has its own message', () => {
    const messages = passwordIssues('').map((i) => i.message);
    expect(messages[0]).toBe('Your password is too short.');
    expect(messages[1]).toBe('Your password must contain at least one uppercase letter.');
    expect(new Set(messages).size).toBe(5);
  });
});

describe('e-mail rule', () => {
  const local64 = 'a'.repeat(64);
  const long = `${'b'.repeat(64)}@${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(57)}.de`;
  it.each([
    ['founder@example.com', true],
    ['first.last+tag@sub.example.co', true],
    [`${local64}@example.com`, true],
    [`${local64}a@example.com`, false],
    [long, long.length <= 254],
    [`${'x'.repeat(64)}@${'y'.repeat(180)}.${'z'.repeat(10)}`, false],
    ['no-at.example.com', false],
    ['two@@example.com', false],
    ['dot.@example.com', false],
    ['a@b', false],
    ['a@b.c', false],
    ['a b@example.com', false],
  ])('%s → %s', (value, ok) => {
    expect(isValidEmail(value)).toBe(ok);
  });

  it('multiple-address mode ignores empty parts and checks each trimmed part', () => {
    expect(isValidEmailList('a@example.com, b@example.org,, ')).toBe(true);
    expect(isValidEmailList('a@example.com, nope')).toBe(false);
    expect(parseEmailList(' a@example.com ,, b@example.org ')).toEqual(['a@example.com', 'b@example.org']);
  });
});

describe('field rules', () => {
  it.each([
    ['', { required: true }, 'required'],
    ['   ', { required: true }, 'required'],
    ['', { type: 'email' as const }, undefined],
    ['x', { type: 'email' as const, required: true }, 'email'],
    ['12a', { type: 'number' as const }, 'pattern'],
    ['123', { type: 'number' as const }, undefined],
    ['ftp://example.com', { type: 'url' as const }, 'pattern'],
    ['https://example.com', { type: 'url' as const }, undefined],
    ['http://acme.example/path?x=1', { type: 'url' as const }, undefined],
    ['weak', { type: 'password' as const, checkPassword: true }, 'passwordTooShort'],
    ['weak', { type: 'password' as const }, undefined],
    ['a@example.com, x', { type: 'emails' as const }, 'emailList'],
  ])('%j with %j → %s', (value, rules, code) => {
    expect(fieldIssue(value, rules)?.code).toBe(code);
  });

  it('required errors carry the spec message', () => {
    expect(fieldIssue('', { required: true })?.message).toBe('This field is required');
    expect(fieldIssue('x', { type: 'email' })?.message).toBe('Please enter a valid email address');
    expect(fieldIssue('x', { type: 'url' })?.message).toBe('Your input is not valid');
  });

  it('url needs http or https', () => {
    expect(isValidUrl('www.example.com')).toBe(false);
  });
});

describe('track name rule', () => {
  it.each([
    ['Solar kiosks', undefined],
    ['   ', 'required'],
    ['x'.repeat(MAX_TRACK_NAME_LENGTH), undefined],
    [`  ${'x'.repeat(MAX_TRACK_NAME_LENGTH)}  `, undefined],
    ['x'.repeat(MAX_TRACK_NAME_LENGTH + 1), 'trackNameTooLong'],
    // Counted in characters as the contract counts them: an emoji is one.
    ['🌞'.repeat(MAX_TRACK_NAME_LENGTH), undefined],
  ])('%j → %s', (name, code) => {
    expect(trackNameIssue(name)?.code).toBe(code);
  });

  it('says the limit in its message', () => {
    expect(MAX_TRACK_NAME_LENGTH).toBe(120);
    expect(trackNameIssue('x'.repeat(121))?.message).toBe('A track name can have at most 120 characters.');
  });
});
