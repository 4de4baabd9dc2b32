// GENERATE_BMC offline (part 1 §4 "Business Model DNA"): the nine blocks of the Business Model Canvas from the
// idea's facts and the round's own material. What the founder named stands in its block: the people who suffer in
// Customer segments, the named partners in Key partners, the named channels in Channels, the revenue mechanism with
// a price test in Revenue streams. The mentors' pins are sorted into blocks by what they say (a term classifier per
// block, English and German); the main persona and the shadowing's first need join their blocks. Phrasings of the
// bank, written for the offer's form (a rental, a subscription, a marketplace …), fill only blocks the founder named
// nothing for. Entries are shortened at sentence boundaries, never cut mid-sentence.
import {
  type BusinessModelCanvas,
  CANVAS_BLOCKS,
  type CanvasBlockKey,
  checkedEvidenceOrigin,
  type FeedbackPin,
  feedbackCardOf,
  personaOccupation,
  type ReportPoint,
} from '@idea-studio/sdk';
import { type Facts, parseJson } from '../facts.js';
import type { Rng } from '../random.js';
import { endSentence, stripTerminal } from '../text.js';
import type { PromptRequest } from '../types.js';
import {
  type Closing,
  closingBank,
  closingOf,
  fill,
  firstSentences,
  fits,
  hasTerm,
  splitTerms,
  termPattern,
  type Variant,
} from './closing-facts.js';
import { inputPersona, isRecord, listOf } from './persona-notes.js';
import { roundFacts } from './round-facts.js';

/** The blocks a mentor's focus leans to, used only to settle a tie between blocks a pin's words name equally. */
const FOCUS_BLOCKS: Readonly<Record<string, CanvasBlockKey[]>> = {
  mentor_market: ['customerSegments', 'revenueStreams'],
  mentor_competition: ['valuePropositions'],
  mentor_users: ['customerRelationships', 'customerSegments'],
  mentor_business: ['revenueStreams', 'costStructure', 'keyPartners'],
  mentor_tech: ['keyActivities', 'keyResources'],
  mentor_launch: ['channels', 'customerRelationships'],
  vali_synthuser: ['valuePropositions', 'customerRelationships'],
};
const MAX_ENTRIES = 6;
/** Pins in one block at most. */
const PINS_PER_BLOCK = 3;
const MIN_ENTRIES = 2;
/** Words of a pin's content that an entry keeps (whole sentences, the first always). */
const PIN_WORDS = 26;

type Template = Variant & { text: string; role?: string };

interface CanvasTexts {
  terms: Record<CanvasBlockKey, string>;
  pickup: string;
  delivery: string;
  segment: Template[];
  persona: string;
  partner: Template[];
  partnerDeal: Template[];
  channel: Template[];
  revenue: Template[];
  priceTest: Template[];
  /** What the revenue block says while the founder has named no price. */
  priceOpen: string;
  partnerShare: Template[];
  offerLine: Template[];
  /** The other side of a marketplace. */
  otherSide: Template[];
  handover: Template[];
  fallbacks: Record<string, Record<CanvasBlockKey, string[]>>;
  b2bFallbacks: Partial<Record<CanvasBlockKey, string[]>>;
}

const entry = (text: string, origin: ReportPoint['origin'] = 'ai', source: string | null = null): ReportPoint => ({
  text: endSentence(firstSentences(text, PIN_WORDS)),
  origin,
  source,
});

