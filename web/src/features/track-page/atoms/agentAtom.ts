import { atom } from 'jotai';

/**
 * The agent a track page was opened for (`agentId` query parameter, e.g. from a feedback pin). The page reads
 * it and removes it from the address (part 2 §2.1); the AI chat of a later release picks it up from here.
 */
export const requestedAgentAtom = atom<string | null>(null);
