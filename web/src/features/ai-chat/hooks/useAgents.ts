import { unwrap } from '@idea-studio/sdk';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useApi } from '../../../app/ApiProvider';
import { type Agent, agentsAtom } from '../atoms/chatAtoms';

/**
 * The agents of listAgents, asked once and kept in `agentsAtom` (the chat widget is their only reader). Asked
 * quietly: without the list the chat still works and names Johnny itself (part 2 §8: an empty list on failure).
 */
export function useAgents(): Agent[] {
  const { quiet } = useApi();
  const [agents, setAgents] = useAtom(agentsAtom);
  useEffect(() => {
    if (agents) return;
    let alive = true;
    unwrap(quiet.GET('/aiservice/agents')).then(
      (list) => alive && setAgents(list),
      () => alive && setAgents([]),
    );
    return () => {
      alive = false;
    };
  }, [agents, quiet, setAgents]);
  return agents ?? [];
}
