import { TextInput, type TextInputProps } from '@mantine/core';
import { useFieldError } from './FieldError';
import { requiredProps } from './requiredLabel';
import type { Field } from './useField';

export interface TextFieldProps
  extends Omit<
    TextInputProps,
    'value' | 'onChange' | 'onBlur' | 'error' | 'type' | 'required' | 'withAsterisk' | 'classNames'
  > {
  field: Field;
}

/** Input type and keyboard per rule type; the SDK rule, not the browser, decides validity. */
const inputTypes = {
  text: { type: 'text' },
  email: { type: 'email' },
  emails: { type: 'text', inputMode: 'email' },
  number: { type: 'text', inputMode: 'numeric' },
  url: { type: 'url' },
  password: { type: 'password' },
} as const;

/**
 * Text input with the rules of spec part 1 §5, taken from its `field` (see `useField`): required, email
 * (254 characters, 64 in the local part), several comma-separated e-mails, url (http/https), number (digits only)
 * and an optional pattern. Errors appear once the field is dirty or touched.
 */
export function TextField({ field, ...props }: TextFieldProps) {
  const error = useFieldError(field);
  const input = inputTypes[field.options.type ?? 'text'];
  return (
    <TextInput
      {...props}
      {...input}
      value={field.value}
      onChange={(event) => field.change(event.currentTarget.value)}
      onBlur={() => field.blur()}
      {...requiredProps(field.options.required)}
      error={error}
    />
  );
}
