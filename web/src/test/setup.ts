import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n } from '../i18n';

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
