// The mail that shares a project page (part 2 §2.17), in English and German; it names the sender.
import { type Lang, type MailContent, renderMail } from '../auth/mails.js';

export interface Sender {
  name: string;
  email: string;
}

/**
 * A name the sender typed, with anything a mail client would turn into a link defanged ("evil.example" →
 * "evil[.]example", "https://…" → "hxxps[:]//…"): the app's mail carries no link but its own.
 */
export function withoutLinks(text: string): string {
  return text
    .replace(/\b(h)(ttps?):\/\//gi, (_m, h: string, rest: string) => `${h}xx${rest.slice(2)}[:]//`)
    .replace(
      /\b([\p{L}\d-]+)\.(?=[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\b)/gu,
      (match, word: string, offset: number, all: string) =>
        /^\d+$/.test(word) && /^\.\d/.test(all.slice(offset + word.length)) ? match : `${word}[.]`,
    )
    .replace(/@/g, ' at ');
}

export function shareLinkMail(
  lang: Lang,
  sender: Sender,
  ideaName: string,
  link: string,
  reportTo: string,
): MailContent {
  const name = withoutLinks(sender.name);
  const idea = withoutLinks(ideaName);
  const who = name ? `${name} (${sender.email})` : sender.email;
  if (lang === 'de') {
    return renderMail(lang, `${who} teilt die Idee „${idea}“ mit dir`, 'Hallo,', {
      intro: [
        `${who} hat die Idee „${idea}“ in Idea Studio ausgearbeitet und möchte sie dir zeigen.`,
        'Die Projektseite zeigt die Ideenkarte, die Persona, die Empathiekarte und das Business Model Canvas. Du brauchst kein Konto, um sie zu lesen.',
      ],
      action: { label: 'Projektseite öffnen', url: link },
      outro: [
        'Wenn du diese Person nicht kennst, kannst du diese E-Mail ignorieren.',
        `Idea Studio hat diese E-Mail im Auftrag von ${sender.email} verschickt. Missbrauch meldest du, indem du sie an ${reportTo} weiterleitest.`,
      ],
    });
  }
  return renderMail(lang, `${who} shares the idea "${idea}" with you`, 'Hello,', {
    intro: [
      `${who} developed the idea "${idea}" in Idea Studio and would like to show it to you.`,
      'The project page shows the idea card, the persona, the empathy map and the business model canvas. You need no account to read it.',
    ],
    action: { label: 'Open the project page', url: link },
    outro: [
      'If you do not know this person, you can ignore this mail.',
      `Idea Studio sent this mail on behalf of ${sender.email}. To report misuse, forward it to ${reportTo}.`,
    ],
  });
}
