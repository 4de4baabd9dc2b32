import { Group, Select, type SelectProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFieldError } from './FieldError';
import { requiredProps } from './requiredLabel';
import type { Field } from './useField';

/** An option of a select (spec part 1 §3): name, value and an optional icon. */
export interface SelectOption {
  name: string;
  value: string;
  icon?: ReactNode;
}

export interface SelectFieldProps
  extends Omit<
    SelectProps,
    'value' | 'onChange' | 'onBlur' | 'error' | 'required' | 'withAsterisk' | 'classNames' | 'data' | 'renderOption'
  > {
  field: Field;
  options: SelectOption[];
}

/** Maximum height of an open dropdown (spec part 1 §9). */
export const DROPDOWN_MAX_HEIGHT_PX = 200;

/** Select with the rules of spec part 1 §5: a required select without a choice is invalid. */
export function SelectField({ field, options, ...props }: SelectFieldProps) {
  const error = useFieldError(field);
  const icons = new Map(options.map((option) => [option.value, option.icon]));
  return (
    <Select
      maxDropdownHeight={DROPDOWN_MAX_HEIGHT_PX}
      {...props}
      data={options.map((option) => ({ value: option.value, label: option.name }))}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          {icons.get(option.value)}
          {option.label}
        </Group>
      )}
      value={field.value === '' ? null : field.value}
      onChange={(value) => field.change(value ?? '')}
      onBlur={() => field.blur()}
      {...requiredProps(field.options.required)}
      error={error}
    />
  );
}
