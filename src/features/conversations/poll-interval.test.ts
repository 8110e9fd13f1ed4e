import { describe, expect, it } from 'vitest';
import { POLL_ACTIVE_MS, POLL_IDLE_MS, choosePollInterval } from './poll-interval';

describe('choosePollInterval', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it('polls quickly while the reader is active', () => {
    expect(choosePollInterval(now, now - 10_000, null)).toBe(POLL_ACTIVE_MS);
  });
  it('polls quickly just after a message, even when the reader is idle', () => {
    expect(choosePollInterval(now, now - 600_000, '2026-11-22T11:59:00Z')).toBe(POLL_ACTIVE_MS);
  });
  it('backs off when the reader is idle and the thread is quiet', () => {
    expect(choosePollInterval(now, now - 600_000, '2026-11-22T10:00:00Z')).toBe(POLL_IDLE_MS);
    expect(choosePollInterval(now, now - 600_000, null)).toBe(POLL_IDLE_MS);
  });
  it('keeps within the 5 s a new message may take to show while active', () => {
    expect(POLL_ACTIVE_MS).toBeLessThanOrEqual(5_000);
  });
});
