// Where a claim comes from (DESIGN: every AI-produced item carries its origin): the short label the web shows next
// to a pin, a report statement or a canvas entry, and the list of sources the PDFs end with. One wording for the
// browser, the CLI and the server's PDFs, in English and German.
import type { AiOrigin } from '../ai.js';

export type EvidenceLang = 'en' | 'de';

export interface Evidence {
  origin?: AiOrigin | null;
  /** The file name of a document or the URL of a web page. */
  source?: string | null;
}

const LABELS: Readonly<Record<EvidenceLang, Readonly<Record<AiOrigin, string>>>> = {
  en: { user: 'entered by you', ai: 'AI-generated', document: 'from your document', web: 'from the web' },
  de: { user: 'von dir eingegeben', ai: 'KI-generiert', document: 'aus deinem Dokument', web: 'aus dem Web' },
};

/** The origin as a label; a document or web claim names its file or page ("from the web: https://…"). */
export function evidenceLabel(evidence: Evidence, lang: EvidenceLang = 'en'): string {
  const origin = evidence.origin ?? 'ai';
  const label = LABELS[lang][origin];
  const cited = (origin === 'document' || origin === 'web') && evidence.source?.trim();
  return cited ? `${label}: ${evidence.source!.trim()}` : label;
}

/** The documents and pages a list of claims cites, each once, in the order first cited. */
export function citedSources(items: readonly Evidence[]): string[] {
  const seen = new Set<string>();
  for (const item of items) {
    const source = item.source?.trim();
    if ((item.origin === 'document' || item.origin === 'web') && source) seen.add(source);
  }
  return [...seen];
}
