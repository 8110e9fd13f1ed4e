// /notificaties: the reader's notifications, newest first, in their language; unread ones stand
// out. Opening one goes where it points and marks it read; 'Alles gelezen' marks them all.
import { Button, ToggleButton, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  CalendarAddRegular,
  CalendarCancelRegular,
  CalendarClockRegular,
  ClockRegular,
  ChatRegular,
  CheckmarkCircleRegular,
  ClockAlarmRegular,
  DocumentAddRegular,
  HandshakeRegular,
  MailReadRegular,
  PersonMailRegular,
} from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { NotificationKind } from '../../../../common/matching';
import { ErrorMessage, describeError } from '../../../components/error-message';
import { PageFrame } from '../../../components/page-frame';
import { PageSpinner } from '../../../components/page-spinner';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { formatFullTime, formatRelativeTime } from '../../../lib/relative-time';
import { toast } from '../../../lib/toasts/toast';
import { useNow } from '../../../lib/use-now';
import { useT } from '../../../lib/use-t';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotification } from '../api/mark-notification';
import { describeNotification, linkOf } from '../notification-text';
import type { AppNotification } from '../types';

const PAGE_SIZE = 20;

const ICONS: Record<NotificationKind, ReactNode> = {
  application_received: <DocumentAddRegular />,
  application_status_changed: <CheckmarkCircleRegular />,
  message_received: <ChatRegular />,
  application_escalated: <ClockAlarmRegular />,
  invitation_received: <PersonMailRegular />,
  invitation_reminder: <ClockAlarmRegular />,
  invitation_answered: <PersonMailRegular />,
  help_matched: <HandshakeRegular />,
  vacancy_freshness_check: <CalendarClockRegular />,
  activity_cancelled: <CalendarCancelRegular />,
  activity_place_offered: <CalendarAddRegular />,
  hours_reviewed: <ClockRegular />,
};

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: tokens.spacingHorizontalM,
    width: '100%',
    textAlign: 'start',
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    cursor: 'pointer',
    font: 'inherit',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  unread: {
    backgroundColor: tokens.colorBrandBackground2,
    borderLeft: `4px solid ${tokens.colorBrandStroke1}`,
  },
  icon: { fontSize: '24px', color: tokens.colorBrandForeground1, paddingTop: '2px' },
  text: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  headline: { overflowWrap: 'anywhere' },
  headlineUnread: { fontWeight: tokens.fontWeightSemibold },
  detail: {
    color: tokens.colorNeutralForeground2,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  time: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  empty: { color: tokens.colorNeutralForeground2 },
  srOnly: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

export default function NotificationsPage() {
  const styles = useStyles();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const now = useNow();
  const gate = useNetworkGate();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const list = useNotifications({ page: 1, pageSize, unreadOnly });
  const mark = useMarkNotification();
  const markAll = useMarkAllNotificationsRead();
  const t = useT();
  const notifications = list.data?.notifications ?? [];
  const unreadCount = list.data?.unreadCount ?? 0;

  const open = (n: AppNotification) => {
    if (!n.readAt) mark.mutate({ id: n.id, read: true });
    navigate(linkOf(n));
  };

  const renderItem = (n: AppNotification) => {
    const text = describeNotification(n, intl.locale, t('notifications.unnamedVacancy'));
    const unread = !n.readAt;
    return (
      <li key={n.id}>
        <button
          type="button"
          className={mergeClasses(styles.item, unread && styles.unread)}
          onClick={() => open(n)}
          data-testid="notification"
          data-unread={unread ? 'true' : 'false'}
        >
          <span className={styles.icon} aria-hidden>
            {ICONS[n.kind] ?? <MailReadRegular />}
          </span>
          <span className={styles.text}>
            <span className={mergeClasses(styles.headline, unread && styles.headlineUnread)}>
              {unread ? (
                <span className={styles.srOnly}>{`${t('notifications.unreadMark')}: `}</span>
              ) : null}
              {t(text.id, text.values)}
            </span>
            {text.detail ? <span className={styles.detail}>{text.detail}</span> : null}
            <time
              className={styles.time}
              dateTime={n.createdAt}
              title={formatFullTime(n.createdAt, intl.locale)}
            >
              {formatRelativeTime(n.createdAt, now, intl.locale, t('time.justNow'))}
            </time>
          </span>
        </button>
      </li>
    );
  };

  return (
    <PageFrame
      title={t('route.notifications')}
      intro={
        list.data
          ? unreadCount > 0
            ? t('notifications.unreadIntro', { count: unreadCount })
            : t('notifications.allRead')
          : undefined
      }
      actions={
        <Button
          icon={<MailReadRegular />}
          disabledFocusable={gate.offline || markAll.isPending || unreadCount === 0}
          aria-describedby={gate.describedBy}
          onClick={() =>
            markAll.mutate(undefined, {
              onSuccess: () => toast.success(t('notifications.allMarked')),
              onError: (error) => toast.error(describeError(intl, error)),
            })
          }
        >
          {t('notifications.markAll')}
        </Button>
      }
    >
      {gate.hint}
      <div className={styles.bar} role="group" aria-label={t('notifications.filter')}>
        <ToggleButton checked={!unreadOnly} onClick={() => setUnreadOnly(false)}>
          {t('notifications.filter.all')}
        </ToggleButton>
        <ToggleButton checked={unreadOnly} onClick={() => setUnreadOnly(true)}>
          {t('notifications.filter.unread')}
        </ToggleButton>
      </div>
      {list.isPending ? (
        <PageSpinner label={t('app.loading')} />
      ) : list.isError ? (
        <ErrorMessage error={list.error} />
      ) : notifications.length === 0 ? (
        <p className={styles.empty}>
          {t(unreadOnly ? 'notifications.emptyUnread' : 'notifications.empty')}
        </p>
      ) : (
        <ul className={styles.list} aria-label={t('route.notifications')}>
          {notifications.map(renderItem)}
        </ul>
      )}
      {list.data && list.data.total > notifications.length ? (
        <div>
          <Button onClick={() => setPageSize((size) => size + PAGE_SIZE)}>
            {t('notifications.more')}
          </Button>
        </div>
      ) : null}
    </PageFrame>
  );
}
