import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * A Piscina worker's file next to the module that runs the pool (`moduleUrl`, its `import.meta.url`), named
 * `<name>.js`. Under Vitest that module is the TypeScript source, so the worker loads `<name>.ts` through tsx's
 * loader; the built server runs the `.js` file as it is.
 */
export function workerEntry(moduleUrl: string, name: string): { filename: string; execArgv?: string[] } {
  if (!moduleUrl.endsWith('.ts')) return { filename: new URL(`./${name}.js`, moduleUrl).href };
  const tsx = pathToFileURL(createRequire(moduleUrl).resolve('tsx')).href;
  return { filename: new URL(`./${name}.ts`, moduleUrl).href, execArgv: ['--import', tsx] };
}
