import { act, fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { languageAtom } from '../../i18n/languageAtom';
import { renderWithProviders } from '../../test/render';
import { PasswordField } from './PasswordField';
import { SelectField } from './SelectField';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';
import { type Field, useField } from './useField';
import { type FieldOptions, fieldIssues } from './validate';

function TextHarness({ options, initial }: { options: FieldOptions; initial?: string }) {
  const field = useField(options, initial);
  return (
    <>
      <TextField field={field} label="Value" />
      <output data-testid="valid">{String(field.valid)}</output>
    </>
  );
}

const input = () => screen.getByLabelText(/^Value/) as HTMLInputElement;
const errorText = () => document.querySelector('.mantine-InputWrapper-error')?.textContent ?? null;
const type = (value: string) => fireEvent.change(input(), { target: { value } });

describe('TextField', () => {
  it('shows errors only once the field is dirty or touched', () => {
    renderWithProviders(<TextHarness options={{ type: 'email', required: true }} />);
    expect(screen.getByTestId('valid').textContent).toBe('false');
    expect(errorText()).toBeNull();
    fireEvent.blur(input());
    expect(errorText()).toBe('This field is required');
    type('ada@');
    expect(errorText()).toBe('Please enter a valid email address');
    type('ada@example.com');
    expect(errorText()).toBeNull();
    expect(screen.getByTestId('valid').textContent).toBe('true');
  });

  it('counts a change as dirty without a blur', () => {
    renderWithProviders(<TextHarness options={{ type: 'url' }} />);
    type('example');
    expect(errorText()).toBe('Your input is not valid');
    type('https://example.com');
    expect(errorText()).toBeNull();
  });

  it('keeps only digits for type number', () => {
    renderWithProviders(<TextHarness options={{ type: 'number' }} />);
    type('12a3-4');
    expect(input().value).toBe('1234');
    expect(input().getAttribute('inputmode')).toBe('numeric');
  });

  it('checks each comma-separated address in multiple-address mode', () => {
    renderWithProviders(<TextHarness options={{ type: 'emails' }} />);
    type('ada@example.com, grace@example.com,');
    expect(errorText()).toBeNull();
    type('ada@example.com, grace@');
    expect(errorText()).toBe('Please enter valid email addresses, separated by commas');
  });

  it('shows the messages in German', () => {
    const store = createStore();
    store.set(languageAtom, 'de');
    renderWithProviders(<TextHarness options={{ type: 'email', required: true }} />, { store });
    fireEvent.blur(input());
    expect(errorText()).toBe('Dieses Feld ist erforderlich');
    type('nope');
    expect(errorText()).toBe('Bitte gib eine gültige E-Mail-Adresse ein');
  });

  it('marks required fields with a CSS asterisk and aria-required, keeping the label text the plain name', () => {
    renderWithProviders(<TextHarness options={{ required: true }} />);
    expect(input().required).toBe(false); // no browser validation popups: the spec's rules decide
    expect(input().getAttribute('aria-required')).toBe('true');
    const label = document.querySelector(`label[for="${input().id}"]`);
    expect(label?.textContent).toBe('Value');
    expect(label?.className).toMatch(/requiredLabel/);
  });

  it('leaves optional fields unmarked', () => {
    renderWithProviders(<TextHarness options={{ type: 'url' }} />);
    expect(input().getAttribute('aria-required')).toBeNull();
    expect(document.querySelector(`label[for="${input().id}"]`)?.className).not.toMatch(/requiredLabel/);
  });
});

/** A valid-looking address of `length` characters: a 64-character local part and labels of at most 63. */
function emailOfLength(length: number): string {
  const local = 'a'.repeat(64);
  const fixed = `${local}@${'b'.repeat(63)}.${'c'.repeat(63)}.`.length + '.de'.length;
  return `${local}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(length - fixed)}.de`;
}

describe('field rules (spec part 1 §5)', () => {
  const local64 = 'a'.repeat(64);
  it.each<[string, FieldOptions, string, string[]]>([
    ['required, empty', { required: true }, '   ', ['required']],
    ['optional, empty', { type: 'email' }, '', []],
    ['e-mail', { type: 'email' }, 'ada@example.com', []],
    ['e-mail without domain', { type: 'email' }, 'ada@', ['email']],
    ['e-mail, local part of 64', { type: 'email' }, `${local64}@example.com`, []],
    ['e-mail, local part of 65', { type: 'email' }, `${local64}a@example.com`, ['email']],
    ['e-mail of 254', { type: 'email' }, emailOfLength(254), []],
    ['e-mail of 255', { type: 'email' }, emailOfLength(255), ['email']],
    ['url http', { type: 'url' }, 'http://example.com', []],
    ['url without scheme', { type: 'url' }, 'www.example.com', ['pattern']],
    ['number', { type: 'number' }, '0042', []],
    ['number with a letter', { type: 'number' }, '42a', ['pattern']],
    ['pattern', { pattern: /^[0-9]{6}$/ }, '12345', ['pattern']],
    ['pattern matched', { pattern: /^[0-9]{6}$/ }, '123456', []],
    ['password, rules off', { type: 'password', required: true }, 'x', []],
    [
      'password, all rules',
      { type: 'password', checkPassword: true },
      'abc',
      ['passwordTooShort', 'passwordUppercase', 'passwordNumber', 'passwordSpecial'],
    ],
    ['password, fine', { type: 'password', checkPassword: true }, 'Secret#2026', []],
    ['password, required and empty', { type: 'password', required: true, checkPassword: true }, '', ['required']],
  ])('%s', (_label, options, value, codes) => {
    expect(fieldIssues(value, options).map((issue) => issue.code)).toEqual(codes);
  });

  it('builds the boundary addresses with the intended lengths', () => {
    expect([emailOfLength(254).length, emailOfLength(255).length]).toEqual([254, 255]);
  });
});

function PasswordHarness() {
  const field = useField({ type: 'password', required: true, checkPassword: true });
  return <PasswordField field={field} label="Password" />;
}

describe('PasswordField', () => {
  const password = () => screen.getByLabelText(/^Password/) as HTMLInputElement;

  it('lists every password rule the value misses, each with its own message', () => {
    renderWithProviders(<PasswordHarness />);
    fireEvent.change(password(), { target: { value: 'abc' } });
    const items = screen.getAllByTestId('field-error').map((line) => line.textContent);
    expect(items).toEqual([
      'Your password is too short.',
      'Your password must contain at least one uppercase letter.',
      'Your password must contain at least one number.',
      'Your password must contain at least one special character.',
    ]);
    fireEvent.change(password(), { target: { value: 'abcdefgH1' } });
    expect(errorText()).toBe('Your password must contain at least one special character.');
    fireEvent.change(password(), { target: { value: 'abcdefgH1!' } });
    expect(errorText()).toBeNull();
  });

  it('switches between hidden and shown with the toggle', () => {
    renderWithProviders(<PasswordHarness />);
    expect(password().type).toBe('password');
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Show password' }));
    expect(password().type).toBe('text');
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Hide password' }));
    expect(password().type).toBe('password');
  });
});

function TextAreaHarness({ onAction }: { onAction: (value: string) => void }) {
  const field = useField({ required: true });
  return <TextAreaField field={field} label="Message" actionLabel="Send" onAction={onAction} />;
}

describe('TextAreaField', () => {
  it('disables its button while required and empty', () => {
    const onAction = vi.fn();
    renderWithProviders(<TextAreaHarness onAction={onAction} />);
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    const area = screen.getByLabelText(/^Message/);
    fireEvent.change(area, { target: { value: 'Hello' } });
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    expect(onAction).toHaveBeenCalledWith('Hello');
    fireEvent.change(area, { target: { value: '' } });
    expect(errorText()).toBe('This field is required');
  });
});

let selectField: Field | undefined;
function SelectHarness() {
  const field = useField({ required: true });
  selectField = field;
  return (
    <SelectField
      field={field}
      label="Industry"
      options={[
        { name: 'Software', value: '1' },
        { name: 'Health', value: '2' },
      ]}
    />
  );
}

describe('SelectField', () => {
  it('is invalid while required and empty, and valid with a choice', () => {
    renderWithProviders(<SelectHarness />);
    expect(selectField?.valid).toBe(false);
    act(() => selectField?.touch());
    expect(errorText()).toBe('This field is required');
    fireEvent.click(screen.getByRole('combobox', { name: 'Industry' }));
    fireEvent.click(screen.getByRole('option', { name: 'Health' }));
    expect(selectField?.value).toBe('2');
    expect(errorText()).toBeNull();
  });
});
