import { handlers as ai } from '../ai/handlers.js';
import { handlers as auth } from '../auth/handlers.js';
import { handlers as closing } from '../closing/handlers.js';
import { handlers as company } from '../company/handlers.js';
import { handlers as data } from '../data/handlers.js';
import { handlers as health } from '../health/handlers.js';
import { handlers as landing } from '../hosted-pages/handlers.js';
import { handlers as hub } from '../hub/handlers.js';
import { handlers as interviews } from '../interviews/handlers.js';
import { handlers as results } from '../results/handlers.js';
import { handlers as rounds } from '../rounds/handlers.js';
import { handlers as team } from '../team/handlers.js';
import { handlers as tracks } from '../tracks/handlers.js';
import { handlers as avatar } from '../users/avatar-handlers.js';
import { handlers as users } from '../users/handlers.js';
import { handlers as verdict } from '../verdict/handlers.js';
import type { HandlerEntry, HandlerMap, OperationId } from './types.js';

/** Combines the domains' handler maps; an operationId claimed twice is a programming error. */
export function mergeHandlers(...maps: HandlerMap[]): HandlerMap {
  const merged: HandlerMap = {};
  for (const map of maps) {
    for (const [operationId, handler] of Object.entries(map) as [OperationId, HandlerEntry][]) {
      if (operationId in merged) throw new Error(`Two domains handle the operation "${operationId}".`);
      merged[operationId] = handler;
    }
  }
  return merged;
}

/** Every implemented operation. Add a domain's `handlers` here when the domain arrives. */
export const handlers: HandlerMap = mergeHandlers(
  health,
  data,
  auth,
  users,
  tracks,
  rounds,
  results,
  avatar,
  company,
  team,
  hub,
  ai,
  closing,
  landing,
  verdict,
  interviews,
);
