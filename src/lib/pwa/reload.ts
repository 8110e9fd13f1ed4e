// Placeholder until the reload guard lands (issue #4): every reload the app starts goes through
// guardedReload(), which first runs the before-reload tasks (flushing the persisted cache).
const beforeReload = new Set<() => Promise<void> | void>();

export function onBeforeReload(task: () => Promise<void> | void): () => void {
  beforeReload.add(task);
  return () => beforeReload.delete(task);
}

export async function guardedReload(): Promise<boolean> {
  for (const task of beforeReload) await task();
  window.location.reload();
  return true;
}
