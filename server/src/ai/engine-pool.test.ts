import { ideaTerms, OfflineUnsupportedError } from '@idea-studio/assistant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from './catalogue/index.js';
import { createOfflineEngine, type OfflineEngine } from './engine-pool.js';
import { UnusableInputError } from './errors.js';
import { createOfflineProvider } from './offline-provider.js';
import type { PromptContext, PromptRequest } from './types.js';

const catalogue = loadCatalogue();

function request(id: string, input: string, context: Partial<PromptContext> = {}, attempt = 0): PromptRequest {
  const entry = catalogue.get(id);
  if (!entry) throw new Error(`No catalogue entry ${id}`);
  return { entry, input, history: [], attempt, context: { lang: 'en', stepResults: [], passages: [], ...context } };
}

const IDEA = JSON.stringify({
  problem: 'Small bakeries in Munich throw away too much bread every evening because they cannot predict demand.',
  users: 'Owners of independent bakeries with two to five shops.',
  solution: 'An app that forecasts the next day’s demand per shop and sells leftover bread to nearby customers.',
});

describe('the offline engine on worker threads', () => {
  let engine: OfflineEngine;

  beforeAll(() => {
    engine = createOfflineEngine({ threads: 1 });
  });
  afterAll(() => engine?.close());

  it('gives the answer the engine gives on the calling thread', { timeout: 30_000 }, async () => {
    const here = createOfflineProvider();
    const there = createOfflineProvider(engine.answer);
    for (const sent of [
      request('basicIdea:STEP_PROMPT', IDEA, { stepPromptNumber: 1 }),
      request('basicIdea:STEP_PROMPT', IDEA, { stepPromptNumber: 1 }, 1),
      request('HOMECHAT', 'I want to help bakeries waste less bread.'),
      request('OPTIMIZE-MISSION', 'We help bakeries waste less bread.'),
    ]) {
      expect(await there.complete(sent)).toEqual(await here.complete(sent));
    }
  });

  it('re-throws the engine’s own errors', async () => {
    await expect(engine.answer(request('TAVILY_WEB_SEARCH', 'bakery software'))).rejects.toBeInstanceOf(
      OfflineUnsupportedError,
    );
    const unusable = engine.answer(request('SUMMARIZE_DOCUMENT_UPLOAD', '   '));
    await expect(unusable).rejects.toBeInstanceOf(UnusableInputError);
    await expect(unusable).rejects.toThrow('The document has no readable text.');
  });

  it('stops when the request is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(engine.answer(request('HOMECHAT', 'Hi'), { signal: controller.signal })).rejects.toThrow();
  });

  it('finds the idea’s words as the calling thread does', async () => {
    const texts = [
      { text: 'Bakeries in Munich throw away bread every evening.', weight: 3 },
      { text: 'Owners of small shops', weight: 2 },
    ];
    expect(await engine.ideaTerms(texts)).toEqual(ideaTerms(texts));
  });

  it('refuses work once closed', async () => {
    const closing = createOfflineEngine({ threads: 1 });
    await closing.close();
    await expect(closing.answer(request('HOMECHAT', 'Hi'))).rejects.toThrow(/closed/);
  });
});
