// The frame of /profile-edit and its children: one h1 and tabs that lead to each part
// (volunteer profile, settings, e-mail, periodic mail). Each tab is its own page and URL.
import { Tab, TabList, Title1 } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { AppLink } from '../../../components/app-link';
import { useAppContext } from '../../../lib/app-context';
import { hasRole } from '../../../lib/session/organizations';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useProfileStyles } from './profile-styles';

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

/** Which parts a user edits: volunteers also have a volunteer profile and the periodic mail. */
export function useProfileTabs(): ProfileTab[] {
  const hasVolunteerProfile = useHasVolunteerProfile();
  const tabs: ProfileTab[] = [];
  if (hasVolunteerProfile) tabs.push({ href: '/profile-edit', labelId: 'profile.tab.volunteer' });
  tabs.push({ href: '/profile-edit/settings', labelId: 'profile.tab.settings' });
  tabs.push({ href: '/profile-edit/email', labelId: 'profile.tab.email' });
  if (hasVolunteerProfile) {
    tabs.push({ href: '/profile-edit/periodieke-mail', labelId: 'profile.tab.digest' });
  }
  return tabs;
}

export function ProfileEditLayout({ children }: { children: ReactNode }) {
  const styles = useProfileStyles();
  const intl = useIntl();
  const [pathname, navigate] = useLocation();
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
      <div className={styles.tabs}>
        <TabList
          selectedValue={pathname}
          onTabSelect={(_, data) => navigate(String(data.value))}
          aria-label={intl.formatMessage({ id: 'profile.edit.tabs' })}
          size="large"
        >
          {tabs.map((tab) => (
            <Tab key={tab.href} value={tab.href}>
              <FormattedMessage id={tab.labelId} />
            </Tab>
          ))}
        </TabList>
      </div>
      {children}
    </section>
  );
}