/** The first phrasing that fits the facts, filled in. */
function firstFit(templates: readonly Template[], closing: Closing, vars = closing.vars): string | undefined {
  const chosen = templates.find((t) => fits(t, { ...closing, vars }));
  return chosen ? fill(chosen.text, vars) : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Pins, sorted by what they say.

/** A founder's answer quoted in a pin (“…” or „…“), which is the statement the canvas keeps. */
function quotedAnswer(content: string): string | undefined {
  // "Your revenue model as you describe it: “…”": the quote follows a label's colon.
  return content.match(/^[^“„"]{0,80}:\s*[“„"]([^”“"]{3,})[”“"]/u)?.[1]?.trim();
}

/** A pin's words for the canvas: its topic and its quoted answer, else its first sentences without a label. */
function pinText(pin: FeedbackPin): string {
  const topic = stripTerminal(pin.topic.trim());
  const quoted = quotedAnswer(pin.content);
  let body = quoted ?? firstSentences(pin.content.trim(), PIN_WORDS);
  // "Pain point of Sarah: …" after the topic "What bothers Sarah" keeps only what follows the label (a label names
  // someone the topic names too); "Build a small table: …" is a sentence and stays whole.
  const label = body.match(/^([^:.!?]{2,60})\s(?:of|von)\s([^:.!?]{2,40}):\s+(?=\S)/u);
  if (!quoted && label && topic.includes(label[2]!.trim())) body = body.slice(label[0].length);
  return `${topic}: ${body}`;
}

function pinEntry(pin: FeedbackPin): ReportPoint {
  const claimed = pin.origin ?? (pin.source === 'MANUALLY-ADDED' ? 'user' : 'ai');
  const origin = checkedEvidenceOrigin({ origin: claimed, author: pin.author });
  const cited = origin === 'document' || origin === 'web';
  return entry(pinText(pin), cited && !pin.evidence ? 'ai' : origin, cited ? (pin.evidence ?? null) : null);
}

/** The per-block term matchers: the bank's terms plus the partners and channels the founder named. */
function blockPatterns(texts: CanvasTexts, closing: Closing): Array<[CanvasBlockKey, RegExp]> {
  const extra: Partial<Record<CanvasBlockKey, string[]>> = {
    keyPartners: closing.idea.partners,
    channels: closing.idea.channels,
  };
  return CANVAS_BLOCKS.flatMap((key) => {
    const pattern = termPattern([...splitTerms(texts.terms[key]), ...(extra[key] ?? [])]);
    return pattern ? [[key, pattern] as [CanvasBlockKey, RegExp]] : [];
  });
}

/**
 * The block a pin belongs in, by what it says: every term of every block found in its topic (counting twice) and
 * content, the longest term claiming its words first ("switching costs" before "costs"). A tie goes to the blocks
 * of the mentor's focus. A pin that names nothing of any block stays off the canvas.
 */
export function classifyPin(
  pin: Pick<FeedbackPin, 'topic' | 'content' | 'agentId'>,
  patterns: ReadonlyArray<[CanvasBlockKey, RegExp]>,
): { block: CanvasBlockKey; score: number } | undefined {
  const scores = new Map<CanvasBlockKey, number>();
  for (const [text, weight] of [
    [pin.topic, 2],
    [pin.content, 1],
  ] as const) {
    const hits: Array<{ key: CanvasBlockKey; start: number; end: number }> = [];
    for (const [key, pattern] of patterns) {
      for (const m of text.matchAll(new RegExp(pattern.source, 'giu'))) {
        hits.push({ key, start: m.index, end: m.index + m[0].length });
      }
    }
    hits.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
    const claimed: Array<[number, number]> = [];
    for (const hit of hits) {
      if (claimed.some(([s, e]) => hit.start < e && s < hit.end)) continue;
      claimed.push([hit.start, hit.end]);
      scores.set(hit.key, (scores.get(hit.key) ?? 0) + weight);
    }
  }
  if (scores.size === 0) return undefined;
  const focus = (Object.hasOwn(FOCUS_BLOCKS, pin.agentId) ? FOCUS_BLOCKS[pin.agentId] : undefined) ?? [];
  let best: { block: CanvasBlockKey; score: number } | undefined;
  for (const [block, score] of scores) {
    const ranked = score + (focus.includes(block) ? 0.5 - focus.indexOf(block) * 0.1 : 0);
    if (!best || ranked > best.score) best = { block, score: ranked };
  }
  return best;
}

// ---------------------------------------------------------------------------------------------------------------

/** The role a named partner plays in a named channel: the place of pick-up, the one who delivers, or the channel. */
function partnerRole(partner: string, channels: readonly string[], texts: CanvasTexts): string | undefined {
  const channel = channels.find((c) => c.toLowerCase().includes(partner.toLowerCase()));
  if (!channel) return undefined;
  if (hasTerm(channel, texts.pickup)) return 'pickup';
  if (hasTerm(channel, texts.delivery)) return 'delivery';
  return 'channel';
}

const mentionsText = (text: string, part: string) => !!part && text.toLowerCase().includes(part.toLowerCase());

/** The canvas of a round; `known` are the round's facts when the caller has read them already. */
export function offlineCanvas(request: PromptRequest, rng: Rng, known?: Facts): BusinessModelCanvas {
  const facts = known ?? roundFacts(request, rng.fork('facts'));
  const lang = facts.lang;
  const texts = closingBank<CanvasTexts>(lang, 'canvas');
  const results = request.context.stepResults.map((r) => r.result);
  const input = parseJson(request.input);
  const sent = isRecord(input) && Array.isArray(input.pins) ? input.pins : undefined;
  const saved = results.find((r) => isRecord(r) && Array.isArray(r.pins));
  const pins = feedbackCardOf(sent ? { pins: sent, changedEvents: [] } : saved).pins;
  const card = facts.card;
  const name = card?.name || facts.ownName || facts.subject;
  const closing = closingOf(facts, { name, value: card?.value_proposition ?? '' });
  const { vars, idea } = closing;

  const blocks = Object.fromEntries(CANVAS_BLOCKS.map((key) => [key, [] as ReportPoint[]])) as Record<
    CanvasBlockKey,
    ReportPoint[]
  >;
  /** Blocks that hold what the founder named: no bank phrasing is added to them. */
  const named = new Set<CanvasBlockKey>();
  const add = (key: CanvasBlockKey, point: ReportPoint | undefined) => {
    if (!point?.text.replace(/[.\s]/g, '')) return;
    const block = blocks[key];
    const same = (p: ReportPoint) => p.text.toLowerCase() === point.text.toLowerCase();
    if (block.length < MAX_ENTRIES && !block.some(same)) block.push(point);
  };
  const addText = (key: CanvasBlockKey, text: string | undefined, isNamed = false) => {
    if (!text) return;
    add(key, entry(text));
    if (isNamed) named.add(key);
  };

  // Who suffers, where: the group of the facts, the card's target group when it speaks of the same people, the
  // main persona.
  const groupVars = { ...vars, setting: mentionsText(vars.group ?? '', vars.setting ?? '') ? '' : vars.setting! };
  addText('customerSegments', firstFit(texts.segment, closing, groupVars), idea.sufferer.named);
  addText('customerSegments', firstFit(texts.otherSide, closing));
  const target = card?.target_group?.trim();
  if (target && !idea.partners.some((p) => mentionsText(target, p.split(/\s+/).at(-1) ?? p))) {
    addText('customerSegments', target);
  }
  const persona = inputPersona({}, results);
  if (persona) {
    const occupation = personaOccupation(persona) ?? vars.group ?? '';
    addText('customerSegments', fill(texts.persona, { persona: persona.name, occupation }));
  }

  // What is offered: the card's value proposition, the offer where it is offered.
  if (card?.value_proposition) addText('valuePropositions', card.value_proposition);
  if (!mentionsText(card?.value_proposition ?? '', vars.setting ?? '')) {
    addText('valuePropositions', firstFit(texts.offerLine, closing));
  }

  // The partners named, each in the role the one-liner gives it, and what to agree with them.
  for (const partner of idea.partners) {
    const role = partnerRole(partner, idea.channels, texts);
    const templates = texts.partner.filter((t) => (t.role === undefined || t.role === role) && (role || !t.role));
    addText('keyPartners', firstFit(templates, closing, { ...vars, partner }), true);
  }
  if (idea.partners.length > 0) {
    addText('keyPartners', firstFit(texts.partnerDeal, closing));
    addText('costStructure', firstFit(texts.partnerShare, closing));
  }

  // The channels named (the setting with the first, unless it already says it).
  for (const [i, channel] of idea.channels.entries()) {
    const setting = i === 0 && !mentionsText(channel, vars.setting ?? '') ? vars.setting! : '';
    addText('channels', firstFit(texts.channel, closing, { ...vars, channel, setting }), true);
  }
  addText('keyActivities', firstFit(texts.handover, closing));

  // How it earns: the mechanism in the founder's words, then a test of the price; a price not named stays visibly
  // open before the options the form suggests.
  if (!idea.revenue) add('revenueStreams', entry(texts.priceOpen));
  if (idea.revenue) addText('revenueStreams', firstFit(texts.revenue, closing), true);
  if (idea.revenue) addText('revenueStreams', firstFit(texts.priceTest, closing));

  // What the shadowing found the persona needs.
  const shadowing = results.find((r) => isRecord(r) && Array.isArray(r.situations)) as
    | Record<string, unknown>
    | undefined;
  for (const need of listOf(shadowing?.needs_and_barriers).slice(0, 1)) addText('customerRelationships', need);

  // The bank, for the offer's form, only where the founder named nothing and the block is still short.
  const fallbacks = texts.fallbacks[closing.form] ?? texts.fallbacks.service!;
  for (const key of CANVAS_BLOCKS) {
    if (named.has(key) && blocks[key].length > 0) continue;
    const phrasings = [...((closing.business && texts.b2bFallbacks[key]) || []), ...(fallbacks[key] ?? [])];
    for (const template of phrasings) {
      if (blocks[key].length >= MIN_ENTRIES) break;
      add(key, entry(fill(template, vars)));
    }
  }
  if (!idea.revenue) addText('revenueStreams', firstFit(texts.priceTest, closing));

  // The mentors' pins, each in the block its words speak of: in every block the prioritised ones first, then the
  // founder's own answers, then the pins that speak of the block most clearly — a few per block, so the canvas stays
  // a model of the business rather than a list of advice.
  const patterns = blockPatterns(texts, closing);
  const ranked = pins
    .map((pin, index) => ({ pin, index, found: classifyPin(pin, patterns) }))
    .filter((p): p is typeof p & { found: NonNullable<typeof p.found> } => p.found !== undefined)
    .sort(
      (a, b) =>
        Number(!!b.pin.prio) - Number(!!a.pin.prio) ||
        Number(!!quotedAnswer(b.pin.content)) - Number(!!quotedAnswer(a.pin.content)) ||
        b.found.score - a.found.score ||
        a.index - b.index,
    );
  // A pin that repeats a detail the block already holds from the facts (the named price, a partner, a channel)
  // adds nothing there.
  const held: Partial<Record<CanvasBlockKey, string[]>> = {
    revenueStreams: idea.revenue ? [vars.revenue!, vars.price!].filter(Boolean) : [],
    keyPartners: idea.partners,
    channels: idea.channels,
  };
  const repeats = (block: CanvasBlockKey, pin: FeedbackPin) =>
    (held[block] ?? []).some((detail) => mentionsText(`${pin.topic} ${pin.content}`, detail));
  const perBlock = new Map<CanvasBlockKey, number>();
  for (const { pin, found } of ranked) {
    if (repeats(found.block, pin)) continue;
    // What the canvas shows of a pin (its first sentences) must still speak of the block it stands in.
    const point = pinEntry(pin);
    if (!patterns.some(([key, pattern]) => key === found.block && new RegExp(pattern.source, 'iu').test(point.text)))
      continue;
    const count = perBlock.get(found.block) ?? 0;
    if (count >= PINS_PER_BLOCK) continue;
    perBlock.set(found.block, count + 1);
    add(found.block, point);
  }
  return blocks;
}
