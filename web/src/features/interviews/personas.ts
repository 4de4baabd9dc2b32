import {
  mainPersonaOfResult,
  stepProviding,
  stepResultOf,
  type TrackData,
  type TrackStructure,
} from '@idea-studio/sdk';

/** The names of the round's accepted personas (User Tinder), the main one first: whom an interviewee may resemble. */
export function roundPersonaNames(data: TrackData, structure: TrackStructure): string[] {
  const tinder = stepProviding(structure, 'mainPersona');
  const result = tinder ? stepResultOf(data, tinder.step.id)?.result : undefined;
  const names: string[] = [];
  const main = mainPersonaOfResult(result)?.name?.trim();
  if (main) names.push(main);
  const accepted = (result as { accepted_users?: unknown } | undefined)?.accepted_users;
  for (const line of Array.isArray(accepted) ? accepted : []) {
    const name = typeof line === 'string' ? line.split(' — ')[0]?.trim() : undefined;
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}
