/**
 * Runs `run` when the browser is next idle (within `timeoutMs` at the latest), or soon where it has no
 * idle callbacks (Safari); returns a function that cancels it.
 */
export function whenIdle(run: () => void, timeoutMs = 2000): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 50);
  return () => clearTimeout(id);
}
