// The header menu: which entries a tenant shows, and which work entries a signed-in user's roles
// open. Entries of features a tenant has switched off disappear (SPEC section 1 per-tenant
// features). Staff find their work first (dashboard, then what their roles manage), the public
// entries after it: what does not fit the row moves into 'More', so the work stays in view.
import type { TenantConfig } from '../../../common/tenants/tenant-configs';
import { getManageLinks } from '../../lib/session/manage-links';
import type { Role } from '../../lib/session/types';

export interface MenuItem {
  href: string;
  labelId: string;
  /** A label as the center wrote it (its own menu items); shown instead of labelId's text. */
  label?: string;
  /** An https link away from the app: opens as a plain link. */
  external?: boolean;
  /** Only in the phone menu: from md up the header shows it as an icon beside the bell. */
  phoneOnly?: boolean;
}

export interface MenuUser {
  signedIn: boolean;
  roles?: readonly Role[];
}

// The account menu keeps tags and design (set up once, rarely visited); these are daily work.
const WORK_LABELS: Partial<Record<string, string>> = {
  vacancies: 'nav.manage.vacancies',
  applications: 'nav.manage.applications',
  organizations: 'nav.manage.organizations',
  users: 'nav.manage.users',
};

/** The work entries of a user's roles: none for a volunteer or a visitor. */
export function getWorkItems(roles: readonly Role[]): MenuItem[] {
  const links = getManageLinks(roles);
  if (links.length === 0) return [];
  const items: MenuItem[] = [{ href: '/dashboard', labelId: 'nav.dashboard' }];
  for (const link of links) {
    const labelId = WORK_LABELS[link.id];
    if (labelId) items.push({ href: link.href, labelId });
  }
  return items;
}

export function getMenuItems(
  config: TenantConfig,
  user: MenuUser = { signedIn: false },
): MenuItem[] {
  const work = user.signedIn ? getWorkItems(user.roles ?? []) : [];
  // The volunteer pool: staff find volunteers there; a volunteer sees who invited them.
  if (user.signedIn && config.features.volunteerProfiles) {
    if (work.length > 0) work.push({ href: '/vrijwilligerspool', labelId: 'nav.volunteerPool' });
  }
  const items: MenuItem[] = [...work, { href: '/vacancies/search', labelId: 'nav.vacancies' }];
  items.push({ href: '/sociale-kaart', labelId: 'nav.socialMap' });
  if (config.features.activities)
    items.push({ href: '/activiteitenkalender', labelId: 'nav.calendar' });
  if (config.features.oneToOneHelp) {
    items.push({
      href: '/een-op-een-hulp',
      labelId:
        config.features.oneToOneHelpName === 'neighbour_help'
          ? 'nav.neighbourHelp'
          : 'nav.oneToOneHelp',
    });
  }
  items.push({ href: '/nieuws', labelId: 'nav.news' });
  if (user.signedIn) {
    // Staff reach the applications through their work entry; everyone signed in has the icons.
    if (!work.some((item) => item.href === '/applications')) {
      items.push({ href: '/applications', labelId: 'nav.myApplications', phoneOnly: true });
    }
    items.push({ href: '/conversations', labelId: 'nav.conversations', phoneOnly: true });
    if (work.length === 0 && config.features.volunteerProfiles) {
      items.push({ href: '/profile-replies', labelId: 'nav.profileReplies' });
    }
  }
  return items;
}

export function isActive(href: string, pathname: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The entry the page belongs to: the longest match, so /vacancies/search is not /vacancies. */
export function findActiveHref(items: readonly MenuItem[], pathname: string): string | null {
  let best: string | null = null;
  for (const item of items) {
    if (isActive(item.href, pathname) && (!best || item.href.length > best.length))
      best = item.href;
  }
  return best;
}
