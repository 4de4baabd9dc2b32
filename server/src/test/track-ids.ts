// The idea track's ids, read from the reference data (server/src/data/reference/tracks.json) — never copied, so
// tests name steps by their type.
import { DEFAULT_TRACK_ID, type StepType } from '@idea-studio/sdk';
import { streamsOfTrack } from '../tracks/definition.js';

export const TRACK = DEFAULT_TRACK_ID;
/** The track's streams in order: Qualify, then Validate. */
export const [QUALIFY, VALIDATE] = streamsOfTrack(TRACK).map((stream) => stream.id) as [string, string];

/** The id of the track's step of a type, as the reference data defines it. */
export function stepIdOfType(type: StepType): string {
  const step = streamsOfTrack(TRACK)
    .flatMap((stream) => stream.steps)
    .find((s) => s.type === type);
  if (!step) throw new Error(`The track has no ${type} step.`);
  return step.id;
}

export const BASIC_IDEA = stepIdOfType('basicIdea');
export const USER_TINDER = stepIdOfType('userTinder');
export const INSIGHT_MAPPING = stepIdOfType('insightMapping');
export const PROBLEM_SHADOWING = stepIdOfType('problemShadowing');
export const EXPERT_CHAT = stepIdOfType('expertChat');
export const FEEDBACK_CARD = stepIdOfType('feedbackCard');

/**
 * A result the step of that id accepts when saved (the server re-checks what the step screens check): User Tinder a
 * main persona, Insight Mapping an answer on every question, Problem Shadowing answered situations and a core
 * problem, the expert chat four answered rounds, the feedback card a complete pin, any other step an object named `label`.
 */
export function sampleResultOf(stepId: string, label: string): Record<string, unknown> {
  if (stepId === USER_TINDER) {
    return { main_persona: { name: label, short_summary: label }, accepted_users: [label], rejected_users: [] };
  }
  if (stepId === INSIGHT_MAPPING) {
    return { persona: { name: label }, hears: [label], sees: [label], feels: [label], frustrations: [label] };
  }
  if (stepId === PROBLEM_SHADOWING) {
    return {
      target_user: label,
      day_in_life_story: [label],
      situations: [{ step: `When ${label} starts the day, I`, answer: label }],
      core_problem: label,
      needs_and_barriers: [label],
    };
  }
  if (stepId === EXPERT_CHAT) {
    return {
      interview_partner: 'Mira Skylark',
      persona: label,
      transcript: [1, 2, 3, 4].map((round) => ({ round, question: label, answer: label })),
      summary: label,
      learned: [label],
      objections: [label],
    };
  }
  if (stepId === FEEDBACK_CARD) {
    const pin = {
      topic: label,
      content: label,
      agentId: 'mentor_market',
      agentName: 'Mara',
      mainTag: 'Market Size',
      dateCreated: '2026-01-01T00:00:00.000Z',
      dateEdited: null,
      prio: false,
      source: 'MANUALLY-ADDED',
      origin: 'user',
      evidence: null,
    };
    return { pins: [pin], changedEvents: [{ type: 'add', agentId: 'mentor_market' }] };
  }
  return { name: label };
}
