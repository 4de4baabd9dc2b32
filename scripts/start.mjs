// `npm start`: builds what changed since the last build (build-changed.mjs: nothing on a built checkout, exactly
// the workspaces whose sources differ after a pull, everything on a fresh clone), then runs the server in this
// process, as `node server/dist/main.js` would.
import { buildChanged } from './build-changed.mjs';

try {
  buildChanged();
} catch (error) {
  console.error(`[build] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
await import('../server/dist/main.js');
