// HTML escaping for the few pages and mails the server writes itself (auth mails, the hosted landing page, the dev
// mailbox).

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe as HTML text or as a quoted attribute value: the five HTML characters become entities. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}
