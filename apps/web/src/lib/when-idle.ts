/** Runs `task` once the browser is idle (soon after the page has painted); returns a function that cancels it. */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  // Safari has no requestIdleCallback: a short timeout does the same job there.
  if (!('requestIdleCallback' in window)) {
    const id = setTimeout(task, 200);
    return () => clearTimeout(id);
  }
  const id = window.requestIdleCallback(task, { timeout: timeoutMs });
  return () => window.cancelIdleCallback(id);
}
