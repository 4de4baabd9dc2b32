import classes from './Field.module.css';

/** Mantine props that mark a required field: the CSS asterisk on the label and `aria-required` on the input. */
export function requiredProps(required: boolean | undefined) {
  return {
    classNames: required ? { label: classes.requiredLabel } : undefined,
    'aria-required': required || undefined,
  };
}
