import { loadContractSync } from '@idea-studio/openapi';
import { describe, expect, it } from 'vitest';
import { readCatalogueEntries } from '../ai/catalogue/index.js';
import {
  closingKeyField,
  isStepType,
  registerStepType,
  repairAnswer,
  STEP_MANIFESTS,
  stepManifest,
  stepManifests,
  stepPrompt,
  stepPromptId,
  stepWithCapability,
} from './index.js';
import { STEP_PDF_SECTIONS } from './pdf/index.js';
import type { ServerStepManifest, StepCapability, StepType } from './types.js';

describe('the step registry', () => {
  it('has one manifest per step type of the contract, in its order', () => {
    const types = loadContractSync().components.schemas.StepType.enum;
    expect(Object.keys(STEP_MANIFESTS)).toEqual(types);
    for (const type of types) expect(stepManifest(type).type).toBe(type);
  });

  it('declares exactly the step prompts of the catalogue', () => {
    const entries = readCatalogueEntries().filter((entry) => entry.stepType !== undefined);
    const declared = stepManifests().flatMap((m) => Object.keys(m.prompts).map((p) => `${m.type}:${p}`));
    expect(entries.map((entry) => entry.id).sort()).toEqual([...declared].sort());
    for (const entry of entries) {
      expect(entry.id).toBe(`${entry.stepType}:${entry.promptType}`);
      expect(stepPrompt(entry.id)).toMatchObject({ stepType: entry.stepType, promptType: entry.promptType });
    }
    expect(stepPrompt('HOMECHAT')).toBeUndefined();
    expect(stepPrompt('toString')).toBeUndefined();
  });

  it('gives each capability to exactly one step type', () => {
    const capabilities: StepCapability[] = [
      'ideaCard',
      'mainPersona',
      'empathyMap',
      'coreProblem',
      'expertInterview',
      'feedbackPins',
    ];
    const types = capabilities.map(stepWithCapability);
    expect(new Set(types).size).toBe(capabilities.length);
    expect(
      stepManifests()
        .flatMap((m) => m.yields)
        .sort(),
    ).toEqual([...capabilities].sort());
  });

  it('shares the PDF layouts the PDF worker loads without the manifests', () => {
    for (const manifest of stepManifests()) expect(manifest.pdf).toBe(STEP_PDF_SECTIONS[manifest.type]);
  });

  it('names a closing prompt by its step and repairs answers per prompt', () => {
    const idea = stepWithCapability('ideaCard');
    const shadowing = stepWithCapability('coreProblem');
    const closing = (stepType: string) => ({
      id: `${stepType}:CLOSING_STEP_PROMPT`,
      stepType,
      promptType: 'CLOSING_STEP_PROMPT',
    });
    expect(closingKeyField(closing(idea))).toBe('name');
    expect(closingKeyField(closing(shadowing))).toBe('target_user');
    expect(closingKeyField(closing(stepWithCapability('mainPersona')))).toBeUndefined();
    expect(closingKeyField({ id: 'x', stepType: idea, promptType: 'STEP_PROMPT' })).toBeUndefined();
    expect(repairAnswer({ id: stepPromptId(shadowing, 'CLOSING_STEP_PROMPT') }, { a: 1 })).toEqual([{ a: 1 }]);
    expect(() => stepPromptId(idea, 'CHAT')).toThrow();
  });
});

describe('a step type added while the server runs', () => {
  const ANSWERS = { STEP_PROMPT: { answer: () => ['x'] } };
  const contract = loadContractSync();
  const manifest = (type: string, yields: StepCapability[] = []): ServerStepManifest => ({
    type: type as StepType,
    prompts: { STEP_PROMPT: {} },
    yields,
    resultRejected: 'Not a result.',
  });
  const entry = (type: string) => ({
    id: `${type}:STEP_PROMPT`,
    kind: 'structured' as const,
    title: 'An added prompt',
    stepType: type,
    promptType: 'STEP_PROMPT',
    instructions: 'Answer.',
    outputSchema: { $ref: '#/components/schemas/AiSuggestionList' },
    retries: 0,
  });

  it('is known to the registry with its prompts until it is removed', () => {
    const remove = registerStepType({
      offline: ANSWERS,
      manifest: manifest('addedStep'),
      catalogue: [entry('addedStep')],
      contract,
    });
    try {
      expect(isStepType('addedStep')).toBe(true);
      expect(stepManifest('addedStep' as StepType).resultRejected).toBe('Not a result.');
      expect(stepPrompt('addedStep:STEP_PROMPT')).toMatchObject({ stepType: 'addedStep' });
      expect(stepPromptId('addedStep' as StepType, 'STEP_PROMPT')).toBe('addedStep:STEP_PROMPT');
    } finally {
      remove();
    }
    expect(isStepType('addedStep')).toBe(false);
    expect(stepPrompt('addedStep:STEP_PROMPT')).toBeUndefined();
  });

  it('is refused for a known type, a capability another type yields, or an entry id that exists', () => {
    const [builtIn] = stepManifests();
    expect(() =>
      registerStepType({ offline: ANSWERS, manifest: manifest(builtIn.type), catalogue: [], contract }),
    ).toThrow(/known already/);
    expect(() =>
      registerStepType({ offline: ANSWERS, manifest: manifest('twin', ['mainPersona']), catalogue: [], contract }),
    ).toThrow(/more than one step type yields mainPersona/);
    const taken = { ...entry('other'), id: 'HOMECHAT' };
    expect(() =>
      registerStepType({ offline: ANSWERS, manifest: manifest('other'), catalogue: [taken], contract }),
    ).toThrow(/duplicate/);
    expect(isStepType('twin') || isStepType('other')).toBe(false);
  });
});
