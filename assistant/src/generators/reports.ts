// The four reports of the Validate stream (part 1 §2 Key Results, §4 report generation): Market Potential and
// Competitor from the idea's analysis (with the pages of a web search when one ran) and the market or competition
// mentor's pins; User Validation from the main persona, the shadowed day and the interview, objections included;
// Mentor Feedback from every mentor's pins, the prioritised ones first. Every point keeps where it comes from: a pin
// its own origin and evidence, the analysis its finding's, the rest is the AI's assessment.
import {
  checkedEvidenceOrigin,
  type FeedbackPin,
  feedbackCardOf,
  pinsByAgent,
  type Report,
  type ReportPoint,
} from '@idea-studio/sdk';
import { type ReportKind, reportBank } from '../banks.js';
import { type Facts, parseJson } from '../facts.js';
import type { Rng } from '../random.js';
import { capitalize, endSentence, render, stripTerminal } from '../text.js';
import type { PromptRequest } from '../types.js';
import { analysis } from './analysis.js';
import { closingOf, fill, fits, joinList, type Variant } from './closing-facts.js';
import { inputPersona, isRecord, listOf } from './persona-notes.js';
import { roundFacts } from './round-facts.js';

/** Each report's prompt id and the mentor whose pins it draws on (every mentor's for the mentor feedback). */
export const REPORT_PROMPTS: Readonly<Record<string, { kind: ReportKind; agentId?: string }>> = {
  MARKET_POTENTIAL_REPORT: { kind: 'market', agentId: 'mentor_market' },
  COMPETITOR_REPORT: { kind: 'competitor', agentId: 'mentor_competition' },
  USER_VALIDATION_REPORT: { kind: 'users', agentId: 'vali_synthuser' },
  MENTOR_FEEDBACK_REPORT: { kind: 'mentors' },
};

const ai = (text: string): ReportPoint => ({ text: endSentence(capitalize(text.trim())), origin: 'ai', source: null });

/**
 * A pin as a point: its topic as a lead of its own and its words as the card keeps them (the report quotes the pin,
 * it does not rewrite it), and its origin as the card keeps it (a cited origin needs its evidence); a pin claims
 * to be the founder's (origin user) only when the founder wrote it (issue 26: a mentor's pin drawn from an autofilled
 * answer is the AI's inference, never "entered by you").
 */
function pinPoint(pin: FeedbackPin): ReportPoint {
  const claimed = pin.origin ?? (pin.source === 'MANUALLY-ADDED' ? 'user' : 'ai');
  const origin = checkedEvidenceOrigin({ origin: claimed, author: pin.author });
  const cited = origin === 'document' || origin === 'web';
  const source = cited ? (pin.evidence ?? null) : null;
  const content = pin.content.trim();
  const text = content
    ? `${endSentence(pin.topic.trim())} ${endSentence(capitalize(content))}`
    : endSentence(pin.topic);
  return { text, origin: cited && !source ? 'ai' : origin, source };
}

/** Quoted titles in a list: “A”, “B” and “C” (German „A“, „B“ und „C“). */
function quotedList(items: readonly string[], lang: 'en' | 'de'): string {
  return joinList(
    items.map((t) => (lang === 'en' ? `“${stripTerminal(t)}”` : `„${stripTerminal(t)}“`)),
    lang,
  );
}

/** A chat objection already says whether it was heard or is still untested; a bare one is labelled as heard. */
const LABELLED = /^(?:Heard in round|Still untested|Gehört in Runde|Noch ungeprüft)\b/i;

/** The pins the input sends, else the round's saved card; prioritised ones first. */
function pinsOf(request: PromptRequest, agentId: string | undefined): FeedbackPin[] {
  const input = parseJson(request.input);
  const sent =
    isRecord(input) && Array.isArray(input.pins) ? feedbackCardOf({ pins: input.pins, changedEvents: [] }) : undefined;
  const saved = request.context.stepResults.find((r) => isRecord(r.result) && Array.isArray(r.result.pins));
  const pins = (sent ?? feedbackCardOf(saved?.result)).pins.filter(
    (p) => isRecord(p) && typeof p.topic === 'string' && (!agentId || p.agentId === agentId),
  );
  return [...pins.filter((p) => p.prio), ...pins.filter((p) => !p.prio)];
}

const section = (heading: string, points: ReportPoint[]) => ({ heading, points });

type Fitted = Variant & { text: string };

