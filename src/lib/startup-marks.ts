// Performance marks of the app's start ('volunteerly:configured': configuration, messages and, on a
// repeat visit, the first page's chunk ready; 'volunteerly:restored': persisted cache restored): the
// repeat-visit benchmark reads them to show where a start's time goes (scripts/bench).
export const STARTUP_MARK_PREFIX = 'volunteerly:';

export function markStartup(name: 'configured' | 'restored'): void {
  try {
    performance.mark(`${STARTUP_MARK_PREFIX}${name}`);
  } catch {
    // No User Timing (very old browsers): nothing to measure.
  }
}
