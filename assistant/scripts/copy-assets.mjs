// Copies the data files of src/ (the banks, the frame's word classes) next to the compiled code in dist/, keeping
// their relative paths: the modules read them next to themselves.
import { cpSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');
const dist = join(root, 'dist');

let copied = 0;
function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (entry.name.endsWith('.json')) {
      cpSync(path, join(dist, relative(src, path)));
      copied++;
    }
  }
}
walk(src);
console.log(`copy-assets: ${copied} file(s) copied to dist/`);
