import { describe, expect, it } from 'vitest';
import type { CurrentUserRole } from '../../lib/current-user';
import type { RoleName } from '../../../common/schemas/users';
import { HIDDEN_LINK, hideLinks, mayShowLinks } from './dev-emails';

const reader = (id: string, ...names: RoleName[]) => ({
  id,
  roles: names.map((name): CurrentUserRole => ({ name, organizationId: null, centerId: null })),
});
const to = (ids: string[], ...roleNames: RoleName[]) => ({ userIds: ids, roleNames });

describe('mayShowLinks', () => {
  it('shows a reader their own mail and mail to lower ranks, never to an equal or higher one', () => {
    const coordinator = reader('c', 'center_admin');
    expect(mayShowLinks(coordinator, to(['c'], 'center_admin'))).toBe(true);
    expect(mayShowLinks(coordinator, to(['o'], 'organization_admin'))).toBe(true);
    expect(mayShowLinks(coordinator, to(['v'], 'volunteer'))).toBe(true);
    // An account without roles signed up as a volunteer.
    expect(mayShowLinks(coordinator, to(['n']))).toBe(true);
    expect(mayShowLinks(coordinator, to(['c2'], 'center_admin'))).toBe(false);
    expect(mayShowLinks(coordinator, to(['a'], 'admin'))).toBe(false);
    expect(mayShowLinks(reader('a', 'admin'), to(['a2'], 'admin'))).toBe(false);
    expect(mayShowLinks(reader('v', 'volunteer'), to(['n']))).toBe(false);
    // An address shared by the reader and a higher account (a pending e-mail change) is not own.
    expect(mayShowLinks(coordinator, to(['c', 'a'], 'center_admin', 'admin'))).toBe(false);
  });

  it('shows mail to an address without an account to admins only', () => {
    expect(mayShowLinks(reader('a', 'admin'), undefined)).toBe(true);
    expect(mayShowLinks(reader('c', 'center_admin'), undefined)).toBe(false);
    expect(mayShowLinks(reader('v'), undefined)).toBe(false);
  });
});

describe('hideLinks', () => {
  it('replaces every link in the text and in the HTML', () => {
    const link = 'http://demo.localhost:8080/auth/reset?reset_password_token=abc&x=1';
    expect(hideLinks(`Klik hier:\n${link}\nGroet`)).toBe(`Klik hier:\n${HIDDEN_LINK}\nGroet`);
    const html = `<p>Klik:<br><a href="${link.replace('&', '&amp;')}">${link.replace('&', '&amp;')}</a></p>`;
    expect(hideLinks(html)).toBe(`<p>Klik:<br>${HIDDEN_LINK}</p>`);
    expect(hideLinks('https://a.test/x and https://b.test/y')).toBe(
      `${HIDDEN_LINK} and ${HIDDEN_LINK}`,
    );
  });
});
