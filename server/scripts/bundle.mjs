// Part of the server's build, last: bundles the compiled program (dist/serve.js) with the packages it loads at
// start into one file, dist/main.js, the file `node server/dist/main.js` and `npm start` run. Node 20 resolves and
// reads every ES module file on its own; the unbundled start opened about 1,200 files and spent most of its
// second there (`npm run bench`, "server process: healthy").
//
// What stays outside the bundle, loaded from node_modules as before:
// - packages the server imports only on first use (PDF, images, document extraction, the model client, mail,
//   PostgreSQL, Redis, the contract's YAML): bundling them would only make the start read them;
// - native addons, and packages that start worker threads from their own files (piscina, pino's transports).
// The server's worker threads (PDF, AI, extraction) keep running their unbundled files in dist/. Data read next to a
// module (reference data, prompt catalogue, banks, the contract) is found as before: see scripts/bundle-program.mjs.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleProgram } from '../../scripts/bundle-program.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

/** Packages left outside the bundle (see above). */
export const EXTERNAL = [
  // loaded on first use
  'pdfkit',
  'sharp',
  'file-type',
  'unpdf',
  'mammoth',
  'compromise',
  'openai',
  'nodemailer',
  'pg',
  'ioredis',
  'yaml',
  // native addons
  'better-sqlite3',
  '@node-rs/argon2',
  // worker threads from their own files
  'piscina',
  'pino',
  'thread-stream',
];

await bundleProgram({ dist, entry: 'serve.js', name: 'main', external: EXTERNAL, label: 'server' });
