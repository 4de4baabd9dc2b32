// The team invitation mail, in English and German, with a text and an HTML part (renderMail escapes every text
// with the shared escapeHtml). It names the inviter by name and address, so the invitee knows who asks.
import { type Lang, type MailContent, renderMail } from '../auth/mails.js';
import { withoutLinks } from '../closing/mails.js';

export interface InvitationMail {
  inviter: { name: string; email: string };
  /** The startup's name, else the project's. */
  projectName: string;
  role: string;
  link: string;
  expiresAt: Date;
  /** Where a recipient reports misuse: the sender address of the app's mails (MAIL_FROM). */
  reportTo: string;
}

const ROLE_NAMES: Record<Lang, Record<string, string>> = {
  en: { Member: 'a member', Editor: 'an editor' },
  de: { Member: 'Mitglied', Editor: 'Bearbeiter:in' },
};

function day(date: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

export function invitationMail(lang: Lang, mail: InvitationMail): MailContent {
  // Typed names carry no links: the app's mail has no link but its own.
  const name = withoutLinks(mail.inviter.name);
  const who = name ? `${name} (${mail.inviter.email})` : mail.inviter.email;
  const project = withoutLinks(mail.projectName);
  const role = ROLE_NAMES[lang][mail.role] ?? mail.role;
  const until = day(mail.expiresAt, lang);
  if (lang === 'de') {
    return renderMail(lang, `${who} lädt dich in das Team „${project}“ ein`, 'Hallo,', {
      intro: [
        `${who} lädt dich als ${role} in das Team „${project}“ in Idea Studio ein. Im Team siehst du die Runden des Projekts und arbeitest mit.`,
        'Öffne den Link, melde dich mit dieser E-Mail-Adresse an (oder registriere dich damit) und nimm die Einladung an.',
      ],
      action: { label: 'Einladung öffnen', url: mail.link },
      outro: [
        `Der Link gilt bis zum ${until} und nur einmal.`,
        'Wenn du diese Person nicht kennst, kannst du diese E-Mail ignorieren.',
        `Idea Studio hat diese E-Mail im Auftrag von ${mail.inviter.email} gesendet. Missbrauch meldest du, indem du sie an ${mail.reportTo} weiterleitest.`,
      ],
    });
  }
  return renderMail(lang, `${who} invites you to the team "${project}"`, 'Hello,', {
    intro: [
      `${who} invites you to join the team "${project}" in Idea Studio as ${role}. In the team you see the project's rounds and work on them together.`,
      'Open the link, log in with this e-mail address (or register with it) and accept the invitation.',
    ],
    action: { label: 'Open the invitation', url: mail.link },
    outro: [
      `The link works once, until ${until}.`,
      'If you do not know this person, you can ignore this mail.',
      `Idea Studio sent this mail on behalf of ${mail.inviter.email}. To report misuse, forward it to ${mail.reportTo}.`,
    ],
  });
}
