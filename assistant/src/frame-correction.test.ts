// A founder's correction of the idea frame flows into every later artifact: two rounds of the same one-liner, one
// with the frame as the reader read it and one whose offer the founder corrected, make their persona deck, canvas
// and landing copy from the frame the round keeps — the corrected round speaks of the founder's words, never of the
// words the reader had taken.
import { frameToEntries, type IdeaFrame } from '@idea-studio/sdk';
import { describe, expect, it } from 'vitest';
import { offlineAnswer } from './answer.js';
import { readFrame } from './frame/read.js';
import { loadCatalogue } from './test/catalogue.js';
import { stepIdOfType } from './test/track-ids.js';
import type { Lang, PromptContext } from './types.js';

const catalogue = loadCatalogue();

interface Round {
  idea: string;
  lang: Lang;
  frame: IdeaFrame;
}

/** What a round's prompts carry: the one-liner as the track's title and the Basic Idea input holding the frame. */
function contextOf(round: Round, stepResults: PromptContext['stepResults'] = []): PromptContext {
  const ideaInput = frameToEntries(round.frame, new Map([['OFFER', 'founder']]));
  return {
    lang: round.lang,
    roundId: `round-${round.frame.offer}`,
    trackName: round.idea,
    ideaInput,
    idea: { oneLiner: round.idea, sections: [], frame: round.frame },
    stepResults,
    passages: [],
  };
}

function ask(id: string, input: string, context: PromptContext): unknown {
  return offlineAnswer({ entry: catalogue.get(id)!, input, history: [], attempt: 0, context });
}

/** The deck, the idea card, the canvas and the landing copy of a round, as text. */
function artifacts(round: Round) {
  const sections = ask('basicIdea:FILL_OUT_ALL_PROMPT', round.idea, contextOf(round)) as Array<{
    type: string;
    content: string;
  }>;
  const entries = JSON.stringify(sections.map(({ type, content }) => ({ type, content })));
  const [card] = ask('basicIdea:CLOSING_STEP_PROMPT', entries, contextOf(round)) as object[];
  const cardResult = { stepId: stepIdOfType('basicIdea'), name: 'basicIdea', result: card };
  const deck = ask('userTinder:STEP_PROMPT', entries, contextOf(round, [cardResult])) as object[];
  const personaResult = { stepId: stepIdOfType('userTinder'), name: 'userTinder', result: { main_persona: deck[0] } };
  const later = contextOf(round, [cardResult, personaResult]);
  const canvas = ask('GENERATE_BMC', JSON.stringify({ reports: [], pins: [] }), later);
  const landing = ask('CREATE_LP_DATA_INTERN', round.idea, later);
  return {
    card: JSON.stringify(card),
    deck: JSON.stringify(deck),
    canvas: JSON.stringify(canvas),
    landing: JSON.stringify(landing),
  };
}

const CASES: Array<{ idea: string; lang: Lang; read: RegExp; corrected: string }> = [
  {
    idea: 'Mobile bike repair for commuters in Leeds, £25 per repair',
    lang: 'en',
    read: /\bbike/i,
    corrected: 'e-scooter servicing',
  },
  {
    idea: 'Lastenradverleih für Familien in Freiburg, 25 € pro Tag',
    lang: 'de',
    read: /Lastenrad/i,
    corrected: 'Bollerwagenverleih',
  },
];

describe('a founder’s correction of the idea frame', () => {
  it.each(CASES)('$idea: the corrected offer is in every artifact', ({ idea, lang, read, corrected }) => {
    const frame = readFrame({ text: idea, title: idea }, lang);
    expect(frame.offer ?? '').toMatch(read);
    const before = artifacts({ idea, lang, frame });
    const after = artifacts({ idea, lang, frame: { ...frame, offer: corrected } });
    for (const [what, text] of Object.entries(before)) expect(text, what).toMatch(read);
    const word = corrected.toLowerCase().replace(/verleih$/, '');
    for (const [what, text] of Object.entries(after)) {
      expect(text.toLowerCase(), what).toContain(word);
      expect(text, what).not.toMatch(read);
    }
  });
});

describe('a slot the founder wrote', () => {
  it('is theirs alone: the engine’s own reading of the one-liner adds nothing to it', () => {
    const idea =
      'Kayak rental for holiday guests at the Mecklenburg lakes, with pick-up at partner campsites, paid per day';
    const frame = { ...readFrame({ text: idea, title: idea }, 'en'), partners: ['the tourist office'] };
    const context: PromptContext = {
      lang: 'en',
      trackName: idea,
      ideaInput: frameToEntries(frame, new Map([['PARTNERS', 'founder']])),
      idea: { oneLiner: idea, sections: [], frame, frameAuthors: { PARTNERS: 'founder' } },
      stepResults: [],
      passages: [],
    };
    const canvas = ask('GENERATE_BMC', JSON.stringify({ reports: [], pins: [] }), context) as {
      keyPartners: Array<{ text: string }>;
    };
    const partners = canvas.keyPartners.map((p) => p.text).join(' ');
    expect(partners).toMatch(/tourist office/i);
    expect(partners).not.toMatch(/campsite/i);
  });
});
