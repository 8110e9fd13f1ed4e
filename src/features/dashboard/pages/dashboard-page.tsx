// /dashboard: where organizations, coordinators and admins land after signing in. What waits for
// them, counted, each count a link to the list it counts (filtered the same way), the first rows
// of those lists, and the ways to their work. A volunteer sees their own side: applications,
// what is coming up, messages, invitations and hours.
import {
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  AddRegular,
  BuildingRegular,
  ChatRegular,
  ClockAlarmRegular,
  DocumentEditRegular,
  MailInboxRegular,
  MegaphoneRegular,
} from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import { ESCALATION_AFTER_DAYS } from '../../../../common/matching';
import { AppLink } from '../../../components/app-link';
import { ErrorMessage } from '../../../components/error-message';
import { PageFrame, usePageStyles } from '../../../components/page-frame';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { getManageLinks } from '../../../lib/session/manage-links';
import { getDisplayName } from '../../../lib/session/types';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { useT } from '../../../lib/use-t';
import { useDashboard, type Dashboard } from '../api/get-dashboard';
import { useMonthFigures, useVacancyRanking } from '../api/get-insight';
import { useVolunteerDashboard } from '../api/get-volunteer-dashboard';
import { CountTile, type CountTileProps } from '../components/count-tile';
import { MonthComparison } from '../components/month-comparison';
import { StaffLists } from '../components/staff-lists';
import { VacancyRanking } from '../components/vacancy-ranking';
import { VolunteerOverview } from '../components/volunteer-overview';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  sectionHead: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  links: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '2.75rem',
    padding: `0 ${tokens.spacingHorizontalL}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
});

type Tile = Omit<CountTileProps, 'label' | 'hint'> & { labelId: string; hintId: string };

/** The counts that wait for the reader, in the order of their work; null counts are not theirs. */
function buildWaitingTiles(d: Dashboard): Tile[] {
  const tiles: (Tile | null)[] = [
    {
      id: 'applications-new',
      href: '/applications?status=new',
      count: d.applicationsNew,
      labelId: 'dashboard.count.applicationsNew',
      hintId: 'dashboard.hint.applicationsNew',
      icon: <MailInboxRegular />,
    },
    {
      id: 'applications-escalated',
      href: '/applications?status=escalated',
      count: d.applicationsEscalated,
      labelId: 'dashboard.count.applicationsEscalated',
      hintId: 'dashboard.hint.applicationsEscalated',
      icon: <ClockAlarmRegular />,
      urgent: true,
    },
    d.organizationsPending === null
      ? null
      : {
          id: 'organizations-pending',
          href: '/organizations/approve',
          count: d.organizationsPending,
          labelId: 'dashboard.count.organizationsPending',
          hintId: 'dashboard.hint.organizationsPending',
          icon: <BuildingRegular />,
          urgent: true,
        },
    {
      id: 'messages-unread',
      href: '/conversations',
      count: d.messagesUnread,
      labelId: 'dashboard.count.messagesUnread',
      hintId: 'dashboard.hint.messagesUnread',
      icon: <ChatRegular />,
    },
    {
      id: 'vacancies-draft',
      href: '/vacancies?status=draft',
      count: d.vacanciesDraft,
      labelId: 'dashboard.count.vacanciesDraft',
      hintId: 'dashboard.hint.vacanciesDraft',
      icon: <DocumentEditRegular />,
    },
  ];
  return tiles.filter((t): t is Tile => t !== null);
}

export default function DashboardPage() {
  const styles = useStyles();
  const page = usePageStyles();
  const t = useT();
  const [, navigate] = useLocation();
  const gate = useNetworkGate();
  const { user, roles } = useCurrentUser();
  const manageLinks = getManageLinks(roles);
  const staff = manageLinks.length > 0;
  const dashboard = useDashboard(staff);
  const mine = useVolunteerDashboard(!staff);
  // The month's figures are the center's: for those who approve organizations.
  const coordinator = dashboard.data !== undefined && dashboard.data.organizationsPending !== null;
  const months = useMonthFigures(coordinator);
  const ranking = useVacancyRanking(staff);
  const name = user ? (user.firstName ?? getDisplayName(user)) : '';

  if (!staff) {
    return (
      <PageFrame title={t('route.dashboard')} intro={t('dashboard.volunteer.intro', { name })}>
        {mine.isPending ? (
          <Spinner label={t('dashboard.loading')} />
        ) : mine.isError && !mine.data ? (
          <ErrorMessage error={mine.error} />
        ) : mine.data ? (
          <VolunteerOverview data={mine.data} />
        ) : null}
      </PageFrame>
    );
  }

  const tiles = dashboard.data ? buildWaitingTiles(dashboard.data) : [];
  const allDone = dashboard.data !== undefined && tiles.every((tile) => tile.count === 0);
  const canAddVacancy = manageLinks.some((l) => l.id === 'vacancies');

  return (
    <PageFrame
      title={t('route.dashboard')}
      intro={t('dashboard.intro', { name })}
      actions={
        canAddVacancy ? (
          <Button
            appearance="primary"
            size={BUTTON_SIZE}
            icon={<AddRegular />}
            disabledFocusable={gate.offline}
            aria-describedby={gate.describedBy}
            onClick={() => navigate('/vacancies/add')}
          >
            {t('vacancyManage.add.button')}
          </Button>
        ) : null
      }
    >
      {gate.hint}
      <section className={styles.section} aria-labelledby="dashboard-waiting">
        <h2 id="dashboard-waiting" className={page.h2}>
          {t('dashboard.waiting.title')}
        </h2>
        {dashboard.isPending ? (
          <Spinner label={t('dashboard.loading')} />
        ) : dashboard.isError && !dashboard.data ? (
          <ErrorMessage error={dashboard.error} />
        ) : (
          <>
            {allDone ? (
              <MessageBar intent="success" data-testid="dashboard-all-done">
                <MessageBarBody>{t('dashboard.allDone')}</MessageBarBody>
              </MessageBar>
            ) : null}
            <ul className={styles.grid} data-testid="dashboard-counts">
              {tiles.map(({ labelId, hintId, ...tile }) => (
                <li key={tile.id}>
                  <CountTile
                    {...tile}
                    label={t(labelId, { count: tile.count })}
                    hint={t(hintId, { count: tile.count, days: ESCALATION_AFTER_DAYS })}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      {dashboard.data ? (
        <section className={styles.section} aria-labelledby="dashboard-lists">
          <h2 id="dashboard-lists" className={page.h2}>
            {t('dashboard.lists.title')}
          </h2>
          <StaffLists dashboard={dashboard.data} />
        </section>
      ) : null}
      {dashboard.data ? (
        <section className={styles.section} aria-labelledby="dashboard-running">
          <h2 id="dashboard-running" className={page.h2}>
            {t('dashboard.running.title')}
          </h2>
          <ul className={styles.grid}>
            <li>
              <CountTile
                id="vacancies-published"
                href="/vacancies?status=published"
                count={dashboard.data.vacanciesPublished}
                label={t('dashboard.count.vacanciesPublished', {
                  count: dashboard.data.vacanciesPublished,
                })}
                hint={t('dashboard.hint.vacanciesPublished')}
                icon={<MegaphoneRegular />}
              />
            </li>
          </ul>
        </section>
      ) : null}
      {months.data ? (
        <section className={styles.section} aria-labelledby="dashboard-month-title">
          <h2 id="dashboard-month-title" className={page.h2}>
            {t('dashboard.month.title')}
          </h2>
          <MonthComparison figures={months.data} />
        </section>
      ) : null}
      {ranking.data ? (
        <section className={styles.section} aria-labelledby="dashboard-ranking-title">
          <div className={styles.sectionHead}>
            <h2 id="dashboard-ranking-title" className={page.h2}>
              {t('dashboard.ranking.title')}
            </h2>
            <AppLink href="/analytics/index-2?by=vacancy">{t('dashboard.ranking.all')}</AppLink>
          </div>
          <VacancyRanking ranking={ranking.data} />
        </section>
      ) : null}
      <nav className={styles.section} aria-labelledby="dashboard-work">
        <h2 id="dashboard-work" className={page.h2}>
          {t('dashboard.work.title')}
        </h2>
        <ul className={styles.links}>
          {manageLinks.map((link) => (
            <li key={link.id}>
              <AppLink href={link.href} className={styles.link}>
                {t(`session.menu.manage.${link.id}`)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </PageFrame>
  );
}
