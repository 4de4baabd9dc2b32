// The mixed workload: founders who read and write at once, each on a connection of their own. A cycle is
// READS_PER_WRITE reads of the founder's track list, then one rename of one of their tracks; the rename raises the
// founder's data version, so the next read is a miss. Every read after a rename must show the new name (a kept
// answer must never outlive what it copies); reads that do not are counted as violations.
import type { ConnectionCycle } from './measure.js';
import type { SeededUser } from './seed.js';

export const MIXED_USERS = 20;
export const MIXED_TRACKS = 20;
export const READS_PER_WRITE = 9;

export const USERTRACKS_PATH = '/api/streams/usertracks';
export const RENAME_PATH = '/api/streams/trackname';

/** Reads that did not show the founder's latest acknowledged rename. */
export interface Violations {
  count: number;
  /** The first few, for the report. */
  examples: string[];
}

export const noViolations = (): Violations => ({ count: 0, examples: [] });

// Names are unique over the whole process, so a name in an answer is proof of exactly that rename.
let renames = 0;

/**
 * One founder's cycle. With `violations`, every read after an acknowledged rename is checked for the new name; the
 * ceiling's answers are fixed bytes, so its runs pass none.
 */
export function mixedCycle(user: SeededUser, userIndex: number, violations?: Violations): ConnectionCycle {
  const headers = { authorization: user.authorization };
  let pending = '';
  let written: string | undefined;
  const read = {
    method: 'GET' as const,
    path: USERTRACKS_PATH,
    headers,
    ...(violations
      ? {
          onResponse: (status: number, body: string) => {
            if (status !== 200 || written === undefined || body.includes(`"name":"${written}"`)) return;
            violations.count += 1;
            if (violations.examples.length < 5) {
              violations.examples.push(`founder ${userIndex}: a read after renaming to "${written}" did not show it`);
            }
          },
        }
      : {}),
  };
  const write = {
    method: 'PUT' as const,
    path: RENAME_PATH,
    headers: { ...headers, 'content-type': 'application/json' },
    // Built when it is sent, after the answer to the read before it.
    setupRequest: (request: ConnectionCycle[number]) => {
      renames += 1;
      pending = `Founder ${userIndex} idea ${renames}`;
      const roundId = user.roundIds[renames % user.roundIds.length];
      return { ...request, body: JSON.stringify({ roundId, name: pending }) };
    },
    onResponse: (status: number) => {
      if (status === 200) written = pending;
    },
  };
  return [...Array.from({ length: READS_PER_WRITE }, () => ({ ...read })), write];
}
