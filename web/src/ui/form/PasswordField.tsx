import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldError } from './FieldError';
import { requiredProps } from './requiredLabel';
import type { Field } from './useField';

export interface PasswordFieldProps
  extends Omit<
    PasswordInputProps,
    | 'value'
    | 'onChange'
    | 'onBlur'
    | 'error'
    | 'required'
    | 'withAsterisk'
    | 'classNames'
    | 'visible'
    | 'onVisibilityChange'
  > {
  /** A field with `type: 'password'`; `checkPassword: true` applies the password rules. */
  field: Field;
}

/**
 * Password input with a show/hide toggle (text ⇄ password). With the password rules on, every rule the value
 * still misses is listed with its own message once the field is dirty or touched.
 */
export function PasswordField({ field, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const error = useFieldError(field);
  return (
    <PasswordInput
      {...props}
      value={field.value}
      onChange={(event) => field.change(event.currentTarget.value)}
      onBlur={() => field.blur()}
      {...requiredProps(field.options.required)}
      error={error}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': visible ? t('form.hidePassword') : t('form.showPassword') }}
    />
  );
}
