import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './catalogue/index.js';
import { createOfflineProvider } from './offline-provider.js';
import type { PromptRequest } from './types.js';

const catalogue = loadCatalogue();

function request(id: string, input: string): PromptRequest {
  return {
    entry: catalogue.get(id)!,
    input,
    history: [],
    attempt: 0,
    context: { lang: 'en', stepResults: [], passages: [] },
  };
}

describe('offline provider', () => {
  it('is named offline and returns the answer with its raw text', async () => {
    const provider = createOfflineProvider();
    expect(provider.name).toBe('offline');
    const sections = [
      { type: 'PROBLEM', content: 'Small bakeries throw away a fifth of their bread every evening.' },
      { type: 'TARGET USER', content: 'Owners of small bakeries in Leipzig' },
      { type: 'SOLUTION', content: 'An app that sells the leftover bread at half price in the last hour.' },
    ];
    const result = await provider.complete(request('basicIdea:CLOSING_STEP_PROMPT', JSON.stringify(sections)));
    expect(JSON.parse(result.raw)).toEqual(result.output);
    const text = await provider.complete(request('OPTIMIZE-MISSION', 'We want to help farmers save water.'));
    expect(text.raw).toBe(text.output);
  });

  it('stops when the request is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      createOfflineProvider().complete(request('HOMECHAT', 'Hi'), { signal: controller.signal }),
    ).rejects.toThrow();
  });
});
