/**
 * Resolves in a later task, so the browser can paint and answer input in between: the popup's work (its
 * sanitiser starting, the content, the dialog's first style and layout) runs as three short tasks on a
 * loading page instead of one long one. scheduler.yield() where the browser has it (its continuation goes
 * ahead of other queued work), a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
