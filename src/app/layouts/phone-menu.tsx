// The phone menu: opened by the header's menu button below md, it holds the search, every menu
// entry, the language and the account's links. It closes on Escape, a tap outside it, a search
// and any navigation (the logo included); focus then goes back to the menu button, so a
// keyboard or screen reader user is where they left off.
import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { PersonRegular } from '@fluentui/react-icons/svg/person';
import { SearchRegular } from '@fluentui/react-icons/svg/search';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { BREAKPOINTS } from '../../../common/constants';
import type { MenuTabStyle } from '../../../common/tenants/tenant-configs';
import { AppLink } from '../../components/app-link';
import { MenuLink } from './menu-link';
import { useLocale } from '../../lib/intl';
import { useDismiss } from '../../lib/use-dismiss';
import { buildSignInLink } from '../../lib/session/redirect-target';
import { useT } from '../../lib/use-t';
import { findActiveHref, type MenuItem } from './menu-items';
import { useMenuItemClass } from './menu-item-styles';

const useStyles = makeStyles({
  panel: {
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    paddingInline: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalM,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxHeight: 'calc(100dvh - 64px)',
    overflowY: 'auto',
    // Opened on a phone and then widened: the row shows everything again.
    [`@media (min-width: ${BREAKPOINTS.md}px)`]: { display: 'none' },
  },
  search: { display: 'flex', gap: tokens.spacingHorizontalS },
  searchInput: { flexGrow: 1 },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  account: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalM,
  },
});

export type CloseReason = 'escape' | 'outside' | 'navigation' | 'search';

interface Props {
  id: string;
  items: MenuItem[];
  tabStyle: MenuTabStyle;
  signedIn: boolean;
  multiLanguage: boolean;
  /**
   * The header: a tap in it is not 'outside' (the menu button toggles; the logo, the search and
   * the bell navigate, which closes the menu as navigation).
   */
  insideRef: RefObject<HTMLElement | null>;
  onClose: (reason: CloseReason) => void;
}

export function PhoneMenu({
  id,
  items,
  tabStyle,
  signedIn,
  multiLanguage,
  insideRef,
  onClose,
}: Props) {
  const styles = useStyles();
  const itemClass = useMenuItemClass();
  const t = useT();
  const [pathname, navigate] = useLocation();
  const { locale, setLocale } = useLocale();
  const otherLocale = locale === 'nl' ? 'en' : 'nl';
  const panelRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const activeHref = findActiveHref(items, pathname);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  // Any navigation closes it: a link in it, the logo, the back button.
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedAt.current) closeRef.current('navigation');
  }, [pathname]);

  useDismiss(true, [insideRef], (reason) => closeRef.current(reason));

  return (
    <div id={id} ref={panelRef} className={styles.panel} data-testid="phone-menu">
      <form
        role="search"
        className={styles.search}
        aria-label={t('nav.search')}
        onSubmit={(event) => {
          event.preventDefault();
          const q = query.trim();
          closeRef.current('search');
          navigate(q ? `/vacancies/search?q=${encodeURIComponent(q)}` : '/vacancies/search');
        }}
      >
        <Input
          className={styles.searchInput}
          type="search"
          name="q"
          value={query}
          onChange={(_, data) => setQuery(data.value)}
          aria-label={t('nav.searchLabel')}
          placeholder={t('nav.searchPlaceholder')}
          contentBefore={<SearchRegular aria-hidden />}
          data-testid="phone-menu-search"
        />
        <Button type="submit" appearance="primary">
          <FormattedMessage id="nav.search" />
        </Button>
      </form>
      <nav aria-label={t('nav.label')}>
        <ul className={styles.list}>
          {items.map((item) => {
            const active = item.href === activeHref;
            return (
              <li key={item.href}>
                <MenuLink
                  external={item.external}
                  href={item.href}
                  preloadOnView={false}
                  aria-current={active ? 'page' : undefined}
                  className={itemClass(tabStyle, active)}
                  onClick={() => closeRef.current('navigation')}
                >
                  {item.label ?? <FormattedMessage id={item.labelId} />}
                </MenuLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={styles.account}>
        {multiLanguage ? (
          <Button
            appearance="subtle"
            lang={otherLocale}
            title={t('nav.switchLanguage')}
            data-testid="phone-language-toggle"
            onClick={() => void setLocale(otherLocale)}
          >
            {otherLocale === 'en' ? 'English' : 'Nederlands'}
          </Button>
        ) : null}
        {signedIn ? (
          <>
            <AppLink href="/profiel" preloadOnView={false} className={itemClass(tabStyle, false)}>
              <FormattedMessage id="session.menu.profile" />
            </AppLink>
            <AppLink href="/uitloggen" preloadOnView={false} className={itemClass(tabStyle, false)}>
              <FormattedMessage id="session.menu.signOut" />
            </AppLink>
          </>
        ) : (
          <AppLink
            href={buildSignInLink(pathname)}
            preloadOnView={false}
            className={itemClass(tabStyle, false)}
            data-testid="phone-sign-in-link"
          >
            <PersonRegular aria-hidden /> <FormattedMessage id="nav.signIn" />
          </AppLink>
        )}
      </div>
    </div>
  );
}
