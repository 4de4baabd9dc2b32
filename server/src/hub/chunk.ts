/** The length the passages of a hub file aim at (characters). */
export const PASSAGE_LENGTH = 800;

interface Unit {
  text: string;
  /** Starts a paragraph (joined with a blank line), else continues one (joined with a space). */
  paragraphStart: boolean;
}

/** Sentences of a paragraph: text up to and including . ! ? … (with closing quotes or brackets). */
function sentences(paragraph: string): string[] {
  const found = paragraph.match(/[^.!?…]+(?:[.!?…]+["'”’»)\]]*|$)|[.!?…]+/g) ?? [paragraph];
  return found.map((sentence) => sentence.trim()).filter(Boolean);
}

/** Splits an over-long sentence at spaces; a single word longer than `max` is cut. */
function hardSplit(text: string, max: number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    for (let start = 0; start < word.length; start += max) {
      const part = word.slice(start, start + max);
      if (current && current.length + 1 + part.length > max) {
        pieces.push(current);
        current = part;
      } else {
        current = current ? `${current} ${part}` : part;
      }
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/**
 * Cuts text into passages of at most `max` characters for the full-text index, on paragraph boundaries where
 * possible, else on sentence boundaries, else at spaces. Whitespace inside a paragraph is collapsed; passages
 * join paragraphs with a blank line.
 */
export function splitPassages(text: string, max = PASSAGE_LENGTH): string[] {
  const units: Unit[] = [];
  for (const raw of text.split(/\n\s*\n/)) {
    const paragraph = raw.replace(/\s+/g, ' ').trim();
    if (!paragraph) continue;
    if (paragraph.length <= max) {
      units.push({ text: paragraph, paragraphStart: true });
      continue;
    }
    let first = true;
    for (const sentence of sentences(paragraph)) {
      for (const piece of sentence.length <= max ? [sentence] : hardSplit(sentence, max)) {
        units.push({ text: piece, paragraphStart: first });
        first = false;
      }
    }
  }

  const passages: string[] = [];
  let current = '';
  for (const unit of units) {
    const separator = unit.paragraphStart ? '\n\n' : ' ';
    if (current && current.length + separator.length + unit.text.length > max) {
      passages.push(current);
      current = unit.text;
    } else {
      current = current ? current + separator + unit.text : unit.text;
    }
  }
  if (current) passages.push(current);
  return passages;
}
