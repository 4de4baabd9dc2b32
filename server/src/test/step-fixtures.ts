// Step data the step-schema suites share: a persona as the AI gives one (every field), normalised by the SDK.
import { normalizePersona, type Persona } from '@idea-studio/sdk';

export const NIGHT_NURSE = normalizePersona({
  name: 'Mia Roth',
  short_summary: 'A night nurse with a dog.',
  values: ['Reliability'],
  occupation: 'Nurse',
  sinus_milieu: 'Adaptive-Pragmatic Middle',
  goals: ['Walks for her dog during long shifts'],
  lifestyle: 'Shifts',
  pain_points: ['No walker at night'],
  objection: 'Strangers with her keys',
}) as Persona;
