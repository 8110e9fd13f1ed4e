import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time';

/** A run that waits until the test releases it; counts how often it started. */
function controlledRun() {
  const releases: (() => void)[] = [];
  let starts = 0;
  const run = () => {
    starts += 1;
    return new Promise<void>((resolve) => releases.push(resolve));
  };
  return { run, starts: () => starts, release: () => releases.shift()?.() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('oneAtATime', () => {
  it('runs at once when idle, and again only after the run finished', async () => {
    const c = controlledRun();
    const check = oneAtATime(c.run);
    void check();
    expect(c.starts()).toBe(1);
    c.release();
    await settle();
    void check();
    expect(c.starts()).toBe(2);
  });

  it('asked during a run: one more run afterwards, however often it was asked, and the asker waits for it', async () => {
    const c = controlledRun();
    const check = oneAtATime(c.run);
    void check();
    let settled = false;
    void check().then(() => (settled = true));
    void check();
    expect(c.starts()).toBe(1);
    c.release();
    await settle();
    expect(c.starts()).toBe(2);
    expect(settled).toBe(false);
    c.release();
    await settle();
    expect(c.starts()).toBe(2);
    expect(settled).toBe(true);
  });

  it('a run that throws at once does not reject either', async () => {
    const check = oneAtATime(() => {
      throw new Error('no fetch here');
    });
    await expect(check()).resolves.toBeUndefined();
  });

  it('a failed run neither rejects nor stops the next one', async () => {
    let calls = 0;
    const check = oneAtATime(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
    });
    await expect(check()).resolves.toBeUndefined();
    await check();
    expect(calls).toBe(2);
  });
});
