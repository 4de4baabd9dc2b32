// nspell ships without types: the part the prose linter uses.
declare module 'nspell' {
  interface Dictionary {
    aff: Uint8Array | string;
    dic?: Uint8Array | string;
  }
  interface NSpell {
    correct(word: string): boolean;
    suggest(word: string): string[];
  }
  export default function nspell(dictionary: Dictionary): NSpell;
}
