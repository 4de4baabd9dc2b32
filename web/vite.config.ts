import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The API server that `npm run dev -w @idea-studio/server` starts. */
const apiTarget = process.env.IDEA_API_TARGET ?? 'http://localhost:3000';

export default defineConfig(({ command }) => {
  // A build is always a production build: React and the plugins pick their development code from NODE_ENV, so a
  // shell that exports NODE_ENV=development would otherwise ship unminified development React.
  if (command === 'build') process.env.NODE_ENV = 'production';

  return {
    plugins: [react(), precompress()],
    server: {
      port: 5173,
      proxy: {
        '/api': { target: apiTarget, changeOrigin: false },
        // Everything under /dev belongs to the server (e.g. /dev/mailbox) except the web app's own showcase page.
        '^/dev/(?!showcase)': { target: apiTarget, changeOrigin: false },
      },
    },
    preview: { port: 4173 },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      // dist/.vite/manifest.json maps source modules to chunks; scripts/route-js-size.mjs reads it.
      manifest: true,
      rolldownOptions: {
        // The app's and the SDK's modules only define things: none is imported for what it does on load. Declared
        // so, a chunk gets the modules behind an index file (ui/form, the SDK's) that it uses, not all of them.
        // Every other module keeps the default (its package.json `sideEffects`).
        treeshake: { moduleSideEffects: (id) => (definesOnly(id) ? false : undefined) },
      },
    },
  };
});

const APP_SOURCE = fileURLToPath(new URL('./src/', import.meta.url));
const SDK_BUILD = fileURLToPath(new URL('../sdk/dist/', import.meta.url));

function definesOnly(id: string): boolean {
  return (id.startsWith(APP_SOURCE) && /\.tsx?$/.test(id)) || (id.startsWith(SDK_BUILD) && id.endsWith('.js'));
}

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
/** Below this size a compressed copy saves too little to matter. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `.br` (brotli, quality 11) and `.gz` (gzip, level 9) copies next to every text file of the build, so the
 * server sends them as they are (@fastify/static `preCompressed`) instead of compressing on each request.
 */
function precompress(): Plugin {
  return {
    name: 'idea-studio:precompress',
    apply: 'build',
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler({ dir }) {
        if (dir) await compressFiles(await textFiles(dir));
      },
    },
  };
}

async function textFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // .vite holds the build manifest, which the server does not serve.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await textFiles(path)));
    else if (COMPRESSIBLE.has(extname(entry.name)) && (await stat(path)).size > MIN_BYTES) files.push(path);
  }
  return files;
}

async function compressFiles(files: string[]): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gzipAsync(bytes, { level: 9 }),
      ]);
      // A copy that is not smaller is left out; the server then sends the original.
      if (br.length < bytes.length) await writeFile(`${file}.br`, br);
      if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
    }),
  );
}
