// The header's bell (signed in only, loaded lazily so a signed-out first visit never downloads
// it): a link to /notificaties with the number of unread notifications, polled every 30 s while
// the tab is visible and on focus. Its name says the count: 'Meldingen, 3 ongelezen'. From md up
// icons for applications and conversations stand beside it (on a phone they are in the menu, so
// the header's text menu does not wrap on a laptop). Each icon has its name as a tooltip that
// shows on hover and on keyboard focus.
import { Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons/svg/alert';
import { ChatRegular } from '@fluentui/react-icons/svg/chat';
import { DocumentBulletListRegular } from '@fluentui/react-icons/svg/document-bullet-list';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { BREAKPOINTS } from '../../../../common/constants';
import { AppLink } from '../../../components/app-link';
import { useUnreadNotificationCount } from '../api/get-unread-notification-count';

const useStyles = makeStyles({
  bell: {
    position: 'relative',
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
  group: { display: 'inline-flex', alignItems: 'center', gap: '2px' },
  active: { color: tokens.colorBrandForeground1 },
  wide: { [`@media (max-width: ${BREAKPOINTS.md - 1}px)`]: { display: 'none' } },
  badge: {
    position: 'absolute',
    top: '2px',
    right: '0',
    minWidth: '18px',
    height: '18px',
    paddingInline: '4px',
    boxSizing: 'border-box',
    borderRadius: '9px',
    backgroundColor: tokens.colorPaletteRedBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: '11px',
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: '18px',
    textAlign: 'center',
  },
});

function IconLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  const styles = useStyles();
  const [pathname] = useLocation();
  const here = pathname === href || pathname.startsWith(`${href}/`);
  return (
    <Tooltip content={label} relationship="label" withArrow>
      <AppLink
        href={href}
        preloadOnView={false}
        className={mergeClasses(styles.bell, styles.wide, here && styles.active)}
        aria-current={here ? 'page' : undefined}
      >
        {children}
      </AppLink>
    </Tooltip>
  );
}

/** `showApplications`: false where the menu has the applications already (staff). */
export function NotificationBell({ showApplications = true }: { showApplications?: boolean }) {
  const styles = useStyles();
  const intl = useIntl();
  const [pathname] = useLocation();
  const { data: count = 0 } = useUnreadNotificationCount();
  const label =
    count > 0
      ? intl.formatMessage({ id: 'notifications.bell.unread' }, { count })
      : intl.formatMessage({ id: 'notifications.bell' });
  const here = pathname === '/notificaties';
  return (
    <span className={styles.group}>
      {showApplications ? (
        <IconLink href="/applications" label={intl.formatMessage({ id: 'nav.myApplications' })}>
          <DocumentBulletListRegular aria-hidden />
        </IconLink>
      ) : null}
      <IconLink href="/conversations" label={intl.formatMessage({ id: 'nav.conversations' })}>
        <ChatRegular aria-hidden />
      </IconLink>
      <Tooltip content={label} relationship="label" withArrow>
        <AppLink
          href="/notificaties"
          preloadOnView={false}
          className={mergeClasses(styles.bell, here && styles.active)}
          aria-current={here ? 'page' : undefined}
          data-testid="notification-bell"
          data-count={count}
        >
          <AlertRegular aria-hidden />
          {count > 0 ? (
            <span className={styles.badge} aria-hidden>
              {count > 99 ? '99+' : count}
            </span>
          ) : null}
        </AppLink>
      </Tooltip>
    </span>
  );
}
