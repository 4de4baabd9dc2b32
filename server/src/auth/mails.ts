// The auth mails, in English and German, each with a plain-text and an HTML part. Registration mails use the
// language sent with the registration, all others the user's language.
import type { Lang } from '@idea-studio/sdk';
import { escapeHtml } from '../http/html.js';

export type { Lang };

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface Block {
  /** Paragraphs before the action. */
  intro: string[];
  /** The main link, shown as a button in HTML. */
  action?: { label: string; url: string };
  /** A prominent value such as the login code. */
  highlight?: string;
  /** Paragraphs after the action. */
  outro: string[];
}

const SIGNATURE: Record<Lang, string> = {
  en: 'Your Idea Studio team',
  de: 'Dein Idea-Studio-Team',
};

export function renderMail(lang: Lang, subject: string, greeting: string, block: Block): MailContent {
  const text = [
    greeting,
    '',
    ...block.intro.flatMap((p) => [p, '']),
    ...(block.highlight ? [`    ${block.highlight}`, ''] : []),
    ...(block.action ? [`${block.action.label}: ${block.action.url}`, ''] : []),
    ...block.outro.flatMap((p) => [p, '']),
    SIGNATURE[lang],
  ].join('\n');

  const paragraph = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
  const html = `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
${paragraph(greeting)}
${block.intro.map(paragraph).join('\n')}
${
  block.highlight
    ? `<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(block.highlight)}</p>`
    : ''
}
${
  block.action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(block.action.url)}" style="display:inline-block;background:#1f2937;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px">${escapeHtml(block.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:12px;color:#6b7280;word-break:break-all">${escapeHtml(block.action.url)}</p>`
    : ''
}
${block.outro.map(paragraph).join('\n')}
<p style="margin:0">${escapeHtml(SIGNATURE[lang])}</p>
</div>
</body>
</html>`;
  return { subject, text, html };
}

const HELLO: Record<Lang, string> = { en: 'Hello,', de: 'Hallo,' };

export function confirmMail(lang: Lang, confirmUrl: string): MailContent {
  if (lang === 'de') {
    return renderMail(lang, 'Bestätige dein Idea-Studio-Konto', HELLO.de, {
      intro: ['willkommen bei Idea Studio! Bitte bestätige deine E-Mail-Adresse, um dein Konto zu aktivieren.'],
      action: { label: 'E-Mail-Adresse bestätigen', url: confirmUrl },
      outro: ['Wenn du dich nicht registriert hast, kannst du diese E-Mail ignorieren.'],
    });
  }
  return renderMail(lang, 'Confirm your Idea Studio account', HELLO.en, {
    intro: ['welcome to Idea Studio! Please confirm your e-mail address to activate your account.'],
    action: { label: 'Confirm e-mail address', url: confirmUrl },
    outro: ['If you did not sign up, you can ignore this mail.'],
  });
}

export function loginCodeMail(lang: Lang, code: string, verifyUrl: string): MailContent {
  if (lang === 'de') {
    return renderMail(lang, `Dein Idea-Studio-Anmeldecode: ${code}`, HELLO.de, {
      intro: ['hier ist dein Code für die Anmeldung bei Idea Studio. Er ist 10 Minuten gültig.'],
      highlight: code,
      action: { label: 'Anmeldung abschließen', url: verifyUrl },
      outro: ['Wenn du dich nicht anmelden wolltest, ändere bitte dein Passwort.'],
    });
  }
  return renderMail(lang, `Your Idea Studio login code: ${code}`, HELLO.en, {
    intro: ['here is your code to log in to Idea Studio. It is valid for 10 minutes.'],
    highlight: code,
    action: { label: 'Complete the login', url: verifyUrl },
    outro: ['If you did not try to log in, please change your password.'],
  });
}

export function passwordResetMail(lang: Lang, resetUrl: string): MailContent {
  if (lang === 'de') {
    return renderMail(lang, 'Neues Passwort für Idea Studio', HELLO.de, {
      intro: ['du hast ein neues Passwort für dein Idea-Studio-Konto angefordert. Der Link ist eine Stunde gültig.'],
      action: { label: 'Neues Passwort setzen', url: resetUrl },
      outro: ['Wenn du das nicht warst, kannst du diese E-Mail ignorieren; dein Passwort bleibt unverändert.'],
    });
  }
  return renderMail(lang, 'Set a new Idea Studio password', HELLO.en, {
    intro: ['you asked for a new password for your Idea Studio account. The link is valid for one hour.'],
    action: { label: 'Set a new password', url: resetUrl },
    outro: ['If this was not you, you can ignore this mail; your password stays unchanged.'],
  });
}

export interface AlreadyRegisteredLinks {
  loginUrl: string;
  passwordForgottenUrl: string;
  /** For an account whose address is not confirmed yet: a fresh confirmation link. */
  confirmUrl?: string;
}

/** Sent to the owner of an address when someone registers with it again (the answer does not tell). */
export function alreadyRegisteredMail(lang: Lang, links: AlreadyRegisteredLinks): MailContent {
  if (lang === 'de') {
    return renderMail(lang, 'Registrierung mit deiner Adresse bei Idea Studio', HELLO.de, {
      intro: [
        'jemand (vielleicht du) wollte sich gerade mit dieser E-Mail-Adresse bei Idea Studio registrieren. ' +
          'Für diese Adresse gibt es bereits ein Konto, daher wurde kein neues angelegt.',
        ...(links.confirmUrl ? [`Dein Konto ist noch nicht bestätigt. Bestätige es hier: ${links.confirmUrl}`] : []),
        `Anmelden: ${links.loginUrl}`,
      ],
      action: { label: 'Passwort vergessen?', url: links.passwordForgottenUrl },
      outro: ['Wenn du das nicht warst, kannst du diese E-Mail ignorieren.'],
    });
  }
  return renderMail(lang, 'Sign-up attempt with your Idea Studio address', HELLO.en, {
    intro: [
      'someone (maybe you) just tried to sign up for Idea Studio with this e-mail address. ' +
        'There already is an account for it, so no new one was created.',
      ...(links.confirmUrl ? [`Your account is not confirmed yet. Confirm it here: ${links.confirmUrl}`] : []),
      `Log in: ${links.loginUrl}`,
    ],
    action: { label: 'Forgot your password?', url: links.passwordForgottenUrl },
    outro: ['If this was not you, you can ignore this mail.'],
  });
}
