import { STEP_WORKERS, type StepType, stepProviding, typesProviding } from '@idea-studio/sdk';
import { describe, expect, it } from 'vitest';
import { STEPS, STRUCTURE } from '../../test/trackFixtures';
import { KEY_RESULT_SECTIONS } from '../key-results/keyResults';
import { WEB_STEPS, webStepOf } from './webSteps';

describe('WEB_STEPS', () => {
  it('has one module per step type of the SDK, each declaring its own type', () => {
    expect(Object.keys(WEB_STEPS).sort()).toEqual(Object.keys(STEP_WORKERS).sort());
    for (const [type, step] of Object.entries(WEB_STEPS)) expect(step.type).toBe(type);
  });

  it('gives every step of the reference track a view and an icon, and its instructions where it names them', () => {
    for (const step of Object.values(STEPS).flat()) {
      const web = webStepOf(step.type);
      expect(web?.View, step.type).toBeDefined();
      expect(web?.icon, step.type).toBeDefined();
      if (step.instructions) expect(webStepOf(step.instructions)?.instructions?.themes.length).toBeGreaterThan(0);
    }
  });

  it('knows nothing of a type a newer server may send', () => {
    expect(webStepOf('newStep' as StepType)).toBeUndefined();
  });

  it('lists the key results of the steps in the Qualify section, in the order of the steps', () => {
    const qualify = KEY_RESULT_SECTIONS.find((section) => section.id === 'qualify')?.entries ?? [];
    expect(qualify.map((entry) => [entry.id, entry.stepType])).toEqual([
      ['elevatorPitch', 'basicIdea'],
      ['mainPersona', 'userTinder'],
      ['userEmpathyMap', 'insightMapping'],
      ['landingPage', undefined],
    ]);
  });

  it('finds the cross-step results by capability in the reference track', () => {
    expect(typesProviding('mainPersona')).toEqual(['userTinder']);
    expect(stepProviding(STRUCTURE, 'mainPersona')?.step.type).toBe('userTinder');
    expect(stepProviding(STRUCTURE, 'feedbackPins')?.step.type).toBe('feedbackCard');
  });
});
