import { describe, expect, it } from 'vitest';
import { TENANT_CONFIGS } from '../../../common/tenants/tenant-configs';
import type { Role } from '../../lib/session/types';
import { findActiveHref, getMenuItems, isActive } from './menu-items';

const role = (name: Role['name']) => ({ name }) as Role;

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
    const signedIn = getMenuItems(TENANT_CONFIGS.demo, { signedIn: true, roles: [] });
    expect(signedOut).not.toContain('/applications');
    expect(signedIn.map((i) => i.href)).toEqual(
      expect.arrayContaining(['/applications', '/conversations']),
    );
    expect(signedIn.find((i) => i.href === '/applications')?.phoneOnly).toBe(true);
    expect(signedIn.map((i) => i.href)).not.toContain('/dashboard');
  });
  it('puts the work of staff first: dashboard, then what their roles manage', () => {
    const hrefs = (name: Role['name']) =>
      getMenuItems(TENANT_CONFIGS.demo, { signedIn: true, roles: [role(name)] }).map((i) => i.href);
    expect(hrefs('organization_admin').slice(0, 4)).toEqual([
      '/dashboard',
      '/vacancies',
      '/applications',
      '/users',
    ]);
    expect(hrefs('center_admin').slice(0, 5)).toEqual([
      '/dashboard',
      '/vacancies',
      '/applications',
      '/organizations',
      '/users',
    ]);
    expect(hrefs('admin')).toEqual(hrefs('center_admin'));
    // Staff reach applications through the work entry, not a second phone-only copy.
    expect(hrefs('center_admin').filter((h) => h === '/applications')).toHaveLength(1);
    // Signed out nobody gets work entries, whatever roles are still remembered.
    expect(
      getMenuItems(TENANT_CONFIGS.demo, { signedIn: false, roles: [role('admin')] }).map(
        (i) => i.href,
      ),
    ).not.toContain('/dashboard');
  });
  it('offers the volunteer pool to staff and the invitations to volunteers, where profiles exist', () => {
    const hrefs = (tenant: keyof typeof TENANT_CONFIGS, roles: Role[]) =>
      getMenuItems(TENANT_CONFIGS[tenant], { signedIn: true, roles }).map((i) => i.href);
    expect(hrefs('demo', [role('center_admin')])).toContain('/vrijwilligerspool');
    expect(hrefs('demo', [role('center_admin')])).not.toContain('/profile-replies');
    expect(hrefs('demo', [role('volunteer')])).toContain('/profile-replies');
    expect(hrefs('demo', [role('volunteer')])).not.toContain('/vrijwilligerspool');
    expect(hrefs('meedoen', [role('center_admin')])).not.toContain('/vrijwilligerspool');
    expect(hrefs('meedoen', [role('volunteer')])).not.toContain('/profile-replies');
  });
  it('marks the active entry', () => {
    expect(isActive('/nieuws', '/nieuws/zomerfeest')).toBe(true);
    expect(isActive('/nieuws', '/nieuwsbrief')).toBe(false);
  });
  it('marks only the longest matching entry', () => {
    const items = getMenuItems(TENANT_CONFIGS.demo, { signedIn: true, roles: [role('admin')] });
    expect(findActiveHref(items, '/vacancies/search')).toBe('/vacancies/search');
    expect(findActiveHref(items, '/vacancies/12/edit')).toBe('/vacancies');
    expect(findActiveHref(items, '/profiel')).toBeNull();
  });
});
