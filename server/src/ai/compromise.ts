// compromise (the English part-of-speech tagger of the offline AI and the knowledge-hub relevance) takes most of a
// second to load, longer than the rest of the server's start. This `nlp` is the library's own, loaded the first
// time it is called: the calls stay synchronous and answer as before.
import { createRequire } from 'node:module';
import type Compromise from 'compromise';

type Nlp = typeof Compromise;

const requireHere = createRequire(import.meta.url);
let library: Nlp | undefined;
// The package's CommonJS build (the same version, bundled into one file): require() loads it synchronously.
const load = (): Nlp => {
  library ??= requireHere('compromise') as Nlp;
  return library;
};

/** compromise's `nlp(text)` and its methods (`nlp.world()`, …), loading the library on first use. */
const nlp = new Proxy((() => undefined) as unknown as Nlp, {
  apply: (_target, thisArg, args) => Reflect.apply(load(), thisArg, args),
  get: (_target, key) => Reflect.get(load(), key),
  has: (_target, key) => Reflect.has(load(), key),
});

export default nlp;
