// /activiteitenkalender: the public activity calendar of the center. A list by default on phones
// and a month grid on wider screens, a week view too; filters for category, organization, place
// and distance, and dates (list). View, period and filters are in the URL. Organizers and
// coordinators get a link to their overview.
import { Button, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import {
  CalendarLtrRegular,
  ChevronLeftRegular,
  ChevronRightRegular,
  ListRegular,
  TableSimpleRegular,
} from '@fluentui/react-icons';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { formatAmsterdamDate } from '../../../../common/amsterdam-time';
import { AppLink } from '../../../components/app-link';
import { ErrorMessage } from '../../../components/error-message';
import { PageFrame } from '../../../components/page-frame';
import { PageSpinner } from '../../../components/page-spinner';
import { useMinWidth } from '../../../lib/breakpoints';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useTags } from '../../../lib/tags';
import { useT } from '../../../lib/use-t';
import { useActivities } from '../api/get-activities';
import { ActivityCard } from '../components/activity-card';
import { MonthGrid, WeekGrid } from '../components/calendar-grid';
import {
  CalendarFilterBar,
  FILTER_PARAMS,
  type CalendarFilters,
} from '../components/calendar-filters';
import {
  addMonths,
  dayLabel,
  monthGrid,
  monthLabel,
  shiftDate,
  startDate,
  startOfWeek,
} from '../format';

type View = 'lijst' | 'maand' | 'week';

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  period: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  periodLabel: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    minWidth: '10ch',
    textAlign: 'center',
  },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  dayTitle: {
    margin: `${tokens.spacingVerticalS} 0 0`,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    '::first-letter': { textTransform: 'uppercase' },
  },
  empty: { margin: 0, color: tokens.colorNeutralForeground2 },
});

function readFilters(params: URLSearchParams): CalendarFilters {
  const get = (k: keyof CalendarFilters) => params.get(FILTER_PARAMS[k]) ?? '';
  return {
    tag: get('tag'),
    organization: get('organization'),
    postcode: get('postcode'),
    distance: get('distance') || '10',
    from: get('from'),
    to: get('to'),
  };
}

