// The mail that shares a project page (part 2 §2.17), in English and German; it names the sender.
import { type Lang, type MailContent, renderMail } from '../auth/mails.js';

export interface Sender {
  name: string;
  email: string;
}

export function shareLinkMail(lang: Lang, sender: Sender, ideaName: string, link: string): MailContent {
  const who = sender.name ? `${sender.name} (${sender.email})` : sender.email;
  if (lang === 'de') {
    return renderMail(lang, `${who} teilt die Idee „${ideaName}“ mit dir`, 'Hallo,', {
      intro: [
        `${who} hat die Idee „${ideaName}“ in Idea Studio ausgearbeitet und möchte sie dir zeigen.`,
        'Die Projektseite zeigt die Ideenkarte, die Persona, die Empathiekarte und das Business Model Canvas. Du brauchst kein Konto, um sie zu lesen.',
      ],
      action: { label: 'Projektseite öffnen', url: link },
      outro: ['Wenn du diese Person nicht kennst, kannst du diese E-Mail ignorieren.'],
    });
  }
  return renderMail(lang, `${who} shares the idea "${ideaName}" with you`, 'Hello,', {
    intro: [
      `${who} developed the idea "${ideaName}" in Idea Studio and would like to show it to you.`,
      'The project page shows the idea card, the persona, the empathy map and the business model canvas. You need no account to read it.',
    ],
    action: { label: 'Open the project page', url: link },
    outro: ['If you do not know this person, you can ignore this mail.'],
  });
}
