import { describe, expect, it } from 'vitest';
import {
  canManageUser,
  canRemoveRole,
  canSeeAuditLog,
  getGrantableRoles,
  getInvitableRoles,
  type Granter,
  type GrantTarget,
} from './grant-rules';

const CENTER = 'center-1';
const OTHER_CENTER = 'center-2';
const admin: Granter = { centerId: CENTER, roles: [{ name: 'admin' }] };
const centerAdmin: Granter = {
  centerId: CENTER,
  roles: [{ name: 'center_admin', centerId: null }],
};
const orgAdmin: Granter = {
  centerId: CENTER,
  roles: [{ name: 'organization_admin', organizationId: 'org-a' }],
};
const volunteer: Granter = { centerId: CENTER, roles: [{ name: 'volunteer' }] };

const member: GrantTarget = {
  centerId: CENTER,
  roles: [{ name: 'volunteer' }],
  organizations: [{ id: 'org-a' }, { id: 'org-b' }],
};

const names = (options: { name: string }[]) => options.map((o) => o.name);

describe('getGrantableRoles (DESIGN.md section 6)', () => {
  it('lets an admin give any role the target does not hold yet', () => {
    expect(names(getGrantableRoles(admin, member))).toEqual([
      'admin',
      'center_admin',
      'organization_admin',
    ]);
    const options = getGrantableRoles(
      admin,
      { ...member, roles: [{ name: 'organization_admin', organizationId: 'org-a' }] },
      { organizationIds: ['org-a', 'org-b'], centerIds: [CENTER, OTHER_CENTER] },
    );
    expect(options.find((o) => o.name === 'organization_admin')?.organizationIds).toEqual([
      'org-b',
    ]);
    expect(options.find((o) => o.name === 'center_admin')?.centerIds).toEqual([
      CENTER,
      OTHER_CENTER,
    ]);
  });

  it('lets a center admin give center_admin (own center), organization_admin and volunteer in their center', () => {
    const options = getGrantableRoles(centerAdmin, { ...member, roles: [] });
    expect(names(options)).toEqual(['center_admin', 'organization_admin', 'volunteer']);
    expect(options[0]).toEqual({ name: 'center_admin', scope: 'center', centerIds: [CENTER] });
    expect(getGrantableRoles(centerAdmin, { ...member, centerId: OTHER_CENTER })).toEqual([]);
  });

  it('lets an organization admin make members of their own organization organization admin', () => {
    expect(getGrantableRoles(orgAdmin, member)).toEqual([
      { name: 'organization_admin', scope: 'organization', organizationIds: ['org-a'] },
    ]);
    expect(getGrantableRoles(orgAdmin, { ...member, organizations: [{ id: 'org-b' }] })).toEqual(
      [],
    );
    expect(
      getGrantableRoles(orgAdmin, {
        ...member,
        roles: [{ name: 'organization_admin', organizationId: 'org-a' }],
      }),
    ).toEqual([]);
  });

  it('gives a volunteer nothing to grant', () => {
    expect(getGrantableRoles(volunteer, member)).toEqual([]);
    expect(getGrantableRoles(null, member)).toEqual([]);
  });
});

describe('other permissions', () => {
  it('decides who may remove a role', () => {
    const role = { name: 'organization_admin' as const, organizationId: 'org-a' };
    expect(canRemoveRole(admin, member, { name: 'admin' })).toBe(true);
    expect(canRemoveRole(centerAdmin, member, { name: 'admin' })).toBe(false);
    expect(canRemoveRole(centerAdmin, member, role)).toBe(true);
    expect(canRemoveRole(orgAdmin, member, role)).toBe(true);
    expect(canRemoveRole(orgAdmin, member, { name: 'volunteer' })).toBe(false);
  });

  it('decides who manages a user and who sees the audit log', () => {
    expect(canManageUser(centerAdmin, member)).toBe(true);
    expect(canManageUser(centerAdmin, { ...member, roles: [{ name: 'admin' }] })).toBe(false);
    expect(canManageUser(orgAdmin, member)).toBe(true);
    expect(canManageUser(orgAdmin, { ...member, organizations: [] })).toBe(false);
    expect(canManageUser(volunteer, member)).toBe(false);
    expect(canSeeAuditLog(centerAdmin)).toBe(true);
    expect(canSeeAuditLog(orgAdmin)).toBe(false);
  });

  it('offers invitation roles that fit the chosen organization', () => {
    expect(getInvitableRoles(orgAdmin, 'org-a')).toEqual(['organization_admin']);
    expect(getInvitableRoles(orgAdmin, null)).toEqual([]);
    expect(getInvitableRoles(centerAdmin, null)).toEqual(['center_admin', 'volunteer']);
    expect(getInvitableRoles(admin, 'org-a')).toEqual([
      'admin',
      'center_admin',
      'organization_admin',
      'volunteer',
    ]);
  });
});
