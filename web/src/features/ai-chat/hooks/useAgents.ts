import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/ApiProvider';
import { serverState } from '../../../app/queries';
import type { Agent } from '../atoms/chatAtoms';

const NO_AGENTS: Agent[] = [];

/**
 * The agents of listAgents, asked once per page view (the chat widget is their only reader). Asked quietly:
 * without the list the chat still works and names Johnny itself (part 2 §8: an empty list on failure).
 */
export function useAgents(): Agent[] {
  const { $quiet } = useApi();
  return useQuery(serverState.agents($quiet)).data ?? NO_AGENTS;
}