/** A report of a round; `known` are the round's facts when the caller has read them already. */
export function offlineReport(promptId: string, request: PromptRequest, rng: Rng, known?: Facts): Report {
  const { kind, agentId } = REPORT_PROMPTS[promptId]!;
  const facts = known ?? roundFacts(request, rng.fork('facts'));
  const lang = facts.lang;
  const bank = reportBank[lang];
  const results = request.context.stepResults.map((r) => r.result);
  const persona = inputPersona({}, results);
  const name = facts.card?.name || facts.ownName || facts.subject;
  const pins = pinsOf(request, agentId);
  const mentor = (agentId && (pins[0]?.agentName || request.context.agent?.name)) || '';
  // The people who suffer, the revenue and the partners named come from the idea's facts.
  const closing = closingOf(facts, { name: facts.card?.name || facts.ownName || '', mentor });
  const personaName = persona?.name ?? closing.vars.group!;
  const first = persona?.name ? (persona.name.split(/\s+/)[0] ?? persona.name) : personaName;
  const results2 = results.filter(isRecord);
  const shadowing = results2.find((r) => Array.isArray(r.situations));
  const chat = results2.find((r) => Array.isArray(r.transcript));
  // The interview's doubts heard, else the persona's own objection: what the users' next steps test first.
  const chatObjections = listOf(chat?.objections);
  const heard = chatObjections.filter((o) => /^(?:Heard in round|Gehört in Runde)/i.test(o));
  const ownObjection = stripTerminal(
    String(
      (persona as Record<string, unknown> | undefined)?.objection ??
        listOf((persona as Record<string, unknown> | undefined)?.objections)[0] ??
        '',
    )
      .trim()
      .replace(/^(?:What stops me|Was mich abhält):\s*/i, ''),
  );
  const prioPins = pins.filter((p) => p.prio);
  const vars: Record<string, string> = {
    ...closing.vars,
    name,
    persona: personaName,
    first,
    objection: ownObjection,
    prio: prioPins.length ? String(prioPins.length) : '',
    topics: quotedList(
      (prioPins.length ? prioPins : pins).slice(0, 2).map((p) => p.topic),
      lang,
    ),
  };
  const fitted = { ...closing, vars };
  const findings =
    kind === 'market' || kind === 'competitor'
      ? analysis(kind === 'market' ? 'market' : 'competition', facts, rng.fork('analysis'), request.context.webResults)
      : [];
  vars.title = findings[0]?.title ?? '';
  const pick = (slot: Fitted[]) => slot.find((v) => fits(v, fitted));
  const steps = (bank.nextSteps[kind] as Fitted[][])
    .map(pick)
    .filter((v): v is Fitted => v !== undefined)
    .map((v) => ai(fill(v.text, vars)));
  const next = section(render(bank.headings.next, vars), steps);
  const mentorSection = () =>
    section(render(bank.headings.mentor, vars), pins.length > 0 ? pins.map(pinPoint) : [ai(render(bank.noPins, vars))]);

  let sections: Report['sections'];
  if (kind === 'market' || kind === 'competitor') {
    const points = findings.map(
      (f): ReportPoint => ({ text: endSentence(`${f.title}: ${f.text}`), origin: f.origin, source: f.source ?? null }),
    );
    sections = [section(bank.headings.analysis[kind], points), mentorSection(), next];
  } else if (kind === 'users') {
    const problem = [
      ...(typeof shadowing?.core_problem === 'string' ? [shadowing.core_problem] : []),
      ...listOf(persona?.pain_points),
    ].map(ai);
    // A goal the shadowing already named as a need is said once.
    const found = listOf(shadowing?.needs_and_barriers);
    const said = found.join(' ').toLowerCase();
    const goals = listOf(persona?.goals).filter((g) => !said.includes(g.replace(/[.!?]+$/, '').toLowerCase()));
    const needs = [...found, ...goals].map(ai);
    const reaction = [
      ...(typeof chat?.summary === 'string' ? [ai(chat.summary)] : []),
      ...listOf(chat?.learned).map((text) => ai(render(bank.learned, { text }))),
      ...chatObjections.map((text) => ai(LABELLED.test(text) ? text : render(bank.objection, { text }))),
      ...pins.map(pinPoint),
    ];
    sections = [
      ...(problem.length ? [section(render(bank.headings.problem, vars), problem)] : []),
      ...(needs.length ? [section(render(bank.headings.needs, vars), needs)] : []),
      ...(reaction.length ? [section(render(bank.headings.reaction, vars), reaction)] : []),
      next,
    ];
  } else {
    const priorities = pins.filter((p) => p.prio).map(pinPoint);
    const byMentor = [...pinsByAgent(pins)].map(([id, list]) =>
      section(render(bank.headings.mentor, { mentor: list[0]?.agentName || id }), list.map(pinPoint)),
    );
    sections = [...(priorities.length ? [section(bank.headings.priorities, priorities)] : []), ...byMentor, next];
  }
  const count = String(sections.reduce((n, s) => n + s.points.length, 0) - next.points.length);
  const summaryVars = {
    ...vars,
    count: kind === 'mentors' ? String(pins.length) : count,
    prio: String(prioPins.length),
  };
  const tail = pick(bank.summaryTails[kind] as Fitted[]);
  const summary = render(bank.summaries[kind], summaryVars).replace(/^\p{Ll}/u, (c) => c.toUpperCase());
  const parts = [summary, ...summaryDetails(), ...(tail ? [fill(tail.text, vars)] : [])];
  return { title: render(bank.titles[kind], vars), summary: parts.join(' '), sections };

  /** What the summary says of this round's own material: the findings, the interview, the pins. */
  function summaryDetails(): string[] {
    const d = bank.details;
    const say = (template: string, extra: Record<string, string> = {}) => fill(template, { ...vars, ...extra });
    if (kind === 'market') {
      const titles = findings.slice(0, 3).map((f) => f.title);
      const own = pins.filter((p) => p.agentId === agentId);
      return [
        ...(titles.length ? [say(d.analysis, { topics: quotedList(titles, lang) })] : []),
        own.length
          ? say(d.mentorPins, { count: String(own.length), title: stripTerminal(own[0]!.topic) })
          : mentor
            ? say(d.mentorNone)
            : '',
      ].filter(Boolean);
    }
    if (kind === 'users') {
      const turns = Array.isArray(chat?.transcript) ? chat.transcript.length : 0;
      if (!turns) return [say(d.noChat)];
      if (heard.length) {
        const quoted = heard[0]!.replace(/^[^:]*:\s*/, '').replace(/^[“„"]|[”“"]$/g, '');
        return [say(d.doubts, { count: String(heard.length), quote: stripTerminal(quoted) })];
      }
      return ownObjection ? [say(d.untested)] : [];
    }
    if (kind === 'mentors') {
      const top = prioPins[0] ?? pins[0];
      if (!top) return [];
      const extra = { title: stripTerminal(top.topic), mentor: top.agentName || '' };
      return [say(prioPins.length ? d.priority : d.noPriority, extra)];
    }
    return [];
  }
}
