// The header's bell (signed in only, loaded lazily so a signed-out first visit never downloads
// it): a link to /notificaties with the number of unread notifications, polled every 30 s while
// the tab is visible and on focus. Its name says the count: 'Meldingen, 3 ongelezen'.
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons/svg/alert';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { AppLink } from '../../../components/app-link';
import { useUnreadNotificationCount } from '../api/notifications';

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
    fontSize: '24px',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  active: { color: tokens.colorBrandForeground1 },
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

export function NotificationBell() {
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
    <AppLink
      href="/notificaties"
      preloadOnView={false}
      className={mergeClasses(styles.bell, here && styles.active)}
      aria-label={label}
      aria-current={here ? 'page' : undefined}
      title={label}
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
  );
}
