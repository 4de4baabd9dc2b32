// Finds English in a German screen: texts with two or more English function words, or an English UI word that
// German screens say in German. Names the product keeps in every language are allowed, as is the user's own data.
import type { Page } from 'playwright-core';

/** Words that German never uses but English sentences are full of ("was", "will", "an", "in" are German too). */
const FUNCTION_WORDS = new Set([
  'the',
  'and',
  'your',
  'you',
  'is',
  'are',
  'to',
  'of',
  'with',
  'for',
  'this',
  'that',
  'not',
  'be',
  'it',
  'on',
  'at',
  'by',
  'from',
  'yet',
  'can',
  'have',
  'has',
  'our',
  'how',
  'what',
  'please',
  'here',
  'there',
  'any',
  'no',
]);

/**
 * English UI words with a usual German counterpart: one of them alone marks a text as English (labels of the CLI and
 * the documents too: "Saved", "Wrote", "Objection", the "Empathy" of "Empathy Map").
 */
const UI_WORDS = new Set([
  'Accepted',
  'Author',
  'Back',
  'Cancel',
  'Close',
  'Coming',
  'Continue',
  'Create',
  'Delete',
  'Done',
  'Edit',
  'Editor',
  'Empathy',
  'Error',
  'features',
  'Feedbacks',
  'Feels',
  'Files',
  'Frustrations',
  'generated',
  'group',
  'Hears',
  'Invite',
  'Key',
  'Loading',
  'Member',
  'Members',
  'Memory',
  'Next',
  'Objection',
  'Objections',
  'Offers',
  'Owner',
  'Password',
  'Profile',
  'proposition',
  'Published',
  'Reasons',
  'Rejected',
  'Remove',
  'Reset',
  'Result',
  'Results',
  'Round',
  'Save',
  'Saved',
  'Sees',
  'Settings',
  'Share',
  'Show',
  'Sign',
  'Skip',
  'Started',
  'Step',
  'Steps',
  'Stream',
  'Streams',
  'Success',
  'Summary',
  'Tagline',
  'Target',
  'Testimonial',
  'Testimonials',
  'TestimonialSources',
  'Value',
  'VERDICT',
  'Verdict',
  'Welcome',
  'Wrote',
]);

/** Names of the product that stay as they are in German (the spec's product names and the assistant's name). */
export const PRODUCT_NAMES = [
  'Key Results',
  'Elevator Pitch',
  'User Tinder',
  'Business Model DNA',
  'Business Model Canvas',
  'Problem Shadowing',
  'Feedback Board',
  'Knowledge Hub',
  'Ship',
  'Idea Studio',
  'Johnny',
  // The canvas's licence, named as Creative Commons names it in every language.
  'CC BY-SA',
];

/**
 * The English names of parts of the product that German screens and documents name in German (Feedback-Karte,
 * Expertenchat, Empathiekarte): `englishTermIn` finds them. Kept apart from `englishIn` while a German text of the
 * offline assistant still says "Feedback Card" (assistant/src/banks/reports.json).
 */
export const ENGLISH_PRODUCT_TERMS = ['Feedback Card', 'Expert Chat', 'Empathy Map'];

/** Why a German text names a part of the product in English, or undefined when it does not. */
export function englishTermIn(text: string, allowed: readonly string[] = []): string | undefined {
  let rest = text;
  for (const name of [...allowed].sort((a, b) => b.length - a.length))
    if (name.trim()) rest = rest.split(name).join(' ');
  const term = ENGLISH_PRODUCT_TERMS.find((t) => new RegExp(`\\b${t}\\b`).test(rest));
  return term ? `English name "${term}"` : undefined;
}

/** The words of a text (letters of any alphabet, apostrophes inside words kept). */
function wordsOf(text: string): string[] {
  return text.match(/[\p{L}]+(?:['’][\p{L}]+)*/gu) ?? [];
}

/** Why a text reads English, or undefined when it does not. */
export function englishIn(text: string, allowed: readonly string[] = []): string | undefined {
  let rest = text;
  // Longest first, so 'Key Results' goes before a shorter name inside it.
  for (const name of [...PRODUCT_NAMES, ...allowed].sort((a, b) => b.length - a.length)) {
    if (name.trim()) rest = rest.split(name).join(' ');
  }
  // An English UI word stays English inside a compound ("Memory-Daten"), but a hyphenated compound holds no
  // English function word: "IT-Administrator", "NO-GO" are German words, not "it" and "no".
  const uiWord = wordsOf(rest).find((word) => UI_WORDS.has(word));
  if (uiWord) return `English UI word "${uiWord}"`;
  const words = wordsOf(rest.replace(/\p{L}+(?:-\p{L}+)+/gu, ' '));
  const functionWords = words.filter((word) => FUNCTION_WORDS.has(word.toLowerCase()));
  if (new Set(functionWords.map((w) => w.toLowerCase())).size >= 2) {
    return `English words ${[...new Set(functionWords)].map((w) => `"${w}"`).join(', ')}`;
  }
  return undefined;
}

/**
 * Every text a person meets on the page now: the rendered text of visible elements, line by line, and the
 * accessible names, placeholders, titles and alternative texts of visible elements (what a screen reader says).
 */
export async function visibleTexts(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const visible = (element: Element) => {
      const html = element as HTMLElement;
      if (html.closest('[inert], [aria-hidden="true"]')) return false;
      const style = getComputedStyle(html);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      return html.getClientRects().length > 0;
    };
    // innerText, not textContent: only what is rendered, with line breaks between blocks and cells.
    // biome-ignore lint/performance/useDomNodeTextContent: see above
    const found = document.body.innerText.split(/[\n\t]/);
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (!visible(element)) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt', 'aria-valuetext']) {
        const value = element.getAttribute(attribute);
        if (value) found.push(value);
      }
    }
    return found;
  });
  return [...new Set(texts.map((text) => text.trim()).filter(Boolean))];
}

/** The English texts on the page now, each with its reason. */
export async function englishOnPage(page: Page, allowed: readonly string[] = []): Promise<string[]> {
  const texts = await visibleTexts(page);
  return texts.flatMap((text) => {
    const why = englishIn(text, allowed) ?? englishTermIn(text, allowed);
    return why ? [`${text}  ← ${why}`] : [];
  });
}
