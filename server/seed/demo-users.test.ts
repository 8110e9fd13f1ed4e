import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../lib/passwords';
import { DEMO_PASSWORD, DEMO_PASSWORD_HASH } from './demo-users';

describe('the demo accounts’ password', () => {
  it('is the password its precomputed hash was made of', async () => {
    expect(await verifyPassword(DEMO_PASSWORD, DEMO_PASSWORD_HASH)).toBe(true);
    expect(await verifyPassword(`${DEMO_PASSWORD}!`, DEMO_PASSWORD_HASH)).toBe(false);
  });
});
