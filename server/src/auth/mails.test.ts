import { describe, expect, it } from 'vitest';
import {
  alreadyRegisteredMail,
  confirmMail,
  type Lang,
  loginCodeMail,
  type MailContent,
  passwordResetMail,
} from './mails.js';

const LINK = 'https://ideas.example.com/login/confirm/abc?x=1&y=2';

const templates: [string, (lang: Lang) => MailContent, Record<Lang, string>][] = [
  [
    'confirm',
    (lang) => confirmMail(lang, LINK),
    { en: 'Confirm your Idea Studio account', de: 'Bestätige dein Idea-Studio-Konto' },
  ],
  [
    'login code',
    (lang) => loginCodeMail(lang, '042917', LINK),
    { en: 'Your Idea Studio login code: 042917', de: 'Dein Idea-Studio-Anmeldecode: 042917' },
  ],
  [
    'password reset',
    (lang) => passwordResetMail(lang, LINK),
    { en: 'Set a new Idea Studio password', de: 'Neues Passwort für Idea Studio' },
  ],
  [
    'already registered',
    (lang) =>
      alreadyRegisteredMail(lang, {
        loginUrl: 'https://ideas.example.com/login',
        passwordForgottenUrl: LINK,
      }),
    { en: 'Sign-up attempt with your Idea Studio address', de: 'Registrierung mit deiner Adresse bei Idea Studio' },
  ],
];

describe.each(templates)('%s mail', (_name, make, subjects) => {
  it.each(['en', 'de'] as const)('%s: subject, plain text and HTML with the link', (lang) => {
    const mail = make(lang);
    expect(mail.subject).toBe(subjects[lang]);
    expect(mail.text).toContain(LINK);
    expect(mail.text).not.toContain('<');
    expect(mail.text.startsWith(lang === 'de' ? 'Hallo,' : 'Hello,')).toBe(true);
    expect(mail.html).toContain(`<html lang="${lang}">`);
    // The link is escaped inside the HTML.
    expect(mail.html).toContain('https://ideas.example.com/login/confirm/abc?x=1&amp;y=2');
    expect(mail.html).not.toContain('x=1&y=2');
  });

  it('differs between the languages', () => {
    expect(make('de').text).not.toBe(make('en').text);
  });
});

describe('login code mail', () => {
  it('shows the code in both parts', () => {
    const mail = loginCodeMail('en', '042917', LINK);
    expect(mail.text).toContain('042917');
    expect(mail.html).toContain('>042917<');
    expect(mail.text).toContain('10 minutes');
  });
});

describe('already-registered notice', () => {
  it('adds a confirmation link for an unconfirmed account', () => {
    const links = { loginUrl: 'https://x.test/login', passwordForgottenUrl: 'https://x.test/login/resetpassword' };
    expect(alreadyRegisteredMail('en', links).text).not.toContain('/login/confirm/');
    const mail = alreadyRegisteredMail('en', { ...links, confirmUrl: 'https://x.test/login/confirm/abc' });
    expect(mail.text).toContain('https://x.test/login/confirm/abc');
    expect(mail.text).toContain('https://x.test/login/resetpassword');
  });
});
