// /uren: a volunteer's hours (totals, the form to log them, the list with where each stands, the
// statement to print) and, for organizations and coordinators, the hours to review. What was seen
// stays readable offline (persisted queries); logging is queued offline, reviewing needs the network.
import { Body1, Spinner, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { PrintRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { ErrorMessage } from '../../../components/error-message';
import { PageFrame, usePageStyles } from '../../../components/page-frame';
import { useSessionValue } from '../../../lib/session/session';
import { useT } from '../../../lib/use-t';
import { useHourSubjects } from '../api/get-hour-subjects';
import { useHoursToReview, useMyHours } from '../api/get-hours';
import { useWaitingHourIds } from '../api/log-hours';
import { HourEntryList } from '../components/hour-entry-list';
import { HourTotalsRow } from '../components/hour-totals';
import { LogHoursForm } from '../components/log-hours-form';
import { ReviewList } from '../components/review-list';

const useStyles = makeStyles({
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
  },
  // Grid items shrink to their column: a long vacancy title in the picker may not widen the card.
  cell: { minWidth: 0 },
  print: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
});

function MyHours() {
  const styles = useStyles();
  const page = usePageStyles();
  const t = useT();
  const roles = useSessionValue((s) => s.roles);
  const isVolunteer = roles.some((r) => r.name === 'volunteer');
  const hours = useMyHours();
  const subjects = useHourSubjects(isVolunteer);
  const waiting = useWaitingHourIds();
  const year = new Date().getFullYear();
  return (
    <>
      <HourTotalsRow totals={hours.data?.totals ?? null} now={new Date()} />
      <div className={styles.columns}>
        {isVolunteer ? (
          <section className={`${page.card} ${styles.cell}`} aria-labelledby="hours-log-title">
            <h2 id="hours-log-title" className={page.h2}>
              {t('hours.log.title')}
            </h2>
            {subjects.isPending ? <Spinner size="small" /> : null}
            {subjects.error && !subjects.data ? <ErrorMessage error={subjects.error} /> : null}
            {subjects.data ? <LogHoursForm subjects={subjects.data} /> : null}
          </section>
        ) : null}
        <section className={`${page.root} ${styles.cell}`} aria-labelledby="hours-list-title">
          <div className={styles.head}>
            <h2 id="hours-list-title" className={page.h2}>
              {t('hours.list.title')}
            </h2>
            <AppLink href={`/uren/overzicht?jaar=${year}`} className={styles.print}>
              <PrintRegular aria-hidden />
              {t('hours.statement.link', { year })}
            </AppLink>
          </div>
          {hours.isPending ? <Spinner /> : null}
          {hours.error && !hours.data ? <ErrorMessage error={hours.error} /> : null}
          {hours.data && hours.data.entries.length === 0 ? (
            <Body1>{t('hours.list.empty')}</Body1>
          ) : null}
          {hours.data && hours.data.entries.length > 0 ? (
            <HourEntryList entries={hours.data.entries} waitingIds={waiting} />
          ) : null}
        </section>
      </div>
    </>
  );
}

function ToReview() {
  const review = useHoursToReview('pending', true);
  if (review.isPending) return <Spinner />;
  if (review.error && !review.data) return <ErrorMessage error={review.error} />;
  return <ReviewList entries={review.data?.entries ?? []} />;
}

export default function HoursPage() {
  const t = useT();
  const roles = useSessionValue((s) => s.roles);
  const reviewer = roles.some((r) =>
    ['admin', 'center_admin', 'organization_admin'].includes(r.name),
  );
  const isVolunteer = roles.some((r) => r.name === 'volunteer');
  const [tab, setTab] = useState<'mine' | 'review'>(reviewer && !isVolunteer ? 'review' : 'mine');
  const pending = useHoursToReview('pending', reviewer);
  const count = pending.data?.total ?? 0;
  return (
    <PageFrame title={t('route.hours')} intro={t(reviewer ? 'hours.introReviewer' : 'hours.intro')}>
      {reviewer ? (
        <TabList
          selectedValue={tab}
          onTabSelect={(_, d) => setTab(d.value as 'mine' | 'review')}
          aria-label={t('route.hours')}
        >
          <Tab value="mine">{t('hours.tab.mine')}</Tab>
          <Tab value="review">{t('hours.tab.review', { count })}</Tab>
        </TabList>
      ) : null}
      {tab === 'review' && reviewer ? <ToReview /> : <MyHours />}
    </PageFrame>
  );
}
