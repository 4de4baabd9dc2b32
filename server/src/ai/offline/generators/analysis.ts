// WEB_ANALYSIS_COMPETITION / WEB_ANALYSIS_MARKET without web search: reasoned findings from the idea's own words
// (competitor archetypes; market drivers that match the idea, sizing, a key risk), marked origin 'ai', plus a
// knowledge-hub passage marked origin 'document' with its file name when one fits.

import type { MarketFinding } from '@idea-studio/sdk';
import type { WebResult } from '../../types.js';
import { type AnalysisFinding, analysisBank } from '../banks.js';
import { type Facts, templateVars } from '../facts.js';
import type { Rng } from '../random.js';
import { clipWords, endSentence, mentions, quote, render, sentences, stripTerminal } from '../text.js';
import { brandNames } from './basic-idea.js';

/** A finding of the web analysis (the contract's MarketFinding). */
export type Finding = MarketFinding;

/** Findings from web search results (only present with web search configured): the page's own words, cited by URL. */
function webFindings(results: WebResult[]): Finding[] {
  return results
    .filter((r) => r.title.trim() && r.content.trim() && r.url.trim())
    .slice(0, 3)
    .map((r) => ({
      title: clipWords(stripTerminal(r.title), 10).replace(/ …$/, ''),
      text: endSentence(clipWords(sentences(r.content).slice(0, 2).join(' ') || r.content, 60)),
      origin: 'web' as const,
      source: r.url,
    }));
}

export function analysis(
  kind: 'competition' | 'market',
  facts: Facts,
  rng: Rng,
  webResults: WebResult[] = [],
): Finding[] {
  const bank = analysisBank[facts.lang];
  const name = facts.card?.name || brandNames(facts, rng.fork('name'), 1)[0]!;
  const vars = templateVars(facts, { name });
  const make = (f: AnalysisFinding): Finding => ({
    title: render(f.title, vars),
    text: endSentence(render(f.text, vars)),
    origin: 'ai',
    source: null,
  });

  let findings: Finding[];
  if (kind === 'competition') {
    const [statusQuo, ...others] = bank.competitors;
    findings = [make(statusQuo!), ...rng.sample(others, rng.int(3, 4)).map(make)];
  } else {
    const relevant = bank.drivers
      .map((d, index) => ({
        d,
        index,
        score: (d.keywords ?? []).filter((k) => mentions(facts.contentWords, k)).length,
      }))
      .filter((x) => x.score > 0)
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .map((x) => x.d);
    const drivers = [...relevant, ...rng.shuffle(bank.generalDrivers)].slice(0, 2);
    findings = [...drivers.map(make), make(bank.sizing[0]!), make(rng.pick(bank.risks))];
  }

  // Web results lead when there are any; the reasoned findings fill up to six.
  const web = webFindings(webResults);
  if (web.length) findings = [...web, ...findings.slice(0, 6 - web.length - (facts.citation ? 1 : 0))];

  if (facts.citation) {
    const template = bank.documentFinding[0]!;
    findings.push({
      title: render(template.title, { ...vars, file: facts.citation.fileName }),
      text: render(template.text, { ...vars, quote: quote(endSentence(facts.citation.sentence), facts.lang) }),
      origin: 'document',
      source: facts.citation.fileName,
    });
  }
  return findings.slice(0, 6);
}
