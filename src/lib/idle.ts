/**
 * Runs `task` when the browser is next idle (requestIdleCallback, at most `timeout` ms later), or after a short
 * delay where there is no such call (Safari). For code the first screen does not need but the next tap may: it
 * loads after the first paint instead of before it. Returns a function that cancels the task.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 300);
  return () => clearTimeout(id);
}
