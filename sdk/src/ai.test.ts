import { describe, expect, expectTypeOf, it } from 'vitest';
import { type StepPromptOutput, whiteboardText } from './ai.js';
import type { components } from './generated/openapi.js';

describe('the whiteboard export text', () => {
  it.each([
    [
      'Here are 2 pins:\n| Price | Ask five owners | Mara |\n| Van | Insure it | Priya |',
      '| Price | Ask five owners | Mara |\n| Van | Insure it | Priya |',
    ],
    ['| A | B | C |', '| A | B | C |'],
    ['No table at all', ''],
  ])('%j is cut from the first pipe', (answer, text) => {
    expect(whiteboardText(answer)).toBe(text);
  });
});

describe('the answer types of the prompts', () => {
  it("types a step's own prompts by the contract's StepPromptOutputs, other prompt types by their global entry", () => {
    type S = components['schemas'];
    expectTypeOf<StepPromptOutput<'CLOSING_STEP_PROMPT', 'basicIdea'>>().toEqualTypeOf<S['IdeaCardAnswer']>();
    expectTypeOf<StepPromptOutput<'STEP_PROMPT', 'userTinder'>>().toEqualTypeOf<S['PersonaList']>();
    expectTypeOf<StepPromptOutput<'TAVILY_WEB_SEARCH', 'expertChat'>>().toEqualTypeOf<S['WebSearchFindingList']>();
    expectTypeOf<StepPromptOutput<'INITIALIZE_STEP_PROMPT', 'userTinder'>>().toBeNever();
  });
});
