// GENERATE_BMC offline (part 1 §4 "Business Model DNA"): the nine blocks of the Business Model Canvas from the
// round's own material first — each mentor's pins go into the blocks of their focus, with the pin's origin; the
// idea card's target group, value proposition and features, and the main persona — then phrasings of the bank for a
// block still short of two entries (origin ai, an assumption to test).
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
import type { PromptRequest } from '../../types.js';
import { canvasBank } from '../banks.js';
import { parseJson, templateVars } from '../facts.js';
import type { Rng } from '../random.js';
import { clipWords, endSentence, render, stripTerminal } from '../text.js';
import { inputPersona, isRecord, listOf } from './persona-notes.js';
import { roundFacts } from './round-facts.js';

/** The blocks each mentor's pins feed (by the mentor's focus). */
const PIN_BLOCKS: Readonly<Record<string, CanvasBlockKey[]>> = {
  mentor_market: ['customerSegments', 'revenueStreams'],
  mentor_competition: ['valuePropositions'],
  mentor_users: ['customerRelationships', 'customerSegments'],
  mentor_business: ['revenueStreams', 'costStructure', 'keyPartners'],
  mentor_tech: ['keyActivities', 'keyResources', 'costStructure'],
  mentor_launch: ['channels', 'customerRelationships'],
  vali_synthuser: ['customerSegments', 'valuePropositions'],
};
const MAX_ENTRIES = 5;
const MIN_ENTRIES = 2;

const entry = (text: string, origin: ReportPoint['origin'] = 'ai', source: string | null = null): ReportPoint => ({
  text: endSentence(clipWords(stripTerminal(text.trim()), 20)),
  origin,
  source,
});

/** A pin as an entry; it is the founder's claim (origin user) only when the founder wrote it (issue 26). */
function pinEntry(pin: FeedbackPin): ReportPoint {
  const claimed = pin.origin ?? (pin.source === 'MANUALLY-ADDED' ? 'user' : 'ai');
  const origin = checkedEvidenceOrigin({ origin: claimed, author: pin.author });
  const cited = origin === 'document' || origin === 'web';
  return entry(
    `${pin.topic}: ${pin.content}`,
    cited && !pin.evidence ? 'ai' : origin,
    cited ? (pin.evidence ?? null) : null,
  );
}

export function offlineCanvas(request: PromptRequest, rng: Rng): BusinessModelCanvas {
  const facts = roundFacts(request, rng.fork('facts'));
  const bank = canvasBank[facts.lang];
  const results = request.context.stepResults.map((r) => r.result);
  const input = parseJson(request.input);
  const sent = isRecord(input) && Array.isArray(input.pins) ? input.pins : undefined;
  const saved = results.find((r) => isRecord(r) && Array.isArray(r.pins));
  const pins = feedbackCardOf(sent ? { pins: sent, changedEvents: [] } : saved).pins;
  const card = facts.card;
  const name = card?.name || facts.ownName || facts.subject;
  const vars = templateVars(facts, { name, value: card?.value_proposition ?? facts.solutionClause ?? '' });

  const blocks = Object.fromEntries(CANVAS_BLOCKS.map((key) => [key, [] as ReportPoint[]])) as Record<
    CanvasBlockKey,
    ReportPoint[]
  >;
  const add = (key: CanvasBlockKey, point: ReportPoint) => {
    const block = blocks[key];
    if (block.length < MAX_ENTRIES && !block.some((p) => p.text === point.text)) block.push(point);
  };

  // The founder's idea and persona.
  if (card?.target_group) add('customerSegments', entry(card.target_group));
  const persona = inputPersona({}, results);
  if (persona) {
    add(
      'customerSegments',
      entry(render(bank.persona, { persona: persona.name, occupation: personaOccupation(persona) ?? facts.group })),
    );
  }
  if (card?.value_proposition) add('valuePropositions', entry(card.value_proposition));
  // The card's key features are what the founder must do well.
  for (const feature of (card?.key_features ?? []).slice(0, 2)) add('keyActivities', entry(feature));

  // The mentors' pins, prioritised first, each into the blocks of its mentor's focus (one block per pin).
  const ordered = [...pins.filter((p) => p.prio), ...pins.filter((p) => !p.prio)];
  const used = new Map<string, number>();
  for (const pin of ordered) {
    // Own keys only: a pin's agentId such as `constructor` names no mentor.
    const targets = (Object.hasOwn(PIN_BLOCKS, pin.agentId) ? PIN_BLOCKS[pin.agentId] : undefined) ?? [];
    if (targets.length === 0) continue;
    const turn = used.get(pin.agentId) ?? 0;
    used.set(pin.agentId, turn + 1);
    add(targets[turn % targets.length]!, pinEntry(pin));
  }
  // What the shadowing found the persona needs.
  const shadowing = results.find((r) => isRecord(r) && Array.isArray(r.situations)) as
    | Record<string, unknown>
    | undefined;
  for (const need of listOf(shadowing?.needs_and_barriers).slice(0, 1)) add('customerRelationships', entry(need));

  // Every block holds at least two entries.
  for (const key of CANVAS_BLOCKS) {
    for (const template of bank[key]) {
      if (blocks[key].length >= MIN_ENTRIES) break;
      const text = render(template, vars).trim();
      if (text) add(key, entry(text));
    }
  }
  return blocks;
}
