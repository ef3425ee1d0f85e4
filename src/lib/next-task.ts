/**
 * Resolves in a task of its own, so that what runs after it does not lengthen the task that awaited it. For checks that
 * cost milliseconds each on a slow phone (the boot data's schemas) and together made one long task of the start
 * (docs/decisions/030-quiet-start.md, the trace table).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
