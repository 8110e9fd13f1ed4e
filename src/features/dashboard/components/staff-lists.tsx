// The staff dashboard's three short lists: the applications waiting longest for a first answer
// (with the days left before they count as waiting too long, so they are answered before that),
// the latest conversations, and the vacancies online with their applications.
import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { ESCALATION_AFTER_DAYS, pickLocalized } from '../../../../common/matching';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useNow } from '../../../lib/use-now';
import { useT } from '../../../lib/use-t';
import type { Dashboard } from '../api/get-dashboard';
import { DashboardList, type BadgeTone, type DashboardListItem } from './dashboard-list';

const DAY = 86_400_000;

const useStyles = makeStyles({
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
});

/** Whole days an application has waited, and what that means against the escalation. */
export function describeWait(
  createdAt: string,
  now: number,
): { days: number; daysLeft: number; tone: BadgeTone } {
  const days = Math.max(0, Math.floor((now - Date.parse(createdAt)) / DAY));
  const daysLeft = ESCALATION_AFTER_DAYS - days;
  const tone: BadgeTone = daysLeft <= 0 ? 'danger' : daysLeft <= 3 ? 'warning' : 'informative';
  return { days, daysLeft, tone };
}

export function StaffLists({ dashboard }: { dashboard: Dashboard }) {
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  const now = useNow(60_000);
  const untitled = t('vacancies.untitled');
  const waiting: DashboardListItem[] = dashboard.waiting.map((a) => {
    const wait = describeWait(a.createdAt, now);
    return {
      key: a.id,
      href: `/applications/${a.id}`,
      title: a.volunteerName ?? untitled,
      detail: t('dashboard.waitingList.detail', {
        vacancy: pickLocalized(a.vacancyTitleNl, a.vacancyTitleEn, intl.locale) || untitled,
        days: wait.days,
      }),
      badge: {
        tone: wait.tone,
        text:
          wait.daysLeft <= 0
            ? t('dashboard.waitingList.escalated')
            : t('dashboard.waitingList.daysLeft', { days: wait.daysLeft }),
      },
    };
  });
  const conversations: DashboardListItem[] = dashboard.conversations.map((c) => ({
    key: c.id,
    href: `/conversations?id=${encodeURIComponent(c.id)}`,
    title: c.otherPartyName,
    // The time first: a long title is cut at the end of the line.
    detail: [
      c.lastMessageAt
        ? formatRelativeTime(c.lastMessageAt, now, intl.locale, t('time.justNow'))
        : null,
      pickLocalized(c.titleNl, c.titleEn, intl.locale),
    ]
      .filter(Boolean)
      .join(' · '),
    badge:
      c.unreadCount > 0
        ? { tone: 'brand', text: t('dashboard.conversations.unread', { count: c.unreadCount }) }
        : undefined,
  }));
  const vacancies: DashboardListItem[] = dashboard.vacancies.map((v) => ({
    key: v.id,
    href: `/vacancies/${v.id}`,
    title: pickLocalized(v.titleNl, v.titleEn, intl.locale) || untitled,
    badge: {
      tone: v.applicationsCount === 0 ? 'subtle' : 'success',
      text: t('dashboard.vacancies.applications', { count: v.applicationsCount }),
    },
  }));
  return (
    <div className={styles.columns}>
      <DashboardList
        id="waiting"
        title={t('dashboard.waitingList.title')}
        items={waiting}
        empty={t('dashboard.waitingList.empty')}
        all={{ href: '/applications?status=new', label: t('dashboard.waitingList.all') }}
      />
      <DashboardList
        id="conversations"
        title={t('dashboard.conversations.title')}
        items={conversations}
        empty={t('dashboard.conversations.empty')}
        all={{ href: '/conversations', label: t('dashboard.conversations.all') }}
      />
      <DashboardList
        id="vacancies"
        title={t('dashboard.vacancies.title')}
        items={vacancies}
        empty={t('dashboard.vacancies.empty')}
        all={{ href: '/vacancies?status=published', label: t('dashboard.vacancies.all') }}
      />
    </div>
  );
}
