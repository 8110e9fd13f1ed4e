import { describe, expect, it } from 'vitest';
import { getManageLinks } from './manage-links';
import type { Role } from './types';

const role = (name: Role['name']): Role => ({
  id: name,
  type: 'roles',
  name,
  organizationId: name === 'organization_admin' ? 'o1' : null,
  centerId: null,
});

describe('getManageLinks', () => {
  it('gives a volunteer no management pages', () => {
    expect(getManageLinks([role('volunteer')])).toEqual([]);
  });

  it('gives an organization its vacancies, applications and members', () => {
    expect(getManageLinks([role('organization_admin')]).map((l) => l.href)).toEqual([
      '/vacancies',
      '/applications',
      '/users',
    ]);
  });

  it('gives a coordinator and an admin the center’s pages too', () => {
    const expected = [
      '/vacancies',
      '/applications',
      '/organizations',
      '/users',
      '/tags',
      '/content',
      '/form_builder',
      '/notification_templates',
      '/instellingen',
      '/admin/data-viewer',
    ];
    expect(getManageLinks([role('center_admin')]).map((l) => l.href)).toEqual(expected);
    expect(getManageLinks([role('admin'), role('volunteer')]).map((l) => l.href)).toEqual(expected);
  });
});
