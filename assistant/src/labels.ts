// The context labels the web puts in front of a chat message in the Basic Idea step (spec part 2 §7.1): a section
// ('Basic Idea problem', 'Basic Idea first users', 'Basic Idea solution'), Support me on a section ('Basic Idea
// Support me first users'; a bare 'Basic Idea Support me' names none) and the idea taken from a file ('Basic Idea
// Idea Extract from file'). Both providers read them here, so an answer speaks about the section the user is in
// and its context_id sends a clicked suggestion into that section.

export type IdeaSection = 'problem' | 'users' | 'solution';

export const SECTION_ORDER: readonly IdeaSection[] = ['problem', 'users', 'solution'];

/** The label of each section; an answer about a section carries it as its context_id. */
export const SECTION_LABELS: Readonly<Record<IdeaSection, string>> = {
  problem: 'Basic Idea problem',
  users: 'Basic Idea first users',
  solution: 'Basic Idea solution',
};

/** The section's name as the step shows it (for the language model's instructions). */
export const SECTION_TITLES: Readonly<Record<IdeaSection, string>> = {
  problem: 'The problem I solve',
  users: 'The first people who will use my product',
  solution: 'The solution in a nutshell',
};

export type LabelKind =
  | { kind: 'section'; section: IdeaSection }
  | { kind: 'support'; section?: IdeaSection }
  | { kind: 'file' }
  | { kind: 'general' };

/** The section a label's words name, if any (English and German). */
function sectionIn(text: string): IdeaSection | undefined {
  if (/problem/.test(text)) return 'problem';
  if (/\b(users?|first|target|people|nutzer\w*|zielgruppe)\b/.test(text)) return 'users';
  if (/\b(solution|lösung)\b/.test(text)) return 'solution';
  return undefined;
}

/** What a context label asks for: a section, Support me (on a section), an idea from a file, or nothing special. */
export function readLabel(label: string | undefined): LabelKind {
  const text = (label ?? '').toLowerCase();
  if (/extract|file|datei|paper/.test(text)) return { kind: 'file' };
  const section = sectionIn(text.replace(/support me|unterstütz\w*|hilf\w*/g, ' '));
  if (/support|unterstütz|hilf/.test(text)) return section ? { kind: 'support', section } : { kind: 'support' };
  return section ? { kind: 'section', section } : { kind: 'general' };
}
