/** The length the passages of a hub file aim at (characters). */
export const PASSAGE_LENGTH = 800;

const SENTENCE = /[^.!?…]+(?:[.!?…]+["'”’»)\]]*|$)|[.!?…]+/g;

/**
 * Packs pieces into passages of at most `max` characters. Each piece is looked at once and joined onto the
 * passage under way, so the work grows with the text's length, whatever its shape.
 */
class Packer {
  readonly passages: string[] = [];
  private current = '';

  constructor(private readonly max: number) {}

  /** A piece of at most `max` characters; a paragraph's first piece is joined with a blank line, others with a space. */
  add(piece: string, paragraphStart: boolean): void {
    const separator = paragraphStart ? '\n\n' : ' ';
    if (this.current && this.current.length + separator.length + piece.length > this.max) {
      this.passages.push(this.current);
      this.current = piece;
    } else {
      this.current = this.current ? this.current + separator + piece : piece;
    }
  }

  /**
   * An over-long sentence, cut at the last space that keeps a piece within `max`, or hard at `max` when a single
   * word is longer. The sentence holds single spaces only (whitespace is collapsed before).
   */
  addLong(sentence: string, paragraphStart: boolean): void {
    let first = paragraphStart;
    let start = 0;
    while (sentence.length - start > this.max) {
      const space = sentence.lastIndexOf(' ', start + this.max);
      const end = space > start ? space : start + this.max;
      this.add(sentence.slice(start, end), first);
      first = false;
      start = space > start ? end + 1 : end;
    }
    if (start < sentence.length) this.add(sentence.slice(start), first);
  }

  finish(): string[] {
    if (this.current) this.passages.push(this.current);
    this.current = '';
    return this.passages;
  }
}

/**
 * Cuts text into passages of at most `max` characters for the full-text index, on paragraph boundaries where
 * possible, else on sentence boundaries, else at spaces. Whitespace inside a paragraph is collapsed; passages
 * join paragraphs with a blank line. Linear in the text's length.
 */
export function splitPassages(text: string, max = PASSAGE_LENGTH): string[] {
  const packer = new Packer(max);
  for (const raw of text.split(/\n\s*\n/)) {
    const paragraph = raw.replace(/\s+/g, ' ').trim();
    if (!paragraph) continue;
    if (paragraph.length <= max) {
      packer.add(paragraph, true);
      continue;
    }
    let first = true;
    for (const match of paragraph.matchAll(SENTENCE)) {
      const sentence = match[0].trim();
      if (!sentence) continue;
      if (sentence.length <= max) packer.add(sentence, first);
      else packer.addLong(sentence, first);
      first = false;
    }
  }
  return packer.finish();
}
