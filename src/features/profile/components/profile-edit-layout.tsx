// The frame of /profile-edit and its children: one h1 and tabs that lead to each part
// (volunteer profile, settings, e-mail, periodic mail). Each tab is its own page and URL, so the
// tabs are links in a nav (the current one marked), drawn like Fluent's tabs.
import { Title1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { AppLink } from '../../../components/app-link';
import { usePageStyles } from '../../../components/page-frame';
import { useAppContext } from '../../../lib/app-context';
import { hasRole } from '../../../lib/session/organizations';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useProfileStyles } from './profile-styles';

const useTabStyles = makeStyles({
  // Tabs wrap on a phone rather than scroll: every part stays in sight.
  nav: {
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  tab: {
    display: 'block',
    whiteSpace: 'nowrap',
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground2,
    fontWeight: tokens.fontWeightMedium,
    textDecorationLine: 'none',
    borderBottom: `3px solid transparent`,
    ':hover': {
      color: tokens.colorNeutralForeground1,
      borderBottomColor: tokens.colorNeutralStroke1,
    },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  current: {
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    borderBottomColor: tokens.colorBrandStroke1,
    ':hover': { borderBottomColor: tokens.colorBrandStroke1 },
  },
});

export interface ProfileTab {
  href: string;
  labelId: string;
}

/**
 * Whether the user has a volunteer profile (with it the periodic mail): volunteers (and users
 * without any role yet) of a tenant that uses volunteer profiles, as the server decides.
 */
export function useHasVolunteerProfile(): boolean {
  const { tenant } = useAppContext();
  const { roles } = useCurrentUser();
  return (
    tenant.tenantConfig.features.volunteerProfiles &&
    (hasRole(roles, 'volunteer') || roles.length === 0)
  );
}

/** Staff (any role but volunteer) may use two-factor sign-in, as the server decides. */
export function useHasTwoFactor(): boolean {
  const { roles } = useCurrentUser();
  return roles.some((r) => r.name !== 'volunteer');
}

/**
 * Which parts a user edits: volunteers also have a volunteer profile and the periodic mail,
 * staff their two-factor sign-in.
 */
export function useProfileTabs(): ProfileTab[] {
  const hasVolunteerProfile = useHasVolunteerProfile();
  const hasTwoFactor = useHasTwoFactor();
  const tabs: ProfileTab[] = [];
  if (hasVolunteerProfile) tabs.push({ href: '/profile-edit', labelId: 'profile.tab.volunteer' });
  tabs.push({ href: '/profile-edit/settings', labelId: 'profile.tab.settings' });
  tabs.push({ href: '/profile-edit/email', labelId: 'profile.tab.email' });
  if (hasTwoFactor) tabs.push({ href: '/profile-edit/security', labelId: 'profile.tab.security' });
  if (hasVolunteerProfile) {
    tabs.push({ href: '/profile-edit/periodieke-mail', labelId: 'profile.tab.digest' });
  }
  return tabs;
}

export function ProfileEditLayout({ children }: { children: ReactNode }) {
  const styles = useProfileStyles();
  const tabStyles = useTabStyles();
  const page = usePageStyles();
  const intl = useIntl();
  const [pathname] = useLocation();
  const tabs = useProfileTabs();

  return (
    <section className={styles.page}>
      <header className={styles.header}>
        <Title1 as="h1" className={styles.heading}>
          <FormattedMessage id="profile.edit.title" />
        </Title1>
        <AppLink href="/profiel" className={styles.link}>
          <FormattedMessage id="profile.edit.back" />
        </AppLink>
      </header>
      <nav className={tabStyles.nav} aria-label={intl.formatMessage({ id: 'profile.edit.tabs' })}>
        <ul className={page.chipList}>
          {tabs.map((tab) => {
            const current = tab.href === pathname;
            return (
              <li key={tab.href}>
                <AppLink
                  href={tab.href}
                  aria-current={current ? 'page' : undefined}
                  className={mergeClasses(tabStyles.tab, current && tabStyles.current)}
                >
                  <FormattedMessage id={tab.labelId} />
                </AppLink>
              </li>
            );
          })}
        </ul>
      </nav>
      {children}
    </section>
  );
}
