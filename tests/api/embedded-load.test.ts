// EXPECTED_CONCURRENT_USERS above what the embedded database serves well makes the server warn at
// start (server/index.ts logs it), naming the setting and PostgreSQL; never on PostgreSQL.
import { describe, expect, it } from 'vitest';
import { loadSettings } from '../../server/env';
import { describeEmbeddedLoad, EMBEDDED_CONCURRENT_USERS } from '../../server/lib/embedded-load';

describe('the embedded database warning', () => {
  it('is silent by default and on PostgreSQL, and names the setting and the way out above the limit', () => {
    expect(describeEmbeddedLoad(loadSettings({}))).toBeNull();
    const busy = loadSettings({ EXPECTED_CONCURRENT_USERS: String(EMBEDDED_CONCURRENT_USERS + 1) });
    expect(describeEmbeddedLoad(busy)).toMatch(/EXPECTED_CONCURRENT_USERS is 11.*DATABASE_URL/);
    expect(
      describeEmbeddedLoad(
        loadSettings({ EXPECTED_CONCURRENT_USERS: '500', DATABASE_URL: 'postgres://db/x' }),
      ),
    ).toBeNull();
    expect(() => loadSettings({ EXPECTED_CONCURRENT_USERS: 'veel' })).toThrow(
      /EXPECTED_CONCURRENT_USERS/,
    );
  });
});
