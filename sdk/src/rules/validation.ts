// Input rules of spec part 1 §5, shared by the web forms, the CLI and the server (which re-checks them).
// Each rule answers a stable code plus the English message of the spec; the web translates by code.

export type ValidationCode =
  | 'required'
  | 'email'
  | 'pattern'
  | 'emailList'
  | 'passwordTooShort'
  | 'passwordUppercase'
  | 'passwordLowercase'
  | 'passwordNumber'
  | 'passwordSpecial'
  | 'trackNameTooLong';

export interface ValidationIssue {
  code: ValidationCode;
  message: string;
}

/** The longest track (round) name, in characters: web inputs stop there, the CLI and the server refuse more. */
export const MAX_TRACK_NAME_LENGTH = 120;

export const VALIDATION_MESSAGES: Record<ValidationCode, string> = {
  required: 'This field is required',
  email: 'Please enter a valid email address',
  pattern: 'Your input is not valid',
  emailList: 'Please enter valid email addresses, separated by commas',
  passwordTooShort: 'Your password is too short.',
  passwordUppercase: 'Your password must contain at least one uppercase letter.',
  passwordLowercase: 'Your password must contain at least one lowercase letter.',
  passwordNumber: 'Your password must contain at least one number.',
  passwordSpecial: 'Your password must contain at least one special character.',
  trackNameTooLong: `A track name can have at most ${MAX_TRACK_NAME_LENGTH} characters.`,
};

export const PASSWORD_MIN_LENGTH = 8;
/** The fixed set of special characters a password needs one of. */
export const PASSWORD_SPECIAL_CHARACTERS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;

const issue = (code: ValidationCode): ValidationIssue => ({ code, message: VALIDATION_MESSAGES[code] });

/** Every password rule the value breaks, in the order of the spec (empty when the password is fine). */
export function passwordIssues(password: string): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) issues.push(issue('passwordTooShort'));
  if (!/[A-Z]/.test(password)) issues.push(issue('passwordUppercase'));
  if (!/[a-z]/.test(password)) issues.push(issue('passwordLowercase'));
  if (!/[0-9]/.test(password)) issues.push(issue('passwordNumber'));
  if (![...password].some((ch) => PASSWORD_SPECIAL_CHARACTERS.includes(ch))) issues.push(issue('passwordSpecial'));
  return issues;
}

// Local part: the usual atext characters and dots (no leading, trailing or double dot); domain: labels of
// letters, digits and hyphens with a top-level label of at least two letters.
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isValidEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at < 1 || at > EMAIL_LOCAL_MAX_LENGTH) return false;
  return EMAIL_PATTERN.test(value);
}

/** Multiple-address mode: comma-separated, every non-empty trimmed part must be a valid address. */
export function isValidEmailList(value: string): boolean {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .every(isValidEmail);
}

/** The non-empty trimmed addresses of a comma-separated list (empty parts ignored). */
export function parseEmailList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]{2,}$/i;

export function isValidUrl(value: string): boolean {
  return URL_PATTERN.test(value);
}

export type FieldType = 'text' | 'email' | 'emails' | 'number' | 'url' | 'password';

export interface FieldRules {
  type?: FieldType;
  required?: boolean;
  /** For type password: check the password rules. */
  checkPassword?: boolean;
}

/** The first issue of a field's value under its rules, or undefined when it is valid. */
export function fieldIssue(value: string | null | undefined, rules: FieldRules): ValidationIssue | undefined {
  const text = value ?? '';
  if (!text.trim()) return rules.required ? issue('required') : undefined;
  switch (rules.type) {
    case 'email':
      return isValidEmail(text.trim()) ? undefined : issue('email');
    case 'emails':
      return isValidEmailList(text) ? undefined : issue('emailList');
    case 'number':
      return /^[0-9]+$/.test(text) ? undefined : issue('pattern');
    case 'url':
      return isValidUrl(text.trim()) ? undefined : issue('pattern');
    case 'password':
      return rules.checkPassword ? passwordIssues(text)[0] : undefined;
    default:
      return undefined;
  }
}

/** The length of a text as the contract counts it (Unicode code points, so an emoji is one character). */
export function textLength(value: string): number {
  return [...value].length;
}

/** The first issue of a track name (trimmed, as it is stored): required, at most `MAX_TRACK_NAME_LENGTH`. */
export function trackNameIssue(name: string): ValidationIssue | undefined {
  const trimmed = name.trim();
  if (!trimmed) return issue('required');
  if (textLength(trimmed) > MAX_TRACK_NAME_LENGTH) return issue('trackNameTooLong');
  return undefined;
}

/** Type number allows digits only: what is left of typed input after dropping everything else. */
export function digitsOnly(value: string): string {
  return value.replace(/[^0-9]/g, '');
}
