import { extractText } from 'unpdf';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, createAccount, type TestAccount } from '../test/accounts.js';
import { buildTestApp, describeEachDialect, type TestApp } from '../test/helpers.js';
import {
  BASIC_IDEA,
  EXPERT_CHAT,
  FEEDBACK_CARD,
  PROBLEM_SHADOWING,
  QUALIFY,
  roundsApi,
  sampleResultOf,
  VALIDATE,
} from '../test/rounds-api.js';

// Who wrote a text, as the server keeps it (issue 26): what the AI answered for the round can never be saved as the
// founder's; Autofill's `ai` stays; a text the founder typed without an author is the founder's.

const TYPED = 'I watched four nurses search the ward for a pump on Monday.';
const PERSONA = {
  name: 'Lena Weber',
  short_summary: 'Nurse in Hamburg on rotating shifts.',
  occupation: 'Nurse',
  pain_points: ['Infusion pumps are never where they should be'],
};

describeEachDialect('who wrote a saved text', (dialect) => {
  let t: TestApp;
  let founder: TestAccount;
  let roundId: string;
  let otherRound: string;
  const { api, startRound } = roundsApi(() => t.app);

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: ACCOUNT_TEST_ENV });
    founder = await createAccount(t.app, 'author');
    roundId = await startRound(founder, 'Tracking infusion pumps');
    otherRound = await startRound(founder, 'Another idea');
  });
  afterAll(() => t?.close());

  const ask = async (round: string, stepId: string, streamId: string, promptType: string, content: string) => {
    const res = await api(founder, 'POST', '/aiservice/airesponse', {
      streamId,
      stepId,
      roundId: round,
      promptType,
      content,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().promptResult as Array<Record<string, unknown>>;
  };
  const saveInput = async (round: string, stepId: string, content: unknown) => {
    const res = await api(founder, 'PUT', `/rounds/${round}/inputs/${stepId}`, { content });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().content;
  };
  const saveResult = async (stepId: string, streamId: string, result: object, name: string) => {
    const res = await api(founder, 'POST', `/rounds/${roundId}/results`, {
      streamId,
      stepId,
      name,
      result,
      stepIndex: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result;
  };

  it('keeps an autofilled Basic Idea as the AI’s and never the founder’s, whatever the client claims', async () => {
    const filled = await ask(roundId, BASIC_IDEA, QUALIFY, 'FILL_OUT_ALL_PROMPT', 'Tracking infusion pumps');
    const sections = filled.map((entry) => ({ type: entry.type as string, content: entry.content as string }));
    const authorsOf = (content: Array<{ author?: string }>) => content.map((entry) => entry.author);

    const autofilled = await saveInput(
      roundId,
      BASIC_IDEA,
      sections.map((s) => ({ ...s, author: 'ai' })),
    );
    expect(authorsOf(autofilled)).toEqual(['ai', 'ai', 'ai']);
    const claimed = await saveInput(
      roundId,
      BASIC_IDEA,
      sections.map((s) => ({ ...s, author: 'founder' })),
    );
    // A draft that is the founder's own sentence word for word (the solution of a one-liner) stays theirs.
    const own = (s: { content: string }) => s.content.trim().replace(/[.!]+$/, '') === 'Tracking infusion pumps';
    const accepted = sections.map((s) => (own(s) ? 'founder' : 'ai-accepted'));
    expect(accepted.filter((a) => a === 'ai-accepted').length).toBeGreaterThanOrEqual(2);
    expect(authorsOf(claimed)).toEqual(accepted);
    // An older client without authors: the AI's text is still not the founder's; a typed section is.
    const [, ...rest] = sections;
    const legacy = await saveInput(roundId, BASIC_IDEA, [{ type: 'PROBLEM', content: TYPED }, ...rest]);
    expect(authorsOf(legacy)).toEqual(['founder', ...accepted.slice(1)]);
    const read = await api(founder, 'GET', `/rounds/${roundId}/inputs/${BASIC_IDEA}`);
    expect(authorsOf(read.json().content)).toEqual(['founder', ...accepted.slice(1)]);

    // The AI wrote these texts for this round only: the same text in another round is the founder's claim to make.
    const elsewhere = await saveInput(otherRound, BASIC_IDEA, [{ ...sections[0]!, author: 'founder' }]);
    expect(authorsOf(elsewhere)).toEqual(['founder']);
  });

  it('keeps autofilled Problem Shadowing answers as the AI’s, in the input and the result', async () => {
    const content = JSON.stringify({
      persona: PERSONA,
      idea_summary: 'PumpFinder',
      day_in_life_story: [],
      situations: [],
    });
    const situations = await ask(roundId, PROBLEM_SHADOWING, VALIDATE, 'STEP_PROMPT', content);
    const filled = await ask(
      roundId,
      PROBLEM_SHADOWING,
      VALIDATE,
      'FILL_OUT_ALL_PROMPT',
      JSON.stringify({ persona: PERSONA, idea_summary: 'PumpFinder', day_in_life_story: [], situations }),
    );
    const answers = filled.map((s) => ({ step: s.step as string, answer: s.answer as string }));
    const input = await saveInput(roundId, PROBLEM_SHADOWING, [
      { type: 'target user', content: PERSONA.name },
      ...answers.map((s) => ({ type: s.step, content: s.answer, author: 'ai' })),
    ]);
    expect(input[0]).not.toHaveProperty('author');
    expect(input.slice(1).map((e: { author: string }) => e.author)).toEqual(answers.map(() => 'ai'));

    const result = await saveResult(
      PROBLEM_SHADOWING,
      VALIDATE,
      {
        ...sampleResultOf(PROBLEM_SHADOWING, PERSONA.name),
        situations: [
          { ...answers[0]!, author: 'ai' },
          { ...answers[1]!, author: 'founder' },
          { step: 'When Lena starts a shift, she', answer: TYPED },
        ],
      },
      'Problem Shadowing',
    );
    expect(result.situations.map((s: { author: string }) => s.author)).toEqual(['ai', 'ai-accepted', 'founder']);
  });

  it('never renders a PDF that calls the AI’s text entered by you, whatever author the client’s data claims', async () => {
    const content = JSON.stringify({
      persona: PERSONA,
      idea_summary: 'PumpFinder',
      day_in_life_story: [],
      situations: [],
    });
    const situations = await ask(roundId, PROBLEM_SHADOWING, VALIDATE, 'STEP_PROMPT', content);
    const filled = await ask(
      roundId,
      PROBLEM_SHADOWING,
      VALIDATE,
      'FILL_OUT_ALL_PROMPT',
      JSON.stringify({ persona: PERSONA, idea_summary: 'PumpFinder', day_in_life_story: [], situations }),
    );
    const pdfText = async (data: object, stepId: string) => {
      const res = await api(founder, 'POST', '/knowledgehub/trackresult', {
        roundId,
        name: 'Authors',
        data,
        type: 'Result',
        projectId: founder.projectId,
        currentStepNr: 3,
        stepId,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { id, identifer } = res.json().filedata as { id: string; identifer: string };
      const file = await api(
        founder,
        'GET',
        `/knowledgehub/trackresult/${roundId}/${id}/${encodeURIComponent(identifer)}`,
      );
      expect(file.statusCode).toBe(200);
      const { text } = await extractText(new Uint8Array(file.rawPayload), { mergePages: true });
      return text.replace(/\s+/g, ' ');
    };
    const claimed = await pdfText(
      {
        ...sampleResultOf(PROBLEM_SHADOWING, PERSONA.name),
        situations: [
          { step: filled[0]!.step, answer: filled[0]!.answer, author: 'founder' },
          { step: 'When Lena starts a shift, she', answer: TYPED, author: 'founder' },
          // Without an author a document says it is the AI's: only a founder's claim can earn "entered by you".
          { step: 'When the shift ends, she', answer: 'Goes home without knowing where the pumps are.' },
        ],
      },
      PROBLEM_SHADOWING,
    );
    expect(claimed).toMatch(
      /Author AI-generated, accepted by you .*Author entered by you .*Author AI-generated, filled/,
    );
    expect(claimed.match(/entered by you/g)).toHaveLength(1);

    // A report that calls the model's own sentence the founder's: the PDF labels it AI-generated.
    const report = await pdfText(
      {
        title: 'Market Potential Report: PumpFinder',
        summary: 'Hospitals lose time.',
        sections: [{ heading: 'H', points: [{ text: 'We asked ten wards.', origin: 'user', source: null }] }],
      },
      'market-potential',
    );
    expect(report).toContain('We asked ten wards. (AI-generated)');
    expect(report).not.toContain('entered by you');
  });

  it('settles the expert chat’s chosen options and the card’s pins', async () => {
    const [entry] = await ask(
      roundId,
      EXPERT_CHAT,
      VALIDATE,
      'STEP_PROMPT',
      JSON.stringify({ persona: PERSONA, interview_partner: 'Mira Skylark', round: 1 }),
    );
    const option = (entry!.options as string[])[0]!;
    const input = await saveInput(roundId, EXPERT_CHAT, {
      activeStep: 1,
      controls: [{ value: option.replace(/^[a-c]\)\s*/, ''), author: 'founder', chat: [entry] }],
      selectedInterViewPartner: { name: 'Mira Skylark', image: 'mira.png' },
      selectedPersona: null,
    });
    expect(input.controls[0].author).toBe('ai-accepted');

    const pin = sampleResultOf(FEEDBACK_CARD, 'x').pins as Array<Record<string, unknown>>;
    const card = await saveResult(
      FEEDBACK_CARD,
      VALIDATE,
      {
        pins: [
          { ...pin[0], content: option, source: 'SIMPLE-CHAT', origin: 'user', author: 'founder' },
          { ...pin[0], content: TYPED },
        ],
        changedEvents: [],
      },
      'Feedback Card',
    );
    expect(card.pins.map((p: { author: string; origin: string }) => [p.author, p.origin])).toEqual([
      ['ai-accepted', 'ai'],
      ['founder', 'user'],
    ]);
  });
});
