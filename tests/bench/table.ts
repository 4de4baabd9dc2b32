// Column formatting shared by the benchmark's tables.
export const pad = (value: string | number, width: number) => String(value).padStart(width);
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** The app's throughput as a share of the ceiling's, in per cent. */
export const shareOf = (app: number, bare: number) => (100 * app) / Math.max(bare, 1);
