import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n, loadLanguage } from '../i18n';

// German texts load on demand in the app; loaded up front, a switch to German shows at once, as tests expect.
await loadLanguage('de');

// happy-dom has no FontFaceSet; Mantine's autosizing Textarea listens to document.fonts for re-measuring.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// findBy/waitFor wait 1 s by default; on a 2-core CI machine running four test lanes at once, rendering a lazy step
// view or 50 ticks of a 10 ms poll can take several seconds. A wait that is met returns at once.
configure({ asyncUtilTimeout: 10_000 });

const initialInnerWidth = window.innerWidth;

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: initialInnerWidth });
  document.body.style.overflow = '';
  await i18n.changeLanguage('en');
});
