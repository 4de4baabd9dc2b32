// WEB_ANALYSIS_COMPETITION / WEB_ANALYSIS_MARKET without web search: reasoned findings from the idea's facts,
// marked origin 'ai' — the alternatives the people who suffer have today, by the offer's form (a rental competes with
// buying and borrowing, a marketplace with classifieds and word of mouth, a subscription with one-off purchases …)
// and by whether they are businesses or private people; the market drivers the idea's words name (whole words) and
// those of its form, a bottom-up sizing with the setting and price named, and the form's main risk — plus a
// knowledge-hub passage marked origin 'document' with its file name when one fits.

import type { MarketFinding } from '@idea-studio/sdk';
import { analysisBank } from '../banks.js';
import type { Facts } from '../facts.js';
import type { Rng } from '../random.js';
import { endSentence, quote, render, sentences, stripTerminal } from '../text.js';
import type { WebResult } from '../types.js';
import { brandNames } from './basic-idea.js';
import { closingBank, closingOf, fill, firstSentences, fits, hasTerm, type Variant } from './closing-facts.js';

/** A finding of the web analysis (the contract's MarketFinding). */
export type Finding = MarketFinding;

/** Findings from web search results (only present with web search configured): the page's own words, cited by URL. */
function webFindings(results: WebResult[]): Finding[] {
  return results
    .filter((r) => r.title.trim() && r.content.trim() && r.url.trim())
    .slice(0, 3)
    .map((r) => ({
      title: stripTerminal(r.title),
      text: endSentence(firstSentences(sentences(r.content).slice(0, 2).join(' ') || r.content, 60)),
      origin: 'web' as const,
      source: r.url,
    }));
}

type Finding2 = Variant & { title: string; text: string };

interface MarketTexts {
  drivers: Record<string, Finding2[]>;
  b2bDrivers: Finding2[];
  sizing: Finding2[];
  risks: Finding2[];
}

export function analysis(
  kind: 'competition' | 'market',
  facts: Facts,
  rng: Rng,
  webResults: WebResult[] = [],
): Finding[] {
  const bank = analysisBank[facts.lang];
  const name = facts.card?.name || facts.ownName || brandNames(facts, rng.fork('name'), 1)[0]!;
  const closing = closingOf(facts, { name });
  const vars = closing.vars;
  const make = (f: { title: string; text: string }): Finding => ({
    title: fill(f.title, vars),
    text: endSentence(fill(f.text, vars)),
    origin: 'ai',
    source: null,
  });

  let findings: Finding[];
  if (kind === 'competition') {
    const byForm = closingBank<Record<string, Record<'b2b' | 'b2c', Finding2[]>>>(facts.lang, 'alternatives');
    const alternatives = (byForm[closing.form] ?? byForm.service!)[closing.business ? 'b2b' : 'b2c'];
    // The status quo first; the others in an order of this answer's own (a retry gives another answer).
    const [first, ...rest] = alternatives.filter((a) => fits(a, closing));
    findings = [...(first ? [first] : []), ...rng.shuffle(rest)].map(make);
  } else {
    const market = closingBank<MarketTexts>(facts.lang, 'market');
    const text = [closing.idea.source, facts.sections.problem, facts.sections.users, facts.sections.solution].join(' ');
    const relevant = bank.drivers
      .map((d, index) => ({ d, index, score: (d.keywords ?? []).filter((k) => hasTerm(text, [k])).length }))
      .filter((x) => x.score > 0)
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .map((x) => x.d);
    const own = [...(closing.business ? market.b2bDrivers : []), ...(market.drivers[closing.form] ?? [])];
    const drivers = [...relevant.slice(0, 1), ...own].slice(0, 2);
    const sizing = market.sizing.find((f) => fits(f, closing))!;
    const risks = market.risks.filter((f) => fits(f, closing));
    findings = [...drivers.map(make), make(sizing), make(risks[0]!)];
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
