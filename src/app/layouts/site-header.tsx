// The sticky header of the default layout, always one row: the brand (the center's logo, or the
// app name where there is no logo), the menu (as many entries as fit, the rest under 'More'),
// then the actions: offline state, install, language, the signed-in icons and the account menu,
// or the sign-in link. Below md the row holds the brand, search, notifications and the menu
// button; everything else is in the phone menu. Below the row: the sign-in-as-user banner.
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { NavigationRegular } from '@fluentui/react-icons/svg/navigation';
import { PersonRegular } from '@fluentui/react-icons/svg/person';
import { SearchRegular } from '@fluentui/react-icons/svg/search';
import { Suspense, useCallback, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { BREAKPOINTS } from '../../../common/constants';
import { AppLink } from '../../components/app-link';
import { useAppContext } from '../../lib/app-context';
import { useAuthState } from '../../lib/auth-store';
import { useCurrentCenter } from '../../lib/center';
import { useLocale } from '../../lib/intl';
import { lazyPart } from '../../lib/lazy-part';
import { OfflineStatus } from '../../lib/offline/offline-status';
import { InstallAppButton } from '../../lib/pwa/install-app-button';
import { buildSignInLink } from '../../lib/session/redirect-target';
import { useSessionValue } from '../../lib/session/session';
import { useT } from '../../lib/use-t';
import { HeaderNav } from './header-nav';
import { getMenuItems } from './menu-items';
import { useCenterMenuEntries } from './center-menu';
import type { CloseReason } from './phone-menu';

// Signed-in only (Fluent's Menu and its positioning among them): a signed-out first visit,
// the one the initial-JS budget measures, never downloads them.
const UserMenu = lazyPart(() =>
  import('../../lib/session/components/user-menu').then((m) => m.UserMenu),
);
// The notification bell (and from md up the applications and conversations icons) polls the
// API: signed-in only, so it is lazy too.
const NotificationBell = lazyPart(() =>
  import('../../features/notifications/components/notification-bell').then(
    (m) => m.NotificationBell,
  ),
);
const ImpersonationBanner = lazyPart(() =>
  import('../../lib/session/components/impersonation-banner').then((m) => m.ImpersonationBanner),
);
// Only once opened on a phone.
const PhoneMenu = lazyPart(() => import('./phone-menu').then((m) => m.PhoneMenu));

const phone = `@media (max-width: ${BREAKPOINTS.md - 1}px)`;
const wide = `@media (min-width: ${BREAKPOINTS.md}px)`;

const useStyles = makeStyles({
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow4,
  },
  // One row at every width: nothing in it wraps; the menu gives way (More), the brand shrinks.
  bar: {
    display: 'flex',
    flexWrap: 'nowrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    maxWidth: `${BREAKPOINTS.xl}px`,
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalL,
    // With the header's 1 px border the whole header is 64 px high.
    height: '63px',
    boxSizing: 'border-box',
    [phone]: { gap: tokens.spacingHorizontalXS, paddingInline: tokens.spacingHorizontalM },
  },
  brand: {
    display: 'flex',
    alignItems: 'center',
    flexShrink: 0,
    minWidth: 0,
    maxWidth: '18rem',
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    fontFamily: 'var(--font-heading, inherit)',
    // The logo (40 px) arrives with the center profile: its room is kept from the start.
    minHeight: '40px',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
    [phone]: { flexShrink: 1, marginInlineEnd: 'auto' },
  },
  // A light backing keeps a logo drawn for light backgrounds readable in high contrast too.
  logo: {
    height: '44px',
    width: 'auto',
    maxWidth: '100%',
    objectFit: 'contain',
    objectPosition: 'left center',
    display: 'block',
    backgroundColor: '#ffffff',
    borderRadius: tokens.borderRadiusMedium,
    [phone]: { height: '40px' },
  },
  appName: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  actions: {
    display: 'flex',
    flexWrap: 'nowrap',
    flexShrink: 0,
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
  },
  signIn: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightMedium,
    whiteSpace: 'nowrap',
    ':hover': { color: tokens.colorBrandForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  iconLink: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '40px',
    minHeight: '40px',
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    fontSize: '22px',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  wideOnly: { [phone]: { display: 'none' } },
  phoneOnly: { [wide]: { display: 'none' } },
});

export function SiteHeader() {
  const styles = useStyles();
  const t = useT();
  const [pathname] = useLocation();
  const { tenant } = useAppContext();
  const { tenantConfig } = tenant;
  const center = useCurrentCenter();
  const { locale, setLocale } = useLocale();
  const signedIn = useAuthState() === 'SIGNED_IN';
  const roles = useSessionValue((s) => s.roles);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const tabStyle = tenantConfig.display.menuTabStyle;
  const logoUrl = center.data?.profile?.websiteLogoUrl ?? null;
  const otherLocale = locale === 'nl' ? 'en' : 'nl';
  const appName = tenantConfig.appName;
  // The center's own header menu comes after the entries each role needs: it is what overflows
  // into 'More' first.
  const centerMenu = useCenterMenuEntries('header');
  const items = [...getMenuItems(tenantConfig, { signedIn, roles }), ...centerMenu];

  const closeMenu = useCallback((reason: CloseReason) => {
    setMenuOpen(false);
    // Back to the button (after the tap has moved focus, if it did), unless a tap outside put
    // focus on something that takes it (a field, a link): that is where the user went.
    requestAnimationFrame(() => {
      const here = document.activeElement;
      const taken = here && here !== document.body && here.id !== 'main';
      if (reason === 'outside' && taken && here !== toggleRef.current) return;
      toggleRef.current?.focus();
    });
  }, []);

  return (
    <header
      ref={headerRef}
      className={styles.header}
      data-tab-style={tabStyle}
      data-app-titlebar=""
    >
      <div className={styles.bar} data-testid="header-row">
        <AppLink
          href="/"
          className={styles.brand}
          preloadOnView={false}
          data-testid="brand"
          title={appName}
          onClick={() => {
            if (menuOpen) closeMenu('navigation');
          }}
        >
          {logoUrl ? (
            <img
              src={logoUrl}
              alt={appName}
              className={styles.logo}
              width={193}
              height={44}
              data-testid="app-name"
            />
          ) : (
            <span className={styles.appName} data-testid="app-name">
              {appName}
            </span>
          )}
        </AppLink>
        <HeaderNav
          items={items.filter((item) => !item.phoneOnly)}
          pathname={pathname}
          tabStyle={tabStyle}
        />
        <div className={styles.actions}>
          <OfflineStatus />
          <InstallAppButton />
          {tenantConfig.features.multiLanguage ? (
            <Button
              appearance="subtle"
              lang={otherLocale}
              title={t('nav.switchLanguage')}
              className={styles.wideOnly}
              data-testid="language-toggle"
              onClick={() => void setLocale(otherLocale)}
            >
              {/* The other language's own name, in that language: what its readers look for. */}
              {otherLocale === 'en' ? 'English' : 'Nederlands'}
            </Button>
          ) : null}
          <AppLink
            href="/vacancies/search"
            preloadOnView={false}
            className={mergeClasses(styles.iconLink, styles.phoneOnly)}
            aria-label={t('nav.searchLabel')}
            title={t('nav.searchLabel')}
            data-testid="header-search"
            onClick={() => {
              if (menuOpen) closeMenu('navigation');
            }}
          >
            <SearchRegular aria-hidden />
          </AppLink>
          {signedIn ? (
            <Suspense fallback={null}>
              <NotificationBell
                showApplications={!items.some((i) => i.href === '/applications' && !i.phoneOnly)}
              />
              <span className={styles.wideOnly}>
                <UserMenu />
              </span>
            </Suspense>
          ) : (
            <AppLink
              href={buildSignInLink(pathname)}
              preloadOnView={false}
              className={mergeClasses(styles.signIn, styles.wideOnly)}
              data-testid="sign-in-link"
            >
              <PersonRegular aria-hidden /> <FormattedMessage id="nav.signIn" />
            </AppLink>
          )}
          <Button
            ref={toggleRef}
            className={styles.phoneOnly}
            appearance="subtle"
            icon={menuOpen ? <DismissRegular /> : <NavigationRegular />}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? 'site-menu' : undefined}
            data-testid="menu-button"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <FormattedMessage id="nav.menu" />
          </Button>
        </div>
      </div>
      {menuOpen ? (
        <Suspense fallback={null}>
          <PhoneMenu
            id="site-menu"
            items={items}
            tabStyle={tabStyle}
            signedIn={signedIn}
            multiLanguage={tenantConfig.features.multiLanguage}
            insideRef={headerRef}
            onClose={closeMenu}
          />
        </Suspense>
      ) : null}
      {signedIn ? (
        <Suspense fallback={null}>
          <ImpersonationBanner />
        </Suspense>
      ) : null}
    </header>
  );
}
