import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { CLAIM_GAP_MS, CLAIM_ROTATION_MS } from '../../../ui/constants';

const word = () => screen.getByTestId('rotating-word').textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('landing page claim', () => {
  it('rotates innovation → business → product every 3000 ms with a 50 ms blank between words', () => {
    vi.useFakeTimers();
    renderApp('/start');
    expect(CLAIM_ROTATION_MS).toBe(3000);
    expect(CLAIM_GAP_MS).toBe(50);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('innovation design. supercharged.');

    advance(2999);
    expect(word()).toBe('innovation');
    advance(1); // 3000 ms: the word is blanked
    expect(word()).toBe('');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(' design. supercharged.');
    advance(49); // 3049 ms: still blank
    expect(word()).toBe('');
    advance(1); // 3050 ms: next word
    expect(word()).toBe('business');

    advance(2949); // 5999 ms
    expect(word()).toBe('business');
    advance(1); // 6000 ms
    expect(word()).toBe('');
    advance(50); // 6050 ms
    expect(word()).toBe('product');

    advance(3000); // 9050 ms: back to the first word
    expect(word()).toBe('innovation');
  });

  it('stops its timers when the page is left', () => {
    vi.useFakeTimers();
    const { unmount } = renderApp('/start');
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('landing page', () => {
  it('sends the Startup Founder to /login and shows the Ecosystem Manager disabled', () => {
    const { currentPath } = renderApp('/start');
    const founder = screen.getByRole('link', { name: /Startup Founder/ });
    expect(founder.getAttribute('href')).toBe('/login');
    expect(screen.getByRole('button', { name: 'Ecosystem Manager' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(founder);
    expect(currentPath()).toBe('/login');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Log in');
  });

  it('credits the venture studio and links the legal pages, the FAQ and the access code', () => {
    renderApp('/start');
    expect(screen.getByText('A venture studio product — Idea Studio')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Legal and help' });
    const links = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Imprint', '/imprint'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
      ['FAQ', '/faq'],
      ['Access code', '/login/access'],
    ]);
  });
});
