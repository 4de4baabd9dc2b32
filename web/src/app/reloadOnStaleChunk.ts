/** sessionStorage key: when the page last reloaded because a chunk failed to load. */
export const CHUNK_RELOAD_KEY = 'idea_chunkReloadAt';
/** A second failure within this time is not answered with another reload. */
export const CHUNK_RELOAD_COOLDOWN_MS = 30_000;

/**
 * Pages load their code on first visit. After a release the chunks of the previous build are gone, so a tab still
 * running it fails on the next page it has not shown yet (Vite reports that as `vite:preloadError`); a reload
 * fetches the new index.html and its chunks. At most once per cooldown, so a chunk missing for another reason
 * cannot start a reload loop; then, and without sessionStorage, the error stands.
 */
export function reloadOnStaleChunk(target: Window = window, now: () => number = Date.now): void {
  target.addEventListener('vite:preloadError', (event) => {
    try {
      const last = Number(target.sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
      if (now() - last < CHUNK_RELOAD_COOLDOWN_MS) return;
      target.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now()));
    } catch {
      return;
    }
    event.preventDefault();
    target.location.reload();
  });
}
