// The sticky header of the default layout: logo and app name, the menu drawn in the tenant's
// tab style, the language toggle (when the tenant is multilingual) and sign-in, or once signed
// in the organization switcher and the account menu; below it the sign-in-as-user banner.
import { Button, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { NavigationRegular } from '@fluentui/react-icons/svg/navigation';
import { PersonRegular } from '@fluentui/react-icons/svg/person';
import { Suspense, lazy, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { BREAKPOINTS } from '../../../common/constants';
import { AppLink } from '../../components/app-link';
import { useAppContext } from '../../lib/app-context';
import { useAuthState } from '../../lib/auth-store';
import { useCurrentCenter } from '../../lib/center';
import { useLocale } from '../../lib/intl';
import { OfflineStatus } from '../../lib/offline/offline-status';
import { InstallAppButton } from '../../lib/pwa/install-app-button';
import { buildSignInLink } from '../../lib/session/redirect-target';
import { getMenuItems, isActive } from './menu-items';

// Signed-in only (Fluent's Menu and its positioning among them): a signed-out first visit,
// the one the initial-JS budget measures, never downloads them.
const UserMenu = lazy(() =>
  import('../../lib/session/components/user-menu').then((m) => ({ default: m.UserMenu })),
);
const OrganizationSwitcher = lazy(() =>
  import('../../lib/session/components/organization-switcher').then((m) => ({
    default: m.OrganizationSwitcher,
  })),
);
// The notification bell (and from md up the applications and conversations icons) polls the
// API: signed-in only, so it is lazy too.
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
);
const ImpersonationBanner = lazy(() =>
  import('../../lib/session/components/impersonation-banner').then((m) => ({
    default: m.ImpersonationBanner,
  })),
);

const mobile = `@media (max-width: ${BREAKPOINTS.md - 1}px)`;

const useStyles = makeStyles({
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow4,
  },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    maxWidth: `${BREAKPOINTS.xl}px`,
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalL,
    minHeight: '64px',
    flexWrap: 'wrap',
  },
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    fontFamily: 'var(--font-heading, inherit)',
    marginInlineEnd: 'auto',
    // The logo (40 px) arrives with the center profile: its room is kept from the start.
    minHeight: '40px',
  },
  // A light backing keeps a logo drawn for light backgrounds readable in high contrast too.
  logo: {
    height: '40px',
    width: 'auto',
    display: 'block',
    backgroundColor: '#ffffff',
    borderRadius: tokens.borderRadiusMedium,
  },
  nav: { display: 'flex' },
  navHidden: { [mobile]: { display: 'none' } },
  list: {
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    [mobile]: { flexDirection: 'column', width: '100%' },
  },
  navMobileOpen: { [mobile]: { order: 5, width: '100%', paddingBottom: tokens.spacingVerticalM } },
  item: {
    display: 'block',
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightMedium,
    ':hover': { color: tokens.colorBrandForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  // Signed in, the bell and the applications and conversations icons need room in the same row.
  itemCompact: {
    [`@media (min-width: ${BREAKPOINTS.md}px)`]: { paddingInline: tokens.spacingHorizontalS },
  },
  underline: { borderBottom: '3px solid transparent' },
  underlineActive: {
    borderBottomColor: tokens.colorBrandStroke1,
    color: tokens.colorBrandForeground1,
  },
  pill: { borderRadius: tokens.borderRadiusCircular },
  pillActive: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': {
      color: tokens.colorNeutralForegroundOnBrand,
      backgroundColor: tokens.colorBrandBackgroundHover,
    },
  },
  boxed: {
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
    borderRadius: tokens.borderRadiusMedium,
  },
  boxedActive: {
    ...shorthands.borderColor(tokens.colorBrandStroke1),
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
  },
  // Offline on a phone the offline mark, the waiting changes and the bell may not fit one row.
  actions: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    [mobile]: { flexWrap: 'wrap' },
  },
  menuToggle: { display: 'none', [mobile]: { display: 'inline-flex' } },
  phoneOnly: { [`@media (min-width: ${BREAKPOINTS.md}px)`]: { display: 'none' } },
});

export function SiteHeader() {
  const styles = useStyles();
  const intl = useIntl();
  const [pathname] = useLocation();
  const { tenant } = useAppContext();
  const { tenantConfig } = tenant;
  const center = useCurrentCenter();
  const { locale, setLocale } = useLocale();
  const signedIn = useAuthState() === 'SIGNED_IN';
  const [menuOpen, setMenuOpen] = useState(false);
  const tabStyle = tenantConfig.display.menuTabStyle;
  const logoUrl = center.data?.profile?.websiteLogoUrl ?? null;
  const otherLocale = locale === 'nl' ? 'en' : 'nl';

  return (
    <header className={styles.header} data-tab-style={tabStyle} data-app-titlebar="">
      <div className={styles.bar}>
        <AppLink href="/" className={styles.brand} preloadOnView={false} data-testid="brand">
          {logoUrl ? (
            <img src={logoUrl} alt="" className={styles.logo} width={40} height={40} />
          ) : null}
          <span data-testid="app-name">{tenantConfig.appName}</span>
        </AppLink>
        <Button
          className={styles.menuToggle}
          appearance="subtle"
          icon={menuOpen ? <DismissRegular /> : <NavigationRegular />}
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <FormattedMessage id="nav.menu" />
        </Button>
        <nav
          id="site-menu"
          aria-label={intl.formatMessage({ id: 'nav.label' })}
          className={mergeClasses(styles.nav, menuOpen ? styles.navMobileOpen : styles.navHidden)}
        >
          <ul className={styles.list}>
            {getMenuItems(tenantConfig, signedIn).map((item) => {
              const active = isActive(item.href, pathname);
              return (
                <li key={item.href} className={item.phoneOnly ? styles.phoneOnly : undefined}>
                  <AppLink
                    href={item.href}
                    aria-current={active ? 'page' : undefined}
                    onClick={() => setMenuOpen(false)}
                    className={mergeClasses(
                      styles.item,
                      signedIn && styles.itemCompact,
                      styles[tabStyle],
                      active && styles[`${tabStyle}Active` as const],
                    )}
                  >
                    <FormattedMessage id={item.labelId} />
                  </AppLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.actions}>
          <OfflineStatus />
          <InstallAppButton />
          {tenantConfig.features.multiLanguage ? (
            <Button
              appearance="subtle"
              lang={otherLocale}
              title={intl.formatMessage({ id: 'nav.switchLanguage' })}
              data-testid="language-toggle"
              onClick={() => void setLocale(otherLocale)}
            >
              {/* The other language's own name, in that language: what its readers look for. */}
              {otherLocale === 'en' ? 'English' : 'Nederlands'}
            </Button>
          ) : null}
          {signedIn ? (
            <Suspense fallback={null}>
              <NotificationBell />
              <UserMenu />
            </Suspense>
          ) : (
            <AppLink
              href={buildSignInLink(pathname)}
              preloadOnView={false}
              className={styles.item}
              data-testid="sign-in-link"
            >
              <PersonRegular aria-hidden /> <FormattedMessage id="nav.signIn" />
            </AppLink>
          )}
        </div>
      </div>
      {signedIn ? (
        <Suspense fallback={null}>
          <OrganizationSwitcher />
          <ImpersonationBanner />
        </Suspense>
      ) : null}
    </header>
  );
}
