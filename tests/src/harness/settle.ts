// Waiting for a page to settle on a condition instead of for a fixed time.
import type { Locator, Page } from 'playwright-core';

/**
 * Resolves once the page has rendered two more frames and every finite CSS transition and animation running then
 * in `scope` (default: the whole page) has finished: a dialog has slid in, a message has faded in. Endless
 * animations (a spinner) are left out.
 */
export async function animationsSettled(scope: Page | Locator): Promise<void> {
  const root = 'goto' in scope ? scope.locator(':root') : scope;
  await root.evaluate(async (element) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = element
      .getAnimations({ subtree: true })
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}