export default function CalendarPage() {
  const styles = useStyles();
  const t = useT();
  const { locale } = useIntl();
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const wide = useMinWidth('md');
  const view = (params.get('weergave') as View | null) ?? (wide ? 'maand' : 'lijst');
  const today = formatAmsterdamDate(new Date());
  const month = params.get('maand') ?? today.slice(0, 7);
  const week = startOfWeek(params.get('week') ?? today);
  const filters = readFilters(params);
  const { user, roles } = useCurrentUser();
  const manages = !!user && roles.some((r) => r.name !== 'volunteer');
  const tags = (useTags().data ?? []).filter((tag) => tag.kind === 'category');

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    const q = next.toString();
    navigate(`/activiteitenkalender${q ? `?${q}` : ''}`, { replace: true });
  };

  const days =
    view === 'maand'
      ? monthGrid(month)
      : view === 'week'
        ? [0, 1, 2, 3, 4, 5, 6].map((i) => shiftDate(week, i))
        : [];
  const query: Record<string, string> = {};
  if (filters.tag) query['filter[tag_ids]'] = filters.tag;
  if (filters.organization) query['filter[organization_id_eq]'] = filters.organization;
  if (/^\d{4}\s?[a-zA-Z]{2}$/.test(filters.postcode.trim())) {
    query['filter[postcode]'] = filters.postcode.trim();
    query['filter[distance_km]'] = filters.distance;
  }
  if (view === 'lijst') {
    if (filters.from) query['filter[date_from]'] = filters.from;
    query['filter[date_to]'] = filters.to || shiftDate(today, 56);
  } else {
    query['filter[date_from]'] = days[0]!;
    query['filter[date_to]'] = days[days.length - 1]!;
  }
  const activities = useActivities(query);
  const list = useMemo(() => activities.data ?? [], [activities.data]);
  const organizations = useMemo(() => {
    const seen = new Map<string, string>();
    for (const a of list)
      if (a.organizationId && a.organizationName) seen.set(a.organizationId, a.organizationName);
    if (filters.organization && !seen.has(filters.organization))
      seen.set(filters.organization, '…');
    return [...seen]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [list, filters.organization]);

  const grouped = useMemo(() => {
    const out: { day: string; items: typeof list }[] = [];
    for (const a of list) {
      const d = startDate(a);
      const last = out[out.length - 1];
      if (last?.day === d) last.items.push(a);
      else out.push({ day: d, items: [a] });
    }
    return out;
  }, [list]);

  const setFilters = (next: CalendarFilters) =>
    update(
      Object.fromEntries(
        (Object.keys(FILTER_PARAMS) as (keyof CalendarFilters)[]).map((k) => [
          FILTER_PARAMS[k],
          k === 'distance' && next[k] === '10' ? '' : next[k],
        ]),
      ),
    );

  const periodLabel =
    view === 'lijst'
      ? ''
      : view === 'maand'
        ? monthLabel(month, locale)
        : `${dayLabel(days[0]!, locale, { day: 'numeric', month: 'short' })} – ${dayLabel(days[6]!, locale, { day: 'numeric', month: 'short' })}`;
  const move = (step: number) =>
    view === 'maand'
      ? update({ maand: addMonths(month, step) })
      : update({ week: shiftDate(week, step * 7) });

  return (
    <PageFrame
      title={t('activities.title')}
      intro={t('activities.intro')}
      actions={
        manages ? (
          <AppLink href="/activiteitenkalender/overzicht">{t('activities.toOverview')}</AppLink>
        ) : undefined
      }
    >
      <CalendarFilterBar
        value={filters}
        onChange={setFilters}
        tags={tags}
        organizations={organizations}
        locale={locale}
        showDates={view === 'lijst'}
      />
      <div className={styles.toolbar}>
        <TabList
          selectedValue={view}
          onTabSelect={(_, d) => update({ weergave: String(d.value) })}
          aria-label={t('activities.view')}
        >
          <Tab value="lijst" icon={<ListRegular />}>
            {t('activities.view.list')}
          </Tab>
          <Tab value="maand" icon={<CalendarLtrRegular />}>
            {t('activities.view.month')}
          </Tab>
          <Tab value="week" icon={<TableSimpleRegular />}>
            {t('activities.view.week')}
          </Tab>
        </TabList>
        {view !== 'lijst' ? (
          <div className={styles.period}>
            <Button
              appearance="subtle"
              icon={<ChevronLeftRegular />}
              aria-label={t(view === 'maand' ? 'activities.prevMonth' : 'activities.prevWeek')}
              onClick={() => move(-1)}
            />
            <h2 className={styles.periodLabel} aria-live="polite">
              {periodLabel}
            </h2>
            <Button
              appearance="subtle"
              icon={<ChevronRightRegular />}
              aria-label={t(view === 'maand' ? 'activities.nextMonth' : 'activities.nextWeek')}
              onClick={() => move(1)}
            />
          </div>
        ) : null}
      </div>
      {activities.isPending ? (
        <PageSpinner label={t('activities.loading')} />
      ) : activities.error && !activities.data ? (
        <ErrorMessage error={activities.error} />
      ) : view === 'maand' ? (
        <MonthGrid days={days} month={month} today={today} activities={list} locale={locale} />
      ) : view === 'week' ? (
        <WeekGrid days={days} today={today} activities={list} locale={locale} />
      ) : list.length === 0 ? (
        <p className={styles.empty}>{t('activities.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('activities.listLabel')}>
          {grouped.map((g) => (
            <li key={g.day}>
              <h2 className={styles.dayTitle}>
                {dayLabel(g.day, locale, { weekday: 'long', day: 'numeric', month: 'long' })}
              </h2>
              <ul className={styles.list}>
                {g.items.map((a) => (
                  <li key={a.id}>
                    <ActivityCard activity={a} tags={tags} locale={locale} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
