// compromise (the English part-of-speech tagger of the offline AI and the knowledge-hub relevance) takes most of a
// second to load, longer than the rest of the server's start. This `nlp` is the library's own, loaded the first
// time it is called: the calls stay synchronous and answer as before.
//
// Tagging is the costly part of a call, and one round's answers read the same few texts again and again (a whole
// track asks about 1,700 times for about 100 texts). So a text's tagged document is kept, and each call gets its own
// copy (`clone()`), which the caller may change as a fresh document. A lexicon passed with a text changes compromise's
// world for every later call: the first time a lexicon is seen, the kept documents are dropped.
import { createRequire } from 'node:module';
import type Compromise from 'compromise';
import { LRUCache } from 'lru-cache';

type Nlp = typeof Compromise;
type View = ReturnType<Nlp>;

const requireHere = createRequire(import.meta.url);
let library: Nlp | undefined;
// The package's CommonJS build (the same version, bundled into one file): require() loads it synchronously.
const load = (): Nlp => {
  library ??= requireHere('compromise') as Nlp;
  return library;
};

/** Tagged documents kept per thread: at most this many, and this many characters of text in all. */
export const KEPT_DOCUMENTS = { maxEntries: 500, maxChars: 400_000 };

const kept = new LRUCache<string, View>({
  max: KEPT_DOCUMENTS.maxEntries,
  maxSize: KEPT_DOCUMENTS.maxChars,
  sizeCalculation: (_doc, text) => Math.max(1, text.length),
});
// Inflecting a noun is asked for the same few words all through a round (personas, topics, facts): kept too.
const inflected = new LRUCache<string, string>({ max: 5000 });

const seenLexicons = new WeakSet<object>();

/** Forgets every kept answer: a changed world may tag and inflect differently. */
function forgetKept(): void {
  kept.clear();
  inflected.clear();
}
const WORLD_CHANGES = new Set<string | symbol>(['addWords', 'addTags', 'plugin', 'extend']);

/** `nlp(text, lexicon)`, tagging each text once per world. */
function taggedCopy(input: unknown, lexicon: unknown): View {
  const lib = load();
  // A new lexicon changes the world whatever the input is.
  if (lexicon && typeof lexicon === 'object' && !seenLexicons.has(lexicon)) {
    seenLexicons.add(lexicon);
    lib.addWords(lexicon as Record<string, string>);
    forgetKept();
  }
  if (typeof input !== 'string' || !input) return (lib as (...args: unknown[]) => View)(input);
  let doc = kept.get(input);
  if (!doc) {
    doc = lib(input);
    kept.set(input, doc);
  }
  return doc.clone() as View;
}

/**
 * compromise's plural or singular of a noun phrase, read as "the …" so that a lone word is taken for a noun
 * ("bike" → "bikes", "children" → "child"); empty when compromise finds no noun in it.
 */
export function inflectNoun(phrase: string, to: 'plural' | 'singular'): string {
  const key = `${to}\u0000${phrase}`;
  let out = inflected.get(key);
  if (out === undefined) {
    const nouns = taggedCopy(`the ${phrase}`, undefined).nouns();
    out = (to === 'plural' ? nouns.toPlural() : nouns.toSingular()).text().replace(/^the\s+/i, '');
    inflected.set(key, out);
  }
  return out;
}

/** compromise's `nlp(text)` and its methods (`nlp.world()`, …), loading the library on first use. */
const nlp = new Proxy((() => undefined) as unknown as Nlp, {
  apply: (_target, _thisArg, args: unknown[]) => taggedCopy(args[0], args[1]),
  get: (_target, key) => {
    const value = Reflect.get(load(), key);
    // Whatever changes the world ends the kept documents, as a new lexicon does.
    if (typeof value !== 'function' || !WORLD_CHANGES.has(key)) return value;
    return (...args: unknown[]) => {
      forgetKept();
      return Reflect.apply(value, load(), args);
    };
  },
  has: (_target, key) => Reflect.has(load(), key),
});

export default nlp;

/** Whether this thread keeps the tagged document of `text` now (for tests). */
export const isDocumentKept = (text: string): boolean => kept.has(text);
