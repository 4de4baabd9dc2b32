import { unwrap } from '@idea-studio/sdk';
import { useState } from 'react';
import { useApi } from '../../../app/ApiProvider';
import type { Field } from '../../../ui/form';

/** The assistant that rewrites texts for the settings (part 2 §3: AI chat defaults). */
export const OPTIMIZE_AGENT_ID = 'flying_jhonny';
/** The prompt that rewrites the mission (part 1 §5, §7). */
export const OPTIMIZE_MISSION_MODEL = 'OPTIMIZE-MISSION';

/**
 * Optimize for Our Mission (part 1 §2, §5): asks the AI (sendChatMessage, OPTIMIZE-MISSION) to rewrite the mission
 * and puts the answer into the field. Does nothing while the mission is empty; a failed call (or an answer without
 * text) leaves the field unchanged.
 */
export function useOptimizeMission(mission: Field) {
  const { client } = useApi();
  const [running, setRunning] = useState(false);
  const optimize = async () => {
    const text = mission.value.trim();
    if (!text || running) return;
    setRunning(true);
    try {
      const reply = await unwrap(
        client.POST('/aiservice/default', {
          body: { agentId: OPTIMIZE_AGENT_ID, modelId: OPTIMIZE_MISSION_MODEL, userText: text },
        }),
      );
      if (typeof reply.message === 'string' && reply.message.trim()) mission.change(reply.message.trim());
    } catch {
      // the snackbar shows why; the mission stays as it was
    } finally {
      setRunning(false);
    }
  };
  return { optimize, running };
}
