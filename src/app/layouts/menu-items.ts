// The header menu: which entries a tenant shows. Entries of features a tenant has switched
// off disappear (SPEC section 1 per-tenant features).
import type { TenantConfig } from '../../../common/tenants/tenant-configs';

export interface MenuItem {
  href: string;
  labelId: string;
  /** Only in the phone menu: from md up the header shows it as an icon beside the bell. */
  phoneOnly?: boolean;
}

/** `signedIn`: a signed-in user also gets their applications and conversations (phone menu). */
export function getMenuItems(config: TenantConfig, signedIn = false): MenuItem[] {
  const items: MenuItem[] = [{ href: '/vacancies/search', labelId: 'nav.vacancies' }];
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
  if (signedIn) {
    items.push({ href: '/applications', labelId: 'nav.applications', phoneOnly: true });
    items.push({ href: '/conversations', labelId: 'nav.conversations', phoneOnly: true });
  }
  return items;
}

export function isActive(href: string, pathname: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
