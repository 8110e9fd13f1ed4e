// The demo pool as a coordinator meets it: enough findable volunteers in every tenant with
// profiles, names as varied as the Netherlands, words a vacancy's tags name (so a match has
// reasons), and every e-mail address a real one of its own.
import { describe, expect, it } from 'vitest';
import { TENANT_CONFIGS, TENANT_NAMES } from '../../common/tenants/tenant-configs';
import { listDemoPool, parseAvailability } from './demo-pool';
import { DEMO_TAGS } from './demo-tags';

const withProfiles = TENANT_NAMES.filter((t) => TENANT_CONFIGS[t].features.volunteerProfiles);

describe('demo pool', () => {
  it.each(withProfiles)('%s has at least 30 findable volunteers and some who are not', (tenant) => {
    const pool = listDemoPool(tenant);
    expect(pool.filter((m) => m.visibleInPool).length).toBeGreaterThanOrEqual(30);
    expect(pool.some((m) => !m.visibleInPool)).toBe(true);
  });

  it.each(withProfiles)('%s: addresses and ids are unique and valid', (tenant) => {
    const pool = listDemoPool(tenant);
    expect(new Set(pool.map((m) => m.email)).size).toBe(pool.length);
    expect(new Set(pool.map((m) => m.userId)).size).toBe(pool.length);
    for (const m of pool) expect(m.email).toMatch(/^[a-z]+\.[a-z]+@[a-z]+\.test$/);
  });

  it('has the names Dutch forms must handle', () => {
    const names = listDemoPool('demo').map((m) => `${m.firstName} ${m.lastName}`);
    expect(names).toEqual(
      expect.arrayContaining(['Emre Şahin', 'Zoë de Wit', "Hendrik van 't Hof"]),
    );
  });

  it('uses skills and interests that are demo tags, so a match can explain itself', () => {
    const tagNames = new Set(DEMO_TAGS.map((t) => t.nl));
    for (const m of listDemoPool('demo')) {
      for (const word of [...m.person.skills, ...m.person.interests])
        expect(tagNames, `${m.firstName}: ${word}`).toContain(word);
    }
  });

  it('differs between tenants', () => {
    expect(listDemoPool('demo')[0]!.lastName).not.toBe(listDemoPool('oldebroek')[0]!.lastName);
  });

  it('reads availability in its short form', () => {
    expect(parseAvailability('ma-o di-a di-m')).toEqual({
      mon: ['morning'],
      tue: ['evening', 'afternoon'],
    });
  });
});
