// Runs an async check one at a time without losing a request: asked while a run is under way, it
// runs once more after that run (however often it was asked meanwhile), and the caller's promise
// settles after that later run. Coming back online while the previous build check is still
// reading its answer must still check again: that answer may be from before the news. A failing
// run (offline, a hiccup) never rejects: the next ask tries again.

export function oneAtATime(run: () => Promise<void>): () => Promise<void> {
  let current: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (): Promise<void> => {
    let attempt: Promise<void>;
    try {
      attempt = run();
    } catch (error) {
      attempt = Promise.reject(error);
    }
    const settled = attempt
      .catch(() => undefined)
      .finally(() => {
        if (current === settled) current = null;
      });
    current = settled;
    return settled;
  };
  return () => {
    if (!current) return start();
    next ??= current.then(() => {
      next = null;
      // Someone may have started a run in between: it began after this ask, so it answers it.
      return current ?? start();
    });
    return next;
  };
}
