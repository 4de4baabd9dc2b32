import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../catalogue/index.js';
import type { PromptContext, PromptRequest } from '../types.js';
import { systemMessage } from './prompt.js';

const catalogue = loadCatalogue();

function request(context: Partial<PromptContext>): PromptRequest {
  return {
    entry: catalogue.get('Basic Idea')!,
    input: 'Working dog owners',
    history: [],
    attempt: 0,
    context: { lang: 'en', stepResults: [], passages: [], ...context },
  };
}

describe('the system message for a language model', () => {
  it('tells the model which section Support me was pressed in and which context_id to answer with', () => {
    const system = systemMessage(request({ contextLabel: 'Basic Idea Support me first users' }), 'json_schema');
    expect(system).toContain("The user's message is about: Basic Idea Support me first users.");
    expect(system).toContain('Support me in the section "The first people who will use my product"');
    expect(system).toContain('context_id is "Basic Idea first users"');
  });

  it('keeps a section answer in its section and lets a direct question be answered', () => {
    const system = systemMessage(request({ contextLabel: 'Basic Idea solution' }), 'json_schema');
    expect(system).toContain('working on the section "The solution in a nutshell"');
    expect(system).toContain('When the message is a direct question, answer it first');
    expect(systemMessage(request({ contextLabel: 'Basic Idea Support me' }), 'json_schema')).not.toContain(
      'context_id is',
    );
  });

  it('marks the company as background', () => {
    const system = systemMessage(
      request({ company: { name: 'Spokey', mission: 'We repair bikes.', industry: null } }),
      'json_schema',
    );
    expect(system).toContain(
      "### The user's company (background only: the answer is about the idea in front of the user)",
    );
  });
});
