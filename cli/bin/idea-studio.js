#!/usr/bin/env node
// Entry of the `idea-studio` command. The program is bundled into dist/idea-studio.js (built by `npm install` via the root
// prepare script, or `npm run build -w @idea-studio/cli`).
import { existsSync } from 'node:fs';

const entry = new URL('../dist/idea-studio.js', import.meta.url);
if (!existsSync(entry)) {
  console.error('idea-studio is not built yet: run `npm run build -w @idea-studio/cli` in the repository.');
  process.exit(1);
}
await import(entry.href);
