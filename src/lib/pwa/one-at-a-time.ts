// Runs an async check one at a time without losing a request: asked while a run is under way, it
// runs once more after that run (however often it was asked meanwhile). Coming back online while
// the previous build check is still reading its answer must still check again: that answer may be
// from before the news.

export function oneAtATime(run: () => Promise<void>): () => Promise<void> {
  let current: Promise<void> | null = null;
  let again = false;
  const start = (): Promise<void> => {
    current = run()
      .catch(() => undefined)
      .finally(() => {
        current = null;
        if (again) {
          again = false;
          void start();
        }
      });
    return current;
  };
  return () => {
    if (current) {
      again = true;
      return current;
    }
    return start();
  };
}
