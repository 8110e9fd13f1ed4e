// /vacancies/search (public): find volunteer work. Words (searched as you type, one request once
// you pause), filters and order live in the URL, so a search can be shared, bookmarked and
// undone with Back. Signed-in volunteers also see what fits their profile ("For you").
// Mobile first: the filters fold into a panel on phones and sit in a side column on desktop.
// The results show as pages of cards or, with view=map, all on a map (Leaflet, loaded then only).
import {
  Button,
  Field,
  SearchBox,
  Tab,
  TabList,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { FilterRegular, ListRegular, MapRegular } from '@fluentui/react-icons';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { PageFrame } from '../../../components/page-frame';
import { useMinWidth } from '../../../lib/breakpoints';
import { useTags } from '../../../lib/tags';
import { useVacancySearch } from '../api/get-vacancies';
import { RecommendedSection } from '../components/recommended-section';
import { SearchFilters } from '../components/search-filters';
import { SearchResults } from '../components/search-results';
import { VacancyMap } from '../components/vacancy-map';
import { listActiveFilters, toApiQuery, updateSearch } from '../search-state';
import { useDebouncedValue, useSearchState } from '../use-search-state';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (min-width: 1024px)': { gridTemplateColumns: '18rem minmax(0, 1fr)' },
  },
  aside: {
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  asideTitle: {
    margin: `0 0 ${tokens.spacingVerticalM}`,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, minWidth: 0 },
  search: { maxWidth: '40rem' },
  searchBox: { width: '100%', maxWidth: 'none' },
  toggle: { alignSelf: 'flex-start' },
  showResults: { marginTop: tokens.spacingVerticalL, width: '100%' },
  panel: {
    marginTop: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
});

export default function VacancySearchPage() {
  const intl = useIntl();
  const styles = useStyles();
  const desktop = useMinWidth('lg');
  const [state, setState] = useSearchState();
  const [text, setText] = useState(state.q);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const written = useRef(state.q);
  const typed = useDebouncedValue(text, 300);
  const tags = useTags();

  // Typing: once the words settle, they replace the URL's (no history entry per keystroke).
  useEffect(() => {
    if (typed === written.current) return;
    written.current = typed;
    setState(updateSearch(state, { q: typed }), { replace: true });
    // Only the settled words trigger a write; the rest of the state is read fresh from the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  // The URL's words changed elsewhere (Back, a cleared filter): the box shows them.
  useEffect(() => {
    if (state.q !== written.current) {
      written.current = state.q;
      setText(state.q);
    }
  }, [state.q]);

  const query = useMemo(() => toApiQuery(state), [state]);
  const onMap = state.view === 'map';
  const search = useVacancySearch(query, !onMap);
  const activeCount = listActiveFilters(state).filter((f) => f !== 'q').length;

  const filters = <SearchFilters state={state} onChange={setState} tags={tags.data ?? []} />;

  return (
    <PageFrame
      title={intl.formatMessage({ id: 'route.vacancySearch' })}
      intro={intl.formatMessage({ id: 'vacancies.search.intro' })}
    >
      <form
        role="search"
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          written.current = text;
          setState(updateSearch(state, { q: text }), { replace: true });
        }}
      >
        <Field label={intl.formatMessage({ id: 'vacancies.search.label' })}>
          <SearchBox
            className={styles.searchBox}
            value={text}
            size="large"
            placeholder={intl.formatMessage({ id: 'vacancies.search.placeholder' })}
            onChange={(_, data) => setText(data.value)}
            data-testid="vacancy-search-box"
          />
        </Field>
      </form>
      <div className={styles.layout}>
        {desktop ? (
          <aside
            className={styles.aside}
            aria-label={intl.formatMessage({ id: 'vacancies.filter.title' })}
          >
            <h2 className={styles.asideTitle}>
              {intl.formatMessage({ id: 'vacancies.filter.title' })}
            </h2>
            {filters}
          </aside>
        ) : (
          <div>
            <Button
              className={styles.toggle}
              icon={<FilterRegular aria-hidden />}
              aria-expanded={filtersOpen}
              aria-controls={panelId}
              onClick={() => setFiltersOpen(!filtersOpen)}
              data-testid="filters-toggle"
            >
              {intl.formatMessage({ id: 'vacancies.filter.toggle' }, { count: activeCount })}
            </Button>
            <div id={panelId} className={styles.panel} hidden={!filtersOpen}>
              {filtersOpen ? (
                <>
                  {filters}
                  <Button
                    appearance="primary"
                    className={styles.showResults}
                    onClick={() => {
                      setFiltersOpen(false);
                      document.getElementById('search-results-count')?.focus();
                    }}
                  >
                    {intl.formatMessage(
                      {
                        id: search.data?.capped
                          ? 'vacancies.filter.showResultsMore'
                          : 'vacancies.filter.showResults',
                      },
                      { count: search.data?.total ?? 0 },
                    )}
                  </Button>
                </>
              ) : null}
            </div>
          </div>
        )}
        <div className={styles.main}>
          <TabList
            selectedValue={state.view}
            onTabSelect={(_, d) => setState({ ...state, view: d.value as 'list' | 'map' })}
            aria-label={intl.formatMessage({ id: 'vacancies.view.label' })}
          >
            <Tab value="list" icon={<ListRegular aria-hidden />} data-testid="vacancy-view-list">
              {intl.formatMessage({ id: 'vacancies.view.list' })}
            </Tab>
            <Tab value="map" icon={<MapRegular aria-hidden />} data-testid="vacancy-view-map">
              {intl.formatMessage({ id: 'vacancies.view.map' })}
            </Tab>
          </TabList>
          {onMap ? (
            <VacancyMap state={state} />
          ) : (
            <>
              {activeCount === 0 && !state.q.trim() && state.page === 1 ? (
                <RecommendedSection />
              ) : null}
              <SearchResults
                state={state}
                onChange={setState}
                result={search.data}
                error={search.error}
                fetching={search.isFetching}
              />
            </>
          )}
        </div>
      </div>
    </PageFrame>
  );
}
