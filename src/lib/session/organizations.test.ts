import { describe, expect, it } from 'vitest';
import {
  chooseSelectedOrganizationId,
  getDefaultOrganizationId,
  needsOrganization,
} from './organizations';
import type { Organization, Role } from './types';

const org = (id: string, organizationType: Organization['organizationType']): Organization => ({
  id,
  type: 'organizations',
  organizationType,
  name: `Org ${id}`,
});

const role = (name: Role['name']): Role => ({
  id: name,
  type: 'roles',
  name,
  organizationId: null,
  centerId: null,
});

describe('default organization (SPEC section 4)', () => {
  it('is the first School or VolunteerCenter', () => {
    expect(getDefaultOrganizationId([org('a', 'Foundation'), org('b', 'School')])).toBe('b');
    expect(
      getDefaultOrganizationId([
        org('a', 'Church'),
        org('b', 'VolunteerCenter'),
        org('c', 'School'),
      ]),
    ).toBe('b');
  });

  it('else the first organization, and none for an empty list', () => {
    expect(getDefaultOrganizationId([org('a', 'Foundation'), org('b', 'Company')])).toBe('a');
    expect(getDefaultOrganizationId([])).toBeNull();
  });
});

describe('the selection after loading', () => {
  const list = [org('a', 'Foundation'), org('b', 'School')];

  it('keeps a stored selection that is still in the list', () => {
    expect(chooseSelectedOrganizationId(list, 'a')).toBe('a');
  });

  it('clears a selection no longer in the list (and falls back to the default)', () => {
    expect(chooseSelectedOrganizationId(list, 'gone')).toBe('b');
    expect(chooseSelectedOrganizationId([], 'gone')).toBeNull();
  });

  it('picks the default when nothing was stored', () => {
    expect(chooseSelectedOrganizationId(list, null)).toBe('b');
  });
});

describe('who needs an organization', () => {
  it('an organization_admin does; a volunteer or a wider admin does not', () => {
    expect(needsOrganization({ roles: [role('organization_admin')] })).toBe(true);
    expect(needsOrganization({ roles: [role('volunteer')] })).toBe(false);
    expect(needsOrganization({ roles: [role('organization_admin'), role('center_admin')] })).toBe(
      false,
    );
    expect(needsOrganization({ roles: [] })).toBe(false);
    expect(needsOrganization(null)).toBe(false);
  });
});
