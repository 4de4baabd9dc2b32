// The closing artifacts speak of the idea's facts (built by hand for each test idea, English and German): the
// mentors ask about, and autofill answers with, the revenue, partners, channel and setting the founder named, and
// address the people who suffer (never a partner as the group); the reports name the sufferer, the revenue and the
// partners in their summaries and next steps; competitor alternatives depend on the offer's form and segment; no
// text is cut with an ellipsis.
import type { FeedbackCardMessage, Report } from '@idea-studio/sdk';
import { describe, expect, it } from 'vitest';
import { Rng } from '../random.js';
import { agentOf } from '../test/agents.js';
import { loadCatalogue } from '../test/catalogue.js';
import { CLOSING_IDEAS, type ClosingIdea } from '../test/closing-ideas.js';
import { testPin } from '../test/pins.js';
import { stepIdOfType } from '../test/track-ids.js';
import type { ChatTurn, PromptContext, PromptRequest } from '../types.js';
import { feedbackCardMessage } from './feedback.js';
import { offlineReport } from './reports.js';
import { roundFacts } from './round-facts.js';

/** The round's facts with the idea's facts as a careful reader takes them from the one-liner (built by hand). */
const handBuilt = (request: PromptRequest, idea: ClosingIdea) => ({
  ...roundFacts(request, new Rng(2)),
  idea: idea.idea,
});

const catalogue = loadCatalogue();
const MENTORS = [
  'mentor_market',
  'mentor_competition',
  'mentor_users',
  'mentor_business',
  'mentor_tech',
  'mentor_launch',
];

function context(idea: ClosingIdea, agentId?: string): PromptContext {
  return {
    lang: idea.idea.lang,
    agentId,
    agent: agentOf(agentId),
    roundId: `round-${idea.id}`,
    passages: [],
    stepResults: [
      { stepId: stepIdOfType('basicIdea'), name: 'basicIdea', result: idea.card },
      {
        stepId: stepIdOfType('userTinder'),
        name: 'userTinder',
        result: { main_persona: { name: 'Alex Berg', occupation: 'Teacher', short_summary: 'x', pain_points: ['p'] } },
      },
    ],
  } as unknown as PromptContext;
}

/** A mentor's talk as autofill runs it: the opening, then each question answered with the first suggested reply. */
function autofilledTalk(idea: ClosingIdea, agentId: string): FeedbackCardMessage[] {
  const entry = catalogue.get('feedbackCard:CHAT')!;
  const history: ChatTurn[] = [];
  const replies: FeedbackCardMessage[] = [];
  let input = '';
  for (let turn = 0; turn <= 3; turn++) {
    const request = { entry, input, history: [...history], attempt: 0, context: context(idea, agentId) };
    const reply = feedbackCardMessage(request, new Rng(turn + 1), handBuilt(request, idea));
    replies.push(reply as FeedbackCardMessage);
    if (input) history.push({ role: 'user', content: input });
    history.push({ role: 'assistant', content: JSON.stringify(reply) });
    input = (reply as FeedbackCardMessage).formTransfer[0]?.text ?? '';
    if (!input) break;
  }
  return replies;
}

function report(idea: ClosingIdea, id: string): Report {
  const pins = [testPin('mentor_market', 'Mara', 'Start in one niche', 'Pick one narrow niche.')];
  const request = {
    entry: catalogue.get(id)!,
    input: JSON.stringify({ pins }),
    history: [],
    attempt: 0,
    context: context(idea),
  };
  return offlineReport(id, request, new Rng(1), handBuilt(request, idea));
}

const allText = (value: unknown) => JSON.stringify(value);
const byId = (id: string) => CLOSING_IDEAS.find((i) => i.id === id)!;

