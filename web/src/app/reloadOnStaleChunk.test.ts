import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_COOLDOWN_MS, CHUNK_RELOAD_KEY, reloadOnStaleChunk } from './reloadOnStaleChunk';

/** A window whose reload is recorded instead of done. */
function fakeWindow() {
  const target = new EventTarget() as EventTarget & { sessionStorage: Storage; location: { reload: () => void } };
  target.sessionStorage = sessionStorage;
  target.location = { reload: vi.fn() };
  return target;
}

const failChunk = (target: EventTarget) => {
  const event = new Event('vite:preloadError', { cancelable: true });
  target.dispatchEvent(event);
  return event;
};

describe('reloadOnStaleChunk', () => {
  it('reloads once when a chunk fails to load, and lets a second failure within the cooldown stand', () => {
    const target = fakeWindow();
    let time = 1_000_000;
    reloadOnStaleChunk(target as unknown as Window, () => time);

    expect(failChunk(target).defaultPrevented).toBe(true);
    expect(target.location.reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(time));

    time += CHUNK_RELOAD_COOLDOWN_MS - 1;
    expect(failChunk(target).defaultPrevented).toBe(false);
    expect(target.location.reload).toHaveBeenCalledTimes(1);

    time += 1;
    expect(failChunk(target).defaultPrevented).toBe(true);
    expect(target.location.reload).toHaveBeenCalledTimes(2);
  });
});
