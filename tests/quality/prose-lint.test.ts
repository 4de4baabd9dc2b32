// The prose linter finds the failure shapes seen in generated text and passes clean text, English and German.
import { describe, expect, it } from 'vitest';
import { type LintContext, lintTexts } from './prose-lint.js';

const en: LintContext = {
  lang: 'en',
  founderWords: 'Surfboard rental with pick-up at local surf shops in coastal towns, paid per day',
  names: ['Claudia Kuhn', 'Coastalio'],
  personNames: ['Claudia Kuhn'],
};
const de: LintContext = {
  lang: 'de',
  founderWords: 'Lastenrad-Verleih für Familien in der Innenstadt, abzuholen beim Bioladen um die Ecke',
  names: ['Jessica Peters', 'Tobias Haas', 'Lastenrio'],
  personNames: ['Jessica Peters', 'Tobias Haas'],
};

const rulesOf = async (text: string, ctx: LintContext) => (await lintTexts([text], ctx)).map((f) => f.rule);

describe('prose lint', () => {
  it.each([
    ['so that claudia Kuhn Family doctor with practice spend less time.', 'lower-case-name'],
    ['Coastalio for person.', 'bare-singular-noun'],
    ['Coastalio, which lets people takes care of surfboards.', 'verb-after-let'],
    ['It frees them to more time for patients.', 'missing-verb'],
    ['I shop struggle with bookings every week.', 'glued-i-phrase'],
    ['I surfers need boards.', 'glued-i-phrase'],
    ['He is a honest man.', 'retext-indefinite-article'],
    ['Son of a 85-year-old father.', 'retext-indefinite-article'],
    ['It is the the best way.', 'retext-repeated-words'],
    ['Test the price with real …', 'ellipsis'],
    ['This is a mispelled word.', 'spelling'],
    ['Coastalio helps tourists in {setting}.', 'template-variable'],
    ['Surfers meet at the.', 'sentence-cut-off'],
    ['It works. so it stays.', 'lower-case-sentence-start'],
  ])('English: %s → %s', async (text, rule) => {
    expect(await rulesOf(text, en)).toContain(rule);
  });

  it.each([
    ['Wenn ich auf Hilfe von meiner Mutter bin, schiebe ich es auf.', 'clause-without-its-verb'],
    ['Ich treffe meine Freunde am Wochenende auf der.', 'sentence-cut-off'],
    ['Sie sucht schon lange nach einem Weg für.', 'sentence-cut-off'],
    ['Die Familien fahren fahren los.', 'retext-repeated-words'],
    ['Das ist ein Feler im Text.', 'spelling'],
    ['In Tobiass eigenen Worten: Es dauert zu lange.', 'spelling'],
    ['Teste den Preis früh mit echten …', 'ellipsis'],
    ['Wir melden uns bei tobias.', 'lower-case-name'],
  ])('German: %s → %s', async (text, rule) => {
    expect(await rulesOf(text, de)).toContain(rule);
  });

  it('passes clean English and the founder’s own words', async () => {
    const texts = [
      'Tourists rent surfboards at local surf shops in coastal towns and pay per day.',
      'I surf every morning before work, and I rent a board when friends visit.',
      'Coastalio lets people rent a surfboard for a day, e.g. on a weekend trip.',
      'Claudia Kuhn runs a surf shop; she wants fewer no-shows and a simple price per day.',
      'An hour of waiting costs more than the rental itself.',
    ];
    expect(await lintTexts(texts, en)).toEqual([]);
  });

  it('passes clean German, compounds, anglicisms and names’ genitives', async () => {
    const texts = [
      'Familien holen das Lastenrad beim Bioladen um die Ecke ab und zahlen pro Stunde.',
      'Ich kaufe samstags auf dem Biomarkt ein.',
      'Jessica Peters ist auf die Hilfe ihrer Mutter angewiesen.',
      'In Jessicas eigenen Worten: Die Lastenradmiete ist zu teuer.',
      'Teste den Preis mit einem Mock-up und miss die Anmeldungen deiner Community.',
      'Bericht zur Nutzervalidierung: Jessica Peters',
      'Die Innenstadtfamilien wollen nicht abzuspringen, sondern dabeibleiben.',
      'Jede Woche ist auf die Minute durchgeplant, und ehrlich gesagt zermürbt mich das.',
      'Noah studiert BWL und arbeitet als BWL-Student bei einem Mittelständler.',
    ];
    expect(await lintTexts(texts, de)).toEqual([]);
  });
});
