// Copies the non-TypeScript files of src/ (reference data JSON, ...) next to the compiled code in dist/,
// keeping their relative paths. Test-only folders are left out.
import { cpSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');
const dist = join(root, 'dist');
const SKIP_DIRS = new Set(['test', 'fixtures']);

let copied = 0;
function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) walk(path);
    } else if (!entry.name.endsWith('.ts')) {
      cpSync(path, join(dist, relative(src, path)));
      copied++;
    }
  }
}
walk(src);
console.log(`copy-assets: ${copied} file(s) copied to dist/`);
