import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n } from '../i18n';

// happy-dom has no FontFaceSet; Mantine's autosizing Textarea listens to document.fonts for re-measuring.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

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
