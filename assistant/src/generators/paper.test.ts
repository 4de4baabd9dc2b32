import { describe, expect, it } from 'vitest';
import { Rng } from '../random.js';
import { productIdeas, summarizeDocument } from './paper.js';
import { paperTerms } from './paper-terms.js';

const WIND = {
  title: 'Vibration-Based Condition Monitoring of Wind Turbine Gearboxes',
  author: 'K. Berg',
  summary:
    'Our method detected critical wear in bearings weeks before failure. We present a vibration-based condition ' +
    'monitoring approach for wind turbine gearboxes. In a field study on 40 turbines, unplanned downtime fell by 25 percent.',
};
const LEARNING = {
  title: 'Digitale Lernbegleitung im ersten Studienjahr',
  author: 'Maria Keller',
  summary:
    'In dieser Studie untersuchen wir eine digitale Lernbegleitung, die Modulpläne in wöchentliche Lernziele ' +
    'übersetzt. Die Abbruchquote sank in der Versuchsgruppe um 18 Prozent.',
};
type Idea = ReturnType<typeof productIdeas>[number];
const ideas = (paper: object, lang: 'en' | 'de') => productIdeas(JSON.stringify(paper), lang, new Rng(11, 0));
/** The idea's own sentences, without the paper's title they quote as it is (“…”, „…“). */
const ownTexts = (idea: Idea) =>
  [idea.ideaTitle, idea.ideaAbstract, idea.problemStatement, idea.targetUsers, idea.solutionMechanism].map((text) =>
    text.replace(/[“„][^”“]*[”“]/g, ''),
  );

describe('paper terms', () => {
  it('are noun phrases of an English paper, never its verb phrases', () => {
    const terms = paperTerms(WIND.title, WIND.summary, 'en', 'de');
    expect(terms.slice(0, 3)).toEqual(
      expect.arrayContaining(['vibration-based condition monitoring', 'wind turbine gearboxes']),
    );
    for (const term of terms) expect(term).not.toMatch(/\b(detected|present|fell|method|approach|our|we)\b/i);
  });

  it('are the nouns of a German paper: with their adjective for German answers, alone for English ones', () => {
    expect(paperTerms(LEARNING.title, LEARNING.summary, 'de', 'de')[0]).toBe('digitale Lernbegleitung');
    const english = paperTerms(LEARNING.title, LEARNING.summary, 'de', 'en');
    expect(english[0]).toBe('Lernbegleitung');
    for (const term of english) expect(term).toMatch(/^\p{Lu}\p{Ll}+$/u);
  });
});

describe('GENERATE_PRODUCT_IDEAS in the answer language', () => {
  it('writes German ideas from an English paper without English verb phrases', () => {
    const result = ideas(WIND, 'de');
    expect(result.length).toBeGreaterThanOrEqual(3);
    for (const idea of result) {
      const text = ownTexts(idea).join(' ');
      expect(text).not.toMatch(/\b(detected|method|present|fell|reduced|approach)\b/i);
      expect(text).toMatch(/\b(für|und|die|der|das|mit|zum|rund)\b/);
      expect(text).toMatch(/condition monitoring|wind turbine gearboxes|critical wear/);
    }
  });

  it('writes English ideas from a German paper without German grammar', () => {
    for (const idea of ideas(LEARNING, 'en')) {
      const text = ownTexts(idea).join(' ');
      expect(text).not.toMatch(/\b(digitale|ersten|wöchentliche|für|und|die|der|das|im)\b/);
      expect(text).toMatch(/Lernbegleitung|Modulpläne|Lernziele|Studienjahr/);
    }
  });

  it('keeps the paper’s own terms in ideas of its own language', () => {
    for (const idea of ideas(WIND, 'en')) {
      expect(ownTexts(idea).join(' ')).toMatch(/condition monitoring|wind turbine gearboxes|critical wear/i);
    }
    for (const idea of ideas(LEARNING, 'de')) {
      expect(ownTexts(idea).join(' ')).toMatch(/Lernbegleitung|Modulpläne|Lernziele|Studienjahr/);
    }
  });
});

describe('SUMMARIZE_DOCUMENT_UPLOAD without usable text', () => {
  it.each([
    ['nothing', ''],
    ['the metadata title of a scan', 'scan'],
    ['a title and an author', 'Quarterly report\n\nJane Doe'],
    ['scanner noise', '@@ ## ~~ %% ·· ¦¦ \n ||| ::: ;;; ,,, ... ??? !!! &&& ***'],
  ])('refuses %s instead of inventing a summary', (_case, text) => {
    expect(() => summarizeDocument(text, 'en')).toThrow(/no readable text/);
  });
});
