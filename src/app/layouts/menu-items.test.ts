import { describe, expect, it } from 'vitest';
import { TENANT_CONFIGS } from '../../../common/tenants/tenant-configs';
import { getMenuItems, isActive } from './menu-items';

const labels = (name: keyof typeof TENANT_CONFIGS) =>
  getMenuItems(TENANT_CONFIGS[name]).map((i) => i.labelId);

describe('getMenuItems', () => {
  it('follows the tenant feature flags', () => {
    expect(labels('oldebroek')).toContain('nav.neighbourHelp');
    expect(labels('demo')).toContain('nav.oneToOneHelp');
    expect(labels('public')).not.toContain('nav.oneToOneHelp');
    expect(labels('roermond')).not.toContain('nav.calendar');
    expect(labels('demo')).toContain('nav.calendar');
  });
  it('adds applications and conversations for a signed-in user', () => {
    const signedOut = getMenuItems(TENANT_CONFIGS.demo).map((i) => i.href);
    const signedIn = getMenuItems(TENANT_CONFIGS.demo, true).map((i) => i.href);
    expect(signedOut).not.toContain('/applications');
    expect(signedIn).toEqual(expect.arrayContaining(['/applications', '/conversations']));
  });
  it('marks the active entry', () => {
    expect(isActive('/nieuws', '/nieuws/zomerfeest')).toBe(true);
    expect(isActive('/nieuws', '/nieuwsbrief')).toBe(false);
  });
});
