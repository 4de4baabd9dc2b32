// Column formatting shared by the benchmark's tables.
import type { Figures } from './measure.js';
export const pad = (value: string | number, width: number) => String(value).padStart(width);
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** The app's throughput as a share of the ceiling's, in per cent. */
export const shareOf = (app: number, bare: number) => (100 * app) / Math.max(bare, 1);

/** The headings of the columns every load table has: app and bare throughput, their ratio, latency, errors. */
export const loadHeadings = () => [
  pad('app req/s', 10),
  pad('bare req/s', 11),
  pad('ratio', 6),
  pad('app p50', 8),
  pad('app p99', 8),
  pad('bare p99', 9),
  pad('errors', 7),
];

/** The figures under `loadHeadings`. */
export const loadCells = (app: Figures, bare: Figures) => [
  pad(app.rps.toFixed(0), 10),
  pad(bare.rps.toFixed(0), 11),
  pad(`${shareOf(app.rps, bare.rps).toFixed(0)} %`, 6),
  pad(`${app.p50} ms`, 8),
  pad(`${app.p99} ms`, 8),
  pad(`${bare.p99} ms`, 9),
  pad(app.errors + bare.errors, 7),
];
