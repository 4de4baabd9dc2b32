import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { WaitSpinner } from './WaitSpinner';

const text = () => screen.queryByTestId('wait-spinner')?.textContent ?? null;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('WaitSpinner', () => {
  it('shows nothing for 1 s, then the loading, thinking and AI texts at 1, 4 and 8 s', () => {
    vi.useFakeTimers();
    renderWithProviders(<WaitSpinner />);
    expect(text()).toBeNull();
    advance(999);
    expect(text()).toBeNull();
    advance(1);
    expect(text()).toBe('Just loading...');
    advance(2999); // 3999 ms
    expect(text()).toBe('Just loading...');
    advance(1); // 4000 ms
    expect(text()).toBe('We are thinking...');
    advance(3999); // 7999 ms
    expect(text()).toBe('We are thinking...');
    advance(1); // 8000 ms
    expect(text()).toBe('No hurry the AI is working...');
    advance(60_000);
    expect(text()).toBe('No hurry the AI is working...');
  });

  it('leaves no timers behind when it is removed', () => {
    vi.useFakeTimers();
    const { unmount } = renderWithProviders(<WaitSpinner />);
    advance(1500);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
