import { Button, Stack, Textarea, type TextareaProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFieldError } from './FieldError';
import { requiredProps } from './requiredLabel';
import type { Field } from './useField';

export interface TextAreaFieldProps
  extends Omit<TextareaProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'required' | 'withAsterisk' | 'classNames'> {
  field: Field;
  /** Label of the textarea's own button (e.g. Send); the button is disabled while required and empty. */
  actionLabel?: ReactNode;
  onAction?: (value: string) => void;
  /** Shows the button busy (e.g. while the AI rewrites the text). */
  actionLoading?: boolean;
  /** An icon before the button's label. */
  actionIcon?: ReactNode;
}

/** Multi-line input: required gives 'This field is required', other broken rules 'Your input is not valid'. */
export function TextAreaField({
  field,
  actionLabel,
  onAction,
  actionLoading,
  actionIcon,
  ...props
}: TextAreaFieldProps) {
  const error = useFieldError(field);
  const area = (
    <Textarea
      {...props}
      value={field.value}
      onChange={(event) => field.change(event.currentTarget.value)}
      onBlur={() => field.blur()}
      {...requiredProps(field.options.required)}
      error={error}
    />
  );
  if (!actionLabel) return area;
  const blocked = field.options.required === true && field.value.trim() === '';
  return (
    <Stack gap="xs" align="flex-end">
      <div style={{ alignSelf: 'stretch' }}>{area}</div>
      <Button
        disabled={blocked}
        loading={actionLoading}
        leftSection={actionIcon}
        onClick={() => onAction?.(field.value)}
      >
        {actionLabel}
      </Button>
    </Stack>
  );
}