describe('the mentors speak of the idea’s facts', () => {
  it.each(CLOSING_IDEAS.map((i) => [i.id, i] as const))('%s: autofilled talks keep the named details', (_id, idea) => {
    const { partners, channels, revenue, sufferer } = idea.idea;
    const talks = Object.fromEntries(MENTORS.map((m) => [m, autofilledTalk(idea, m)]));
    const everything = allText(talks);
    expect(everything).not.toMatch(/…|\{[a-zA-Z]+\}|undefined/);
    // The founder's answers (autofill's replies) name the revenue, the partners and the channel.
    const answers = (m: string) => talks[m]!.flatMap((r) => r.formTransfer.slice(0, 1).map((f) => f.text)).join(' ');
    if (revenue) expect(answers('mentor_business')).toContain(revenue.price ?? revenue.text);
    for (const partner of partners) expect(answers('mentor_business').toLowerCase()).toContain(partner.toLowerCase());
    for (const channel of channels) expect(answers('mentor_launch').toLowerCase()).toContain(channel.toLowerCase());
    // The pins speak to the people who suffer, never to a partner as if it were the group.
    const pins = Object.values(talks).flatMap((t) => t.flatMap((r) => r.pins.map((p) => p.content)));
    if (idea.idea.lang === 'en') expect(pins.join(' ')).toContain(sufferer.text);
    for (const partner of partners) {
      expect(pins.join(' ')).not.toMatch(new RegExp(`(?:five|fünf) ${partner}`, 'i'));
    }
  });

  it('asks a rental about its price per day and its partners, and pins no monthly fee for it', () => {
    const talk = autofilledTalk(byId('surf'), 'mentor_business');
    expect(talk[0]!.dialogMessage).toBe(
      'You named “paid per day”. What price per day would surfers on holiday accept, and how will you test it?',
    );
    expect(talk[0]!.formTransfer[0]!.text).toBe('Rental fees for Swellbase: paid per day.');
    const pins = talk.flatMap((r) => r.pins);
    expect(pins.map((p) => p.topic)).not.toContain('Recurring revenue');
    expect(pins.map((p) => p.content).join(' ')).toContain('local surf shops');
    const launch = autofilledTalk(byId('leihrad'), 'mentor_launch');
    expect(launch[0]!.formTransfer[0]!.text).toBe(
      'Abzuholen beim Bäcker, wie geplant, dazu Mundpropaganda für RadDa in Kleinstädten.',
    );
  });
});

describe('the reports speak of the idea’s facts', () => {
  it.each(CLOSING_IDEAS.map((i) => [i.id, i] as const))(
    '%s: reports name the sufferer, revenue and partners',
    (_id, idea) => {
      const { partners, revenue } = idea.idea;
      const market = report(idea, 'MARKET_POTENTIAL_REPORT');
      const competitor = report(idea, 'COMPETITOR_REPORT');
      const mentors = report(idea, 'MENTOR_FEEDBACK_REPORT');
      for (const r of [market, competitor, mentors]) expect(allText(r)).not.toMatch(/…|\{[a-zA-Z]+\}|undefined/);
      if (idea.idea.lang === 'en') expect(market.summary).toContain(idea.idea.sufferer.text);
      if (revenue) {
        expect(market.summary).toContain(revenue.price ?? revenue.text);
        expect(allText(mentors.sections.at(-1))).toContain(revenue.price ?? revenue.text);
      }
      for (const partner of partners) {
        expect(competitor.summary).toContain(partner);
        expect(allText(market.sections.at(-1))).toContain(partner);
      }
      if (idea.idea.setting) expect(allText(market)).toContain(idea.idea.setting.text);
    },
  );

  it('lists other alternatives for other forms and segments', () => {
    const alternatives = (id: string) => report(byId(id), 'COMPETITOR_REPORT').sections[0]!.points.map((p) => p.text);
    const seen = new Map<string, string>();
    for (const idea of CLOSING_IDEAS) {
      const key = `${idea.idea.lang} ${idea.idea.form} ${idea.idea.sufferer.business}`;
      const titles = alternatives(idea.id)
        .map((t) => t.split(':')[0])
        .join(' | ');
      if (!seen.has(key)) seen.set(key, titles);
    }
    expect(new Set(seen.values()).size).toBe(seen.size);
    expect(alternatives('surf').join(' ')).toMatch(/Buying their own surfboards.*Borrowing from friends/);
    expect(alternatives('textbooks').join(' ')).toMatch(/Classifieds.*Word of mouth/);
    expect(alternatives('vegbox').join(' ')).not.toMatch(/spreadsheet|all-in-one/i);
    expect(alternatives('bakery-waste').join(' ')).toMatch(/Spreadsheets/);
  });
});
