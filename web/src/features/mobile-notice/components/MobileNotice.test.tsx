import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';

function resizeTo(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

const notice = () => screen.queryByRole('dialog', { name: 'Use mobile?' });

describe('mobile notice', () => {
  it('covers the app while the window is narrower than 768 px and goes away when it is wider again', () => {
    resizeTo(1280);
    renderApp('/start');
    expect(notice()).toBeNull();

    resizeTo(600);
    expect(notice()).not.toBeNull();
    expect(notice()?.textContent).toContain('not meant for mobile use');
    expect(document.body.style.overflow).toBe('hidden');

    resizeTo(1024);
    expect(notice()).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it.each([
    [767, true],
    [768, false],
  ])('at %i px wide shows the notice: %s', (width, shown) => {
    resizeTo(width);
    renderApp('/start');
    expect(notice() !== null).toBe(shown);
  });

  it('is shown on every page, already at the first render', () => {
    resizeTo(500);
    renderApp('/privacy');
    expect(notice()).not.toBeNull();
  });
});
