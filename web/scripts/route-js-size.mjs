// The JavaScript a browser loads before it can show a route's first paint, gzip-compressed: the app entry and its
// static imports, plus the route's lazy page chunk and its static imports. Dynamic imports are left out, they load
// later. Reads the Vite manifest (`build.manifest: true`). Usage: node scripts/route-js-size.mjs [distDir]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The page module each measured route shows; a page that is not lazy has no chunk of its own in the manifest. */
export const ROUTE_PAGES = {
  '/start': 'src/features/start-page/components/StartPage.tsx',
  '/login': 'src/features/auth/components/LoginPage.tsx',
};

const DEFAULT_DIST = fileURLToPath(new URL('../dist', import.meta.url));

/** The size of one built file after gzip at level 9. */
export function gzipBytes(distDir, file) {
  return gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
}

/** @param {string} distDir @returns {{ route: string, gzipBytes: number, files: string[] }[]} */
export function routeJsBytes(distDir = DEFAULT_DIST) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length === 0) throw new Error(`${distDir}: the manifest names no entry chunk.`);

  return Object.entries(ROUTE_PAGES).map(([route, page]) => {
    const files = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      if (chunk.file.endsWith('.js')) files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const entry of entries) visit(entry);
    visit(page);
    const list = [...files].sort();
    return { route, gzipBytes: list.reduce((sum, file) => sum + gzipBytes(distDir, file), 0), files: list };
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const distDir = process.argv[2] ? resolve(process.argv[2]) : DEFAULT_DIST;
  for (const { route, gzipBytes: total, files } of routeJsBytes(distDir)) {
    console.log(
      `${route.padEnd(8)} ${(total / 1024).toFixed(1).padStart(7)} KB gzip  ${total} B  ${files.length} files`,
    );
    for (const file of files) console.log(`         ${String(gzipBytes(distDir, file)).padStart(7)} B  ${file}`);
  }
}
