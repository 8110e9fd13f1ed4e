// /vrijwilligerspool: coordinators and organizations look through the volunteers who made
// themselves findable. A search box, "Match met vacature" (which scores every volunteer against one
// of the reader's vacancies and says why), filters, and cards to invite from. Readable offline
// from the persisted cache; inviting needs the network.
import {
  Body1,
  Button,
  Caption1,
  Field,
  SearchBox,
  Select,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { FilterRegular, PeopleSearchRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import { ErrorMessage } from '../../../components/error-message';
import { PageFrame } from '../../../components/page-frame';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { usePickableVacancies } from '../api/get-pickable-vacancies';
import { useVolunteerPool, type PoolSearchParams } from '../api/get-volunteer-pool';
import { useVogCheck } from '../api/vog-check';
import { InviteDialog } from '../components/invite-dialog';
import {
  countFilters,
  EMPTY_FILTERS,
  PoolFilters,
  type PoolFilterValues,
} from '../components/pool-filters';
import { VolunteerCard } from '../components/volunteer-card';
import type { PoolVolunteer } from '../types';

const PAGE_SIZE = 24;

const useStyles = makeStyles({
  top: {
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    '@media (min-width: 768px)': { gridTemplateColumns: '2fr 2fr 1fr' },
  },
  layout: {
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (min-width: 1024px)': { gridTemplateColumns: '17rem 1fr' },
  },
  filters: {
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusXLarge,
  },
  filtersHidden: {
    display: 'none',
    '@media (min-width: 1024px)': { display: 'block' },
  },
  filterToggle: { '@media (min-width: 1024px)': { display: 'none' } },
  results: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  summary: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 19rem), 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXXL,
    textAlign: 'center',
    color: tokens.colorNeutralForeground2,
  },
  emptyIcon: { fontSize: '48px', color: tokens.colorBrandForeground1 },
  pager: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalM,
  },
});

export default function VolunteerPoolPage() {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  const { user, roles } = useCurrentUser();
  const canCheckVog = roles.some((r) => r.name === 'center_admin' || r.name === 'admin');
  const [q, setQ] = useState('');
  const [vacancyId, setVacancyId] = useState('');
  const [sort, setSort] = useState<PoolSearchParams['sort']>('');
  const [filters, setFilters] = useState<PoolFilterValues>(EMPTY_FILTERS);
  const [filterKey, setFilterKey] = useState(0);
  const [showFilters, setShowFilters] = useState(false);
  const [page, setPage] = useState(1);
  const [inviting, setInviting] = useState<PoolVolunteer | null>(null);
  const vacancies = usePickableVacancies();
  const vogCheck = useVogCheck();
  const params: PoolSearchParams = useMemo(
    () => ({ q, vacancyId, sort, ...filters, page, pageSize: PAGE_SIZE }),
    [q, vacancyId, sort, filters, page],
  );
  const pool = useVolunteerPool(params);
  const total = pool.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const vacancyList = vacancies.data ?? [];
  const filterCount = countFilters(filters);

  const changeFilters = (next: PoolFilterValues) => {
    if (next === EMPTY_FILTERS) setFilterKey((k) => k + 1);
    setFilters(next);
    setPage(1);
  };

  return (
    <PageFrame title={t('route.volunteerPool')} intro={t('pool.intro')}>
      <div className={styles.top}>
        <Field label={t('pool.search')}>
          <SearchBox
            value={q}
            placeholder={t('pool.searchPlaceholder')}
            onChange={(_, d) => {
              setQ(d.value);
              setPage(1);
            }}
          />
        </Field>
        <Field label={t('pool.matchVacancy')} hint={t('pool.matchVacancyHint')}>
          <Select
            value={vacancyId}
            onChange={(_, d) => {
              setVacancyId(d.value);
              setPage(1);
            }}
          >
            <option value="">{t('pool.noVacancy')}</option>
            {vacancyList.map((v) => (
              <option key={v.id} value={v.id}>
                {pickLocalized(v.titleNl, v.titleEn, intl.locale) || t('pool.unnamedVacancy')}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('pool.sort')}>
          <Select value={sort} onChange={(_, d) => setSort(d.value as PoolSearchParams['sort'])}>
            <option value="">{t('pool.sort.default')}</option>
            {vacancyId ? <option value="match">{t('pool.sort.match')}</option> : null}
            {vacancyId || filters.postcode ? (
              <option value="distance">{t('pool.sort.distance')}</option>
            ) : null}
            <option value="name">{t('pool.sort.name')}</option>
            <option value="recent">{t('pool.sort.recent')}</option>
          </Select>
        </Field>
      </div>
      <div className={styles.layout}>
        <div>
          <Button
            className={styles.filterToggle}
            icon={<FilterRegular />}
            aria-expanded={showFilters}
            aria-controls="pool-filters"
            onClick={() => setShowFilters((s) => !s)}
          >
            {filterCount > 0 ? t('pool.filters.count', { count: filterCount }) : t('pool.filters')}
          </Button>
          <section
            id="pool-filters"
            aria-label={t('pool.filters')}
            className={`${styles.filters} ${showFilters ? '' : styles.filtersHidden}`}
          >
            <PoolFilters key={filterKey} value={filters} onChange={changeFilters} />
          </section>
        </div>
        <div className={styles.results}>
          <div className={styles.summary} aria-live="polite">
            <Body1>
              {pool.data ? t('pool.total', { count: total }) : null}
              {pool.isFetching ? <Spinner size="tiny" as="span" /> : null}
            </Body1>
            {vacancyId ? <Caption1>{t('pool.matchExplained')}</Caption1> : null}
          </div>
          {pool.error && !pool.data ? <ErrorMessage error={pool.error} /> : null}
          {pool.data && pool.data.volunteers.length === 0 ? (
            <div className={styles.empty}>
              <PeopleSearchRegular className={styles.emptyIcon} aria-hidden />
              <Body1>{t('pool.empty')}</Body1>
            </div>
          ) : null}
          <ul className={styles.list}>
            {(pool.data?.volunteers ?? []).map((v) => (
              <VolunteerCard
                key={v.id}
                volunteer={v}
                vacancyId={vacancyId}
                canCheckVog={canCheckVog}
                vogBusy={vogCheck.isPending}
                onInvite={setInviting}
                onVogCheck={(volunteer, checked) =>
                  vogCheck.mutate(
                    { userId: volunteer.id, checked },
                    {
                      onSuccess: () =>
                        toast.success(
                          t(checked ? 'pool.vog.checkedToast' : 'pool.vog.uncheckedToast', {
                            name: volunteer.displayName,
                          }),
                        ),
                    },
                  )
                }
              />
            ))}
          </ul>
          {lastPage > 1 ? (
            <nav className={styles.pager} aria-label={t('pool.pages')}>
              <Button disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t('pool.previous')}
              </Button>
              <Body1>{t('pool.page', { page, last: lastPage })}</Body1>
              <Button disabled={page >= lastPage} onClick={() => setPage((p) => p + 1)}>
                {t('pool.next')}
              </Button>
            </nav>
          ) : null}
        </div>
      </div>
      <InviteDialog
        key={inviting?.id ?? 'none'}
        volunteer={inviting}
        vacancies={vacancyList}
        vacancyId={vacancyId}
        senderName={user?.firstName ?? ''}
        onClose={() => setInviting(null)}
      />
    </PageFrame>
  );
}
