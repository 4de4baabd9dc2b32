import { digitsOnly, type ValidationIssue } from '@idea-studio/sdk';
import { useCallback, useMemo, useState } from 'react';
import { type FieldOptions, fieldIssues } from './validate';

/** State of one form field: its value, its rule violations and whether the user has worked on it yet. */
export interface Field {
  readonly value: string;
  readonly options: FieldOptions;
  /** Every rule the value breaks (see `fieldIssues`); empty when the value is fine. */
  readonly issues: ValidationIssue[];
  readonly valid: boolean;
  /** The user changed the value. */
  readonly dirty: boolean;
  /** The user left the field (or tried to submit the form). */
  readonly touched: boolean;
  /** Errors show only once the field is dirty or touched (spec part 1 §5). */
  readonly showErrors: boolean;
  /** A change by the user: marks the field dirty. Type number keeps digits only. */
  change(value: string): void;
  /** The user left the field. */
  blur(): void;
  /** A value set by the app (prefill from a URL or storage): does not count as the user's change. */
  set(value: string): void;
  /** Shows the field's errors without a change, e.g. when the form is submitted. */
  touch(): void;
}

export function useField(options: FieldOptions = {}, initialValue = ''): Field {
  const [value, setValue] = useState(initialValue);
  const [dirty, setDirty] = useState(false);
  const [touched, setTouched] = useState(false);
  // Rules are given inline by the forms; their content, not their identity, decides the validation.
  const { type, required, checkPassword, pattern } = options;
  const stableOptions = useMemo<FieldOptions>(
    () => ({ type, required, checkPassword, pattern }),
    [type, required, checkPassword, pattern],
  );
  const issues = useMemo(() => fieldIssues(value, stableOptions), [value, stableOptions]);

  const change = useCallback(
    (next: string) => {
      setValue(type === 'number' ? digitsOnly(next) : next);
      setDirty(true);
    },
    [type],
  );
  const set = useCallback((next: string) => setValue(next), []);
  const blur = useCallback(() => setTouched(true), []);

  return {
    value,
    options: stableOptions,
    issues,
    valid: issues.length === 0,
    dirty,
    touched,
    showErrors: (dirty || touched) && issues.length > 0,
    change,
    blur,
    set,
    touch: blur,
  };
}

/** True when every field of a form is valid. */
export function allValid(...fields: Field[]): boolean {
  return fields.every((field) => field.valid);
}

/** Shows the errors of every field (a submit attempt). */
export function touchAll(...fields: Field[]): void {
  for (const field of fields) field.touch();
}
