// Part of the CLI's build, after the compile: bundles the program (dist/main.js) with its packages into
// dist/idea-studio.js, the file bin/idea-studio.js runs. Every command starts a process, and the unbundled start read
// about 400 module files each time. The progress bar and the prompts still load on first use, as chunks.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleProgram } from '../../scripts/bundle-program.mjs';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

await bundleProgram({ dist, entry: 'main.js', name: 'idea-studio', external: [], label: 'cli' });
