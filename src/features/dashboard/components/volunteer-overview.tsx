// The volunteer's dashboard: four counts that are links (applications, unread messages,
// invitations, hours this year), then what is theirs in short lists: the latest applications
// with where they stand, what is coming up in the calendar, and open invitations. Empty lists
// say where to start instead.
import { makeStyles, tokens } from '@fluentui/react-components';
import {
  ChatRegular,
  ClockRegular,
  MailInboxRegular,
  PersonAddRegular,
} from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import { AppLink } from '../../../components/app-link';
import { usePageStyles } from '../../../components/page-frame';
import { useT } from '../../../lib/use-t';
import type { VolunteerDashboard } from '../api/get-volunteer-dashboard';
import { CountTile } from './count-tile';
import { DashboardList, type BadgeTone, type DashboardListItem } from './dashboard-list';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
});

const STATUS_TONES: Record<string, BadgeTone> = {
  new: 'informative',
  in_progress: 'brand',
  accepted: 'success',
  rejected: 'subtle',
  withdrawn: 'subtle',
};

export function VolunteerOverview({ data }: { data: VolunteerDashboard }) {
  const styles = useStyles();
  const page = usePageStyles();
  const t = useT();
  const intl = useIntl();
  const untitled = t('vacancies.untitled');
  const { total, running } = data.applicationCounts;
  const hours = new Intl.NumberFormat(intl.locale, { maximumFractionDigits: 1 });

  const applications: DashboardListItem[] = data.applications.map((a) => ({
    key: a.id,
    href: `/applications/${a.id}`,
    title: pickLocalized(a.vacancyTitleNl, a.vacancyTitleEn, intl.locale) || untitled,
    detail: a.organizationName,
    badge: { tone: STATUS_TONES[a.status] ?? 'subtle', text: t(`applications.status.${a.status}`) },
  }));
  const activities: DashboardListItem[] = (data.activities ?? []).map((a) => ({
    key: a.id,
    href: `/activiteitenkalender/${a.activityId}`,
    title: pickLocalized(a.titleNl, a.titleEn, intl.locale) || untitled,
    detail: intl.formatDate(a.startsAt, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Amsterdam',
    }),
    badge: {
      tone: a.status === 'registered' ? 'success' : 'warning',
      text: t(`activities.mine.${a.status}`),
    },
  }));
  const invitations: DashboardListItem[] = (data.invitations ?? []).map((i) => ({
    key: i.id,
    href: '/profile-replies',
    title: pickLocalized(i.vacancyTitleNl, i.vacancyTitleEn, intl.locale) || untitled,
    detail: i.organizationName,
    badge: { tone: 'brand', text: t('dashboard.volunteer.invitationOpen') },
  }));

  return (
    <>
      <section className={styles.section} aria-labelledby="dashboard-mine">
        <h2 id="dashboard-mine" className={page.h2}>
          {t('dashboard.volunteer.title')}
        </h2>
        <ul className={styles.grid} data-testid="dashboard-counts">
          <li>
            <CountTile
              id="my-applications"
              href="/applications"
              count={total}
              label={t('dashboard.volunteer.applications', { count: total })}
              hint={t('dashboard.volunteer.applicationsHint', { count: running })}
              icon={<MailInboxRegular />}
            />
          </li>
          <li>
            <CountTile
              id="messages-unread"
              href="/conversations"
              count={data.messagesUnread}
              label={t('dashboard.count.messagesUnread', { count: data.messagesUnread })}
              hint={t('dashboard.volunteer.messagesHint')}
              icon={<ChatRegular />}
            />
          </li>
          {data.invitationsOpen !== null ? (
            <li>
              <CountTile
                id="invitations-open"
                href="/profile-replies"
                count={data.invitationsOpen}
                label={t('dashboard.volunteer.invitations', { count: data.invitationsOpen })}
                hint={t('dashboard.volunteer.invitationsHint')}
                icon={<PersonAddRegular />}
                urgent
              />
            </li>
          ) : null}
          <li>
            <CountTile
              id="hours"
              href="/uren"
              count={data.hours.approved}
              display={hours.format(data.hours.approved)}
              label={t('dashboard.volunteer.hours', {
                count: data.hours.approved,
                year: data.hours.year,
              })}
              hint={
                data.hours.pending > 0
                  ? t('dashboard.volunteer.hoursPending', {
                      hours: hours.format(data.hours.pending),
                    })
                  : t('dashboard.volunteer.hoursHint')
              }
              icon={<ClockRegular />}
            />
          </li>
        </ul>
      </section>
      <div className={styles.columns}>
        <DashboardList
          id="my-applications"
          title={t('dashboard.volunteer.latest')}
          items={applications}
          empty={
            <>
              {t('dashboard.volunteer.noApplications')}{' '}
              <AppLink href="/vacancies/search">{t('dashboard.volunteer.findVacancy')}</AppLink>
            </>
          }
          all={{ href: '/applications', label: t('dashboard.volunteer.allApplications') }}
        />
        {data.activities !== null ? (
          <DashboardList
            id="upcoming"
            title={t('dashboard.volunteer.upcoming')}
            items={activities}
            empty={
              <>
                {t('dashboard.volunteer.noActivities')}{' '}
                <AppLink href="/activiteitenkalender">
                  {t('dashboard.volunteer.openCalendar')}
                </AppLink>
              </>
            }
            all={{ href: '/activiteitenkalender', label: t('dashboard.volunteer.openCalendar') }}
          />
        ) : null}
        {invitations.length > 0 ? (
          <DashboardList
            id="invitations"
            title={t('dashboard.volunteer.invitationsTitle')}
            items={invitations}
            empty={null}
            all={{ href: '/profile-replies', label: t('dashboard.volunteer.allInvitations') }}
          />
        ) : null}
      </div>
    </>
  );
}
