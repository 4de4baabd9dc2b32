import {
  type FieldRules,
  fieldIssue,
  passwordIssues,
  VALIDATION_MESSAGES,
  type ValidationCode,
  type ValidationIssue,
} from '@idea-studio/sdk';

/** The rules of one form field (spec part 1 §5): the SDK's rules plus an optional pattern. */
export interface FieldOptions extends FieldRules {
  /** A non-empty value must match it, else 'Your input is not valid' (e.g. the six digits of a 2FA code). */
  pattern?: RegExp;
}

const issue = (code: ValidationCode): ValidationIssue => ({ code, message: VALIDATION_MESSAGES[code] });

/**
 * Every rule the value breaks, most important first. For a password with `checkPassword` these are all
 * password rules it misses (each with its own message); for other fields at most one issue.
 */
export function fieldIssues(value: string, options: FieldOptions): ValidationIssue[] {
  if (options.type === 'password' && options.checkPassword && value !== '') return passwordIssues(value);
  const first = fieldIssue(value, options);
  if (first) return [first];
  if (options.pattern && value.trim() !== '' && !options.pattern.test(value.trim())) return [issue('pattern')];
  return [];
}

/** The i18n key of a validation code: `validation.<code>` (English texts equal the SDK's messages). */
export function validationKey<C extends ValidationCode>(code: C): `validation.${C}` {
  return `validation.${code}`;
}
