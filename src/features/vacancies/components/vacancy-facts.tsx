// The facts of a vacancy as a description list: hours, commitment, period, when in the week,
// where (with a map link), remote and how many people are wanted.
import { makeStyles, tokens } from '@fluentui/react-components';
import {
  CalendarRegular,
  ClockRegular,
  HomeRegular,
  LocationRegular,
  PeopleRegular,
  ShieldCheckmarkRegular,
  ArrowRepeatAllRegular,
  WeatherSunnyRegular,
} from '@fluentui/react-icons';
import { Fragment, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../../lib/use-t';
import { buildMapLink, formatPeriod, formatSchedule } from '../format';
import type { Vacancy } from '../types';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalM,
    margin: 0,
  },
  term: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
    fontWeight: tokens.fontWeightSemibold,
  },
  icon: { fontSize: '20px', color: tokens.colorBrandForeground1, flexShrink: 0 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  map: { display: 'inline-block', marginTop: tokens.spacingVerticalXXS },
});

function formatAddress(v: Vacancy): string | null {
  const a = v.address;
  const line1 = a ? [a.street, a.number].filter(Boolean).join(' ') : '';
  const line2 = a ? [a.postcode, a.city].filter(Boolean).join(' ') : '';
  return [line1, line2 || v.city].filter(Boolean).join(', ') || null;
}

export function VacancyFacts({ vacancy }: { vacancy: Vacancy }) {
  const intl = useIntl();
  const styles = useStyles();
  const t = useT();
  const facts: [ReactNode, string, ReactNode][] = [];

  if (vacancy.hoursPerWeek !== null && vacancy.hoursPerWeek !== undefined) {
    facts.push([
      <ClockRegular key="i" />,
      t('vacancies.fact.hours'),
      t('vacancies.hoursPerWeek', { hours: vacancy.hoursPerWeek }),
    ]);
  }
  facts.push([
    <ArrowRepeatAllRegular key="i" />,
    t('vacancies.fact.commitment'),
    t(`vacancies.commitment.${vacancy.commitment}`),
  ]);
  const period = formatPeriod(intl, vacancy.startsOn, vacancy.endsOn);
  if (period) facts.push([<CalendarRegular key="i" />, t('vacancies.fact.period'), period]);
  const when = formatSchedule(intl, vacancy.schedule);
  if (when) facts.push([<WeatherSunnyRegular key="i" />, t('vacancies.fact.when'), when]);
  const address = formatAddress(vacancy);
  const lat = vacancy.address?.lat ?? vacancy.lat;
  const lng = vacancy.address?.lng ?? vacancy.lng;
  if (address) {
    facts.push([
      <LocationRegular key="i" />,
      t('vacancies.fact.place'),
      <>
        {address}
        {typeof lat === 'number' && typeof lng === 'number' ? (
          <>
            <br />
            <a
              className={styles.map}
              href={buildMapLink(lat, lng)}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="map-link"
            >
              {t('vacancies.fact.map')}
            </a>
          </>
        ) : null}
      </>,
    ]);
  }
  if (vacancy.remote) {
    facts.push([
      <HomeRegular key="i" />,
      t('vacancies.fact.remote'),
      t(address ? 'vacancies.fact.remotePartly' : 'vacancies.fact.remoteFully'),
    ]);
  }
  facts.push([
    <PeopleRegular key="i" />,
    t('vacancies.fact.positions'),
    t('vacancies.positions', { count: vacancy.positions ?? 1 }),
  ]);
  if (vacancy.requiresVog) {
    facts.push([
      <ShieldCheckmarkRegular key="i" />,
      t('vacancies.fact.vog'),
      t('vacancies.fact.vogNeeded'),
    ]);
  }

  return (
    <dl className={styles.list} data-testid="vacancy-facts">
      {facts.map(([icon, term, value]) => (
        <Fragment key={term}>
          <dt className={styles.term}>
            <span className={styles.icon} aria-hidden>
              {icon}
            </span>
            {term}
          </dt>
          <dd className={styles.value}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
