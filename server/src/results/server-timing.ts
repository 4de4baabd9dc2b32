import { PDF_TIMING_METRIC } from '@idea-studio/sdk';
import type { RenderPdf } from './pdf-pool.js';

/**
 * A renderer that remembers how long its renders took (waiting for a free thread included), so the answer that
 * rendered can say so in its `Server-Timing` header (the SDK's run timings add them up).
 */
export function timedRenderer(render: RenderPdf): { render: RenderPdf; header(): string | undefined } {
  let ms: number | undefined;
  return {
    async render(input) {
      const start = performance.now();
      try {
        return await render(input);
      } finally {
        ms = (ms ?? 0) + performance.now() - start;
      }
    },
    header: () => (ms === undefined ? undefined : `${PDF_TIMING_METRIC};dur=${ms.toFixed(1)};desc="PDF render"`),
  };
}
