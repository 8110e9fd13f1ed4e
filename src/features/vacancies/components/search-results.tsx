// The results of the vacancy search: how many (announced politely), the order, the cards, pages,
// and when nothing is found, which filters are on with a button to loosen each.
import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Select,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular, DismissRegular } from '@fluentui/react-icons';
import { useIntl, type IntlShape } from 'react-intl';
import { describeError } from '../../../components/error-message';
import { usePageStyles } from '../../../components/page-frame';
import { isApiError } from '../../../lib/api-client';
import { useOnline } from '../../../lib/offline/network';
import type { VacancySearchResult } from '../api/get-vacancies';
import {
  SEARCH_PAGE_SIZE,
  clearFilter,
  effectiveSort,
  hasLocation,
  listActiveFilters,
  updateSearch,
  type FilterName,
  type SearchSort,
  type SearchState,
} from '../search-state';
import type { SetSearch } from '../use-search-state';
import { VacancyCard } from './vacancy-card';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  count: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  list: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    transitionProperty: 'opacity',
    transitionDuration: tokens.durationFast,
  },
  // Cards below the first screen are laid out and painted when they scroll near: a page of
  // 20 cards cost a phone a long layout after every search (their height is reserved meanwhile).
  item: { contentVisibility: 'auto', containIntrinsicSize: 'auto 160px' },
  fetching: { opacity: 0.6 },
  pager: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
  },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  emptyTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  chips: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  p: { margin: 0 },
});

/** Errors of the search in words for people: a postcode we do not know, the geocoder down. */
export function describeSearchError(intl: IntlShape, error: unknown, postcode: string): string {
  if (isApiError(error)) {
    if (error.code === 'geocoder_unavailable') {
      return intl.formatMessage({ id: 'vacancies.error.geocoder' });
    }
    if (
      error.status === 422 &&
      error.errors.some((e) => e.source?.parameter === 'filter[postcode]')
    ) {
      return intl.formatMessage({ id: 'vacancies.error.postcode' }, { postcode });
    }
  }
  return describeError(intl, error);
}

function filterLabel(intl: IntlShape, state: SearchState, filter: FilterName): string {
  const values: Record<string, string | number> = {
    q: state.q.trim(),
    count: filter === 'tags' ? state.tagIds.length : state.commitments.length,
    hours: state.hoursLte ?? 0,
    place: state.postcode || intl.formatMessage({ id: 'vacancies.filter.myLocationShort' }),
    km: state.distanceKm,
  };
  if (filter === 'remote') {
    return intl.formatMessage({
      id: state.remote === 'true' ? 'vacancies.clear.remoteOnly' : 'vacancies.clear.onSiteOnly',
    });
  }
  return intl.formatMessage({ id: `vacancies.clear.${filter}` }, values);
}

function EmptyState({ state, onChange }: { state: SearchState; onChange: SetSearch }) {
  const intl = useIntl();
  const styles = useStyles();
  const active = listActiveFilters(state);
  return (
    <div className={styles.empty} data-testid="search-empty">
      <h3 className={styles.emptyTitle}>{intl.formatMessage({ id: 'vacancies.empty.title' })}</h3>
      <p className={styles.p}>
        {intl.formatMessage({
          id: active.length ? 'vacancies.empty.loosen' : 'vacancies.empty.none',
        })}
      </p>
      {active.length ? (
        <div className={styles.chips}>
          {active.map((filter) => (
            <Button
              key={filter}
              size="small"
              icon={<DismissRegular aria-hidden />}
              onClick={() => onChange(clearFilter(state, filter))}
            >
              {filterLabel(intl, state, filter)}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

export function SearchResults({
  state,
  onChange,
  result,
  error,
  fetching,
}: {
  state: SearchState;
  onChange: SetSearch;
  result: VacancySearchResult | undefined;
  error: unknown;
  fetching: boolean;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const page = usePageStyles();
  const sort = effectiveSort(state);
  const pages = result ? Math.max(1, Math.ceil(result.total / SEARCH_PAGE_SIZE)) : 1;
  const sorts: SearchSort[] = ['relevance', 'date', 'distance'];
  const online = useOnline();
  const goToPage = (page: number) => {
    onChange({ ...state, page });
    document.getElementById('search-results-count')?.focus();
  };

  return (
    <section className={styles.root} aria-labelledby="search-results-title">
      <h2 id="search-results-title" className={page.srOnly}>
        {intl.formatMessage({ id: 'vacancies.results' })}
      </h2>
      <div className={styles.bar}>
        <p
          id="search-results-count"
          className={styles.count}
          role="status"
          aria-live="polite"
          tabIndex={-1}
          data-testid="result-count"
        >
          {/* The previous count stays while the next search runs (the list is dimmed), so a
              screen reader hears the new count once, not 'searching' on every pause. */}
          {result && !error
            ? intl.formatMessage(
                { id: result.capped ? 'vacancies.countMore' : 'vacancies.count' },
                { count: result.total },
              )
            : fetching
              ? intl.formatMessage({ id: 'vacancies.searching' })
              : null}
        </p>
        <Field label={intl.formatMessage({ id: 'vacancies.sort.label' })} orientation="horizontal">
          <Select
            value={sort}
            onChange={(_, data) =>
              onChange(updateSearch(state, { sort: data.value as SearchSort }))
            }
          >
            {sorts.map((s) => (
              <option
                key={s}
                value={s}
                disabled={
                  (s === 'relevance' && !state.q.trim()) ||
                  (s === 'distance' && !hasLocation(state))
                }
              >
                {intl.formatMessage({ id: `vacancies.sort.${s}` })}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {error ? (
        <MessageBar intent="error" layout="multiline" role="alert" data-testid="search-error">
          <MessageBarBody>{describeSearchError(intl, error, state.postcode)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {!result && !error && !online ? (
        // A search never run on this device has no answer offline: say so instead of a blank.
        <MessageBar intent="info" layout="multiline" data-testid="search-not-kept">
          <MessageBarBody>{intl.formatMessage({ id: 'vacancies.offlineNotKept' })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {result && result.vacancies.length > 0 ? (
        <ul
          className={mergeClasses(styles.list, fetching && styles.fetching)}
          aria-busy={fetching}
          data-testid="search-results"
        >
          {result.vacancies.map((v) => (
            <li key={v.id} className={styles.item}>
              <VacancyCard vacancy={v} />
            </li>
          ))}
        </ul>
      ) : result && !fetching && !error ? (
        <EmptyState state={state} onChange={onChange} />
      ) : null}
      {result && pages > 1 ? (
        <nav className={styles.pager} aria-label={intl.formatMessage({ id: 'vacancies.pages' })}>
          <Button
            icon={<ChevronLeftRegular aria-hidden />}
            disabled={state.page <= 1}
            onClick={() => goToPage(state.page - 1)}
          >
            {intl.formatMessage({ id: 'vacancies.previous' })}
          </Button>
          <span>
            {intl.formatMessage(
              { id: 'vacancies.pageOf' },
              { page: Math.min(state.page, pages), pages },
            )}
          </span>
          <Button
            icon={<ChevronRightRegular aria-hidden />}
            iconPosition="after"
            disabled={state.page >= pages}
            onClick={() => goToPage(state.page + 1)}
          >
            {intl.formatMessage({ id: 'vacancies.next' })}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
