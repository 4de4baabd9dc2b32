// Runs before `npm start` and `npm test`: installs the workspace dependencies when they are
// missing or older than package-lock.json, so both README commands work on a fresh clone.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const marker = join(root, 'node_modules', '.package-lock.json');
const lock = join(root, 'package-lock.json');

const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
if (stale) {
  console.log('[idea-studio] installing dependencies (npm install)…');
  execSync('npm install --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
}
