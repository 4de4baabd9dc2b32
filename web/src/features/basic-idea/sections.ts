import {
  type Author,
  type BasicIdeaSection,
  entryAuthors,
  type InputEntry,
  sectionsToEntries,
  withEntryAuthors,
} from '@idea-studio/sdk';

/**
 * The three sections of the Basic Idea step (part 2 §2.8, §4.3) with the saved input's entry types and the
 * context labels the chat sends in front of a message (part 2 §7.1).
 */
export const SECTIONS = [
  { number: 1, type: 'PROBLEM', key: 'problem', chatLabel: 'Basic Idea problem' },
  { number: 2, type: 'TARGET USER', key: 'users', chatLabel: 'Basic Idea first users' },
  { number: 3, type: 'SOLUTION', key: 'solution', chatLabel: 'Basic Idea solution' },
] as const satisfies ReadonlyArray<{ number: number; type: BasicIdeaSection; key: string; chatLabel: string }>;

export type SectionInfo = (typeof SECTIONS)[number];
export type SectionKey = SectionInfo['key'];
export type Sections = Record<BasicIdeaSection, string>;

/** The active section after the third: all filled, Save Result becomes enabled. */
export const ALL_DONE = 4;

export const SUPPORT_ME_LABEL = 'Basic Idea Support me';

/**
 * Support me names the section it is pressed in ('Basic Idea Support me first users'), so the answer helps with
 * that section and its suggestions go back into it; the spec's 'Basic Idea Support me' prefix stays.
 */
export function supportMeLabel(section: SectionInfo): string {
  return `${SUPPORT_ME_LABEL} ${section.chatLabel.replace(/^Basic Idea /, '')}`;
}
export const EXTRACT_LABEL = 'Basic Idea Idea Extract from file';
/** The chat's model id in this step (part 2 §7.1). */
export const BASIC_IDEA_MODEL = 'Basic Idea';

export const emptySections = (): Sections => ({ PROBLEM: '', 'TARGET USER': '', SOLUTION: '' });

/** Who wrote each section's text (issue 26): kept with the text and saved with it. */
export type SectionAuthors = Record<BasicIdeaSection, Author>;

/** An empty section is typed by the founder once something is written in it. */
export const founderSections = (): SectionAuthors => ({
  PROBLEM: 'founder',
  'TARGET USER': 'founder',
  SOLUTION: 'founder',
});

/** The authors a saved input keeps; a text saved without one counts as the AI's. */
export function savedAuthors(input: unknown): SectionAuthors {
  const saved = entryAuthors(input);
  const authors = founderSections();
  for (const section of SECTIONS) authors[section.type] = saved.get(section.type) ?? 'ai';
  return authors;
}

/** The three sections as the step's input entries, each written one with its author (an empty one has none). */
export function authoredEntries(sections: Sections, authors: SectionAuthors): InputEntry[] {
  const entries = withEntryAuthors(sectionsToEntries(sections), (entry) => authors[entry.type as keyof SectionAuthors]);
  return entries.map(({ author, ...entry }) => (entry.content.trim() ? { ...entry, author } : entry));
}

/**
 * The authors after the AI filled the sections (Autofill all): a text the AI left as it was keeps its author,
 * every other one is the AI's.
 */
export function autofilledAuthors(before: Sections, authors: SectionAuthors, after: Sections): SectionAuthors {
  const next = { ...authors };
  for (const section of SECTIONS) {
    const kept = before[section.type].trim() !== '' && before[section.type].trim() === after[section.type].trim();
    next[section.type] = kept ? authors[section.type] : 'ai';
  }
  return next;
}

const filled = (text: string | undefined) => !!text && text.trim() !== '';

export function filledCount(sections: Sections): number {
  return SECTIONS.filter((s) => filled(sections[s.type])).length;
}

export function allFilled(sections: Sections): boolean {
  return filledCount(sections) === SECTIONS.length;
}

/** On load, saved entries move the active section forward one per found type (part 2 §4.3). */
export function activeFromSaved(sections: Sections): number {
  return 1 + filledCount(sections);
}

/** Earlier sections can always be reopened; a later one than the active only while save is enabled. */
export function canOpen(target: number, active: number, saveEnabled: boolean): boolean {
  return target <= active || saveEnabled;
}

/**
 * The section a chat answer's context_id speaks about ('Basic Idea problem' → 1, 'Basic Idea Support me first
 * users' → 2), if any. Answers about no section (a bare Support me, an extracted file, a question) have none.
 */
export function sectionOfContext(contextId: string): number | null {
  const label = contextId.toLowerCase();
  if (!label.startsWith('basic idea')) return null;
  if (/extract|file/.test(label)) return null;
  if (/problem/.test(label)) return 1;
  if (/user|first|target|people/.test(label)) return 2;
  if (/solution/.test(label)) return 3;
  return null;
}

/** The STEP_PROMPT content: the sections before the current one and what the user typed in it so far. */
export function promptContent(sections: Sections, number: number, typed: string): string {
  const entries = SECTIONS.filter((s) => s.number <= number).map((s) => ({
    type: s.type,
    content: s.number === number ? typed : sections[s.type],
  }));
  return JSON.stringify(entries);
}
