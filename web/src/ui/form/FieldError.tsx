import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Field } from './useField';
import { validationKey } from './validate';

/**
 * The error of a field for Mantine's `error` prop: nothing until the field is dirty or touched. Several messages
 * (the password rules) become one line each; spans, because Mantine renders the error inside a <p>.
 */
export function useFieldError(field: Field): ReactNode {
  const { t } = useTranslation();
  if (!field.showErrors) return undefined;
  const messages = field.issues.map((issue) => t(validationKey(issue.code)));
  if (messages.length === 1) return messages[0];
  return (
    <span data-testid="field-errors">
      {messages.map((message) => (
        <span key={message} data-testid="field-error" style={{ display: 'block' }}>
          {message}
        </span>
      ))}
    </span>
  );
}
