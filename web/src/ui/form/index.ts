export { useFieldError } from './FieldError';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { DROPDOWN_MAX_HEIGHT_PX, SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
export { TextField, type TextFieldProps } from './TextField';
export { allValid, type Field, touchAll, useField } from './useField';
export { type FieldOptions, fieldIssues, validationKey } from './validate';
