import { act, screen, waitFor } from '@testing-library/react';
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

  it('makes the page behind it inert, also what opens later, and gives it back when the window is wide again', async () => {
    resizeTo(600);
    const { container } = renderApp('/start');
    const noticeElement = notice()!;
    // The notice sits straight in <body>; everything else there is inert.
    expect(noticeElement.parentElement).toBe(document.body);
    expect(noticeElement.hasAttribute('inert')).toBe(false);
    expect(container.hasAttribute('inert')).toBe(true);
    const others = Array.from(document.body.children).filter((child) => child !== noticeElement);
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) expect(other.hasAttribute('inert')).toBe(true);

    // A portal added while the notice shows (a dialog, a menu) is covered too.
    const later = document.createElement('div');
    document.body.append(later);
    await waitFor(() => expect(later.hasAttribute('inert')).toBe(true));

    resizeTo(1280);
    expect(notice()).toBeNull();
    expect(container.hasAttribute('inert')).toBe(false);
    expect(later.hasAttribute('inert')).toBe(false);
    later.remove();
  });
});
