/**
 * Runs `task` when the browser is idle (at the latest after `timeoutMs`), so work that can wait —
 * starting a carousel, say — does not lengthen the task that hydrates the page. Returns a cancel
 * function. Browsers without requestIdleCallback (Safari) get a short timeout instead.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 50);
  return () => clearTimeout(handle);
}
