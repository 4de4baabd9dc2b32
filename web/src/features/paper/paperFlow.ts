import { askStandaloneAi, type ExtractedPaper, type IdeaClient, type ProductIdea, unwrap } from '@idea-studio/sdk';

/**
 * The idea-from-paper flow (part 1 §7, part 2 §2.6, §2.7, §7.1): PDF files go to text extraction
 * (extractPdfText, its `pages`), text files are read in the browser; the combined text is summarised
 * (standalone SUMMARIZE_DOCUMENT_UPLOAD) and the extracted paper turned into product ideas (GENERATE_PRODUCT_IDEAS).
 */

/** The extracted paper and a product idea from it (part 2 §3; the contract's ExtractedPaper and ProductIdea). */
export type { ExtractedPaper, ProductIdea };

/** What the Add File button accepts (part 2 §2.6). */
export const PAPER_ACCEPT = '.pdf,.txt';
export const PAPER_MIME_TYPES = { 'application/pdf': ['.pdf'], 'text/plain': ['.txt'] };

export type PaperKind = 'pdf' | 'txt';

export function paperKind(file: Pick<File, 'name' | 'type'>): PaperKind | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.pdf') || file.type === 'application/pdf') return 'pdf';
  if (name.endsWith('.txt') || file.type === 'text/plain') return 'txt';
  return null;
}

/** The text read from one file. */
export interface PaperText {
  text: string;
  /** A PDF whose pages hold no text at all: a scan without text layer (its metadata alone is no document). */
  noTextLayer: boolean;
}

/** Why a summary failed, as the dialog explains it under 'Summary failed'. */
export type SummaryFailure = 'noTextLayer' | 'noText' | 'notSummarized';

/** The text of one file: a PDF's pages from the server, a text file read locally. */
export async function readPaperFile(client: IdeaClient, file: File): Promise<PaperText> {
  if (paperKind(file) !== 'pdf') return { text: await file.text(), noTextLayer: false };
  const form = new FormData();
  form.append('file', file, file.name);
  const extracted = await unwrap(
    // openapi-fetch sends FormData as it is (multipart with the browser's boundary).
    client.POST('/knowledgehub/pdfextract', { body: form as unknown as { file: string } }),
  );
  const pages = extracted.pages.map((page) => page.trim()).filter(Boolean);
  if (pages.length === 0) return { text: '', noTextLayer: true };
  // The PDF's own title and author (when it has them) lead the text: a title that wraps over two lines on the
  // page would otherwise be read as two lines.
  const meta = [extracted.title, extracted.author].map((v) => v?.trim()).filter(Boolean);
  return { text: [...meta, ...pages].join('\n\n'), noTextLayer: false };
}

/** Why there is nothing to summarise, or why a summary failed: a scan says so, other files by their text. */
export function summaryFailure(read: readonly PaperText[], combined: string): SummaryFailure {
  if (read.some((file) => file.noTextLayer)) return 'noTextLayer';
  return combined.trim() ? 'notSummarized' : 'noText';
}

/** The texts of several files as one document, in the order they were added. */
export function combineTexts(texts: readonly string[]): string {
  return texts
    .map((text) => text.trim())
    .filter(Boolean)
    .join('\n\n');
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The summary of the combined text; null for a false answer or no promptResult ('Summary failed'). */
export async function summarizePaper(client: IdeaClient, text: string): Promise<ExtractedPaper | null> {
  const answer = await askStandaloneAi(client, 'SUMMARIZE_DOCUMENT_UPLOAD', text);
  // The contract promises an ExtractedPaper; a server of the spec's age may answer false instead (part 2 §2.6).
  const result = answer?.promptResult as Partial<ExtractedPaper> | false | null | undefined;
  if (!result || typeof result !== 'object') return null;
  const paper = { title: str(result.title), author: str(result.author), summary: str(result.summary) };
  return paper.title || paper.summary ? paper : null;
}

/** Product ideas built from the extracted paper (3–5 in the server's answer). */
export async function generateProductIdeas(client: IdeaClient, paper: ExtractedPaper): Promise<ProductIdea[]> {
  const answer = await askStandaloneAi(client, 'GENERATE_PRODUCT_IDEAS', paper);
  const list: unknown[] = Array.isArray(answer?.promptResult) ? answer.promptResult : [];
  return list
    .filter((item): item is Partial<ProductIdea> => !!item && typeof item === 'object')
    .map((item) => ({
      ideaTitle: str(item.ideaTitle),
      ideaAbstract: str(item.ideaAbstract),
      problemStatement: str(item.problemStatement),
      targetUsers: str(item.targetUsers),
      solutionMechanism: str(item.solutionMechanism),
    }))
    .filter((idea) => idea.ideaTitle && (idea.problemStatement || idea.targetUsers || idea.solutionMechanism));
}
