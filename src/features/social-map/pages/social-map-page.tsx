// /sociale-kaart (public): the organizations of the center and the services they offer, found by
// words, category, target group and distance. A list beside an interactive map (Leaflet, loaded
// with this page only): on a phone one of the two at a time (the choice is in the URL), from
// 1024 px side by side. The list is the map's equal: every marker is a card in it, with the same
// link, so keyboard and screen-reader users miss nothing. Answers are persisted: what was seen
// stays readable offline, the map then says its tiles cannot load.
import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Tab,
  TabList,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ListRegular, MapRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { LazyMap, type MapMarker } from '../../../components/map/lazy-map';
import { PageFrame } from '../../../components/page-frame';
import { useMinWidth } from '../../../lib/breakpoints';
import { useTags } from '../../../lib/tags';
import { useT } from '../../../lib/use-t';
import { useSocialMap } from '../api/get-social-map';
import { MapFilters } from '../components/map-filters';
import { OrganizationResult } from '../components/organization-result';
import { EMPTY_MAP_SEARCH, toMapApiQuery } from '../map-search';
import { useMapSearch } from '../use-map-search';

const LIST_STEP = 50;

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' },
  },
  list: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  count: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  column: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  mapColumn: { '@media (min-width: 1024px)': { position: 'sticky', top: tokens.spacingVerticalL } },
  more: { justifySelf: 'center' },
});

export default function SocialMapPage() {
  const styles = useStyles();
  const t = useT();
  const desktop = useMinWidth('lg');
  const [, navigate] = useLocation();
  const [state, setState] = useMapSearch();
  const query = useMemo(() => toMapApiQuery(state), [state]);
  const result = useSocialMap(query);
  const tags = useTags();
  const [selected, setSelected] = useState<{ id: string } | null>(null);
  const [shown, setShown] = useState(LIST_STEP);
  const organizations = useMemo(() => result.data?.organizations ?? [], [result.data]);
  const markers = useMemo<MapMarker[]>(
    () =>
      organizations.map((o) => ({
        id: o.id,
        lat: o.lat,
        lng: o.lng,
        title: o.name,
        subtitle: [o.street && `${o.street} ${o.number ?? ''}`.trim(), o.city]
          .filter(Boolean)
          .join(', '),
        href: `/sociale-kaart/${o.id}`,
      })),
    [organizations],
  );
  const showList = desktop || state.view === 'list';
  const showMap = desktop || state.view === 'map';
  const filtered =
    state.q ||
    state.categoryId ||
    state.targetGroupId ||
    (state.lat !== null && state.lng !== null);

  const list = (
    <div className={styles.column}>
      <h2 className={styles.count} aria-live="polite" data-testid="social-map-count">
        {result.data ? t('socialMap.count', { count: result.data.total }) : t('app.loading')}
      </h2>
      {result.error && !result.data ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('socialMap.loadFailed')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {result.data && organizations.length === 0 ? (
        <div>
          <Body1 as="p">{t('socialMap.empty')}</Body1>
          {filtered ? (
            <Button onClick={() => setState({ ...EMPTY_MAP_SEARCH, view: state.view })}>
              {t('socialMap.clearFilters')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <ul className={styles.list} data-testid="social-map-list">
        {organizations.slice(0, shown).map((o) => (
          <li key={o.id}>
            <OrganizationResult
              organization={o}
              tags={tags.data ?? []}
              selected={selected?.id === o.id}
              onShowOnMap={
                desktop
                  ? () => setSelected({ id: o.id })
                  : () => {
                      setSelected({ id: o.id });
                      setState({ ...state, view: 'map' });
                    }
              }
            />
          </li>
        ))}
      </ul>
      {organizations.length > shown ? (
        <Button className={styles.more} onClick={() => setShown(shown + LIST_STEP)}>
          {t('socialMap.showMore')}
        </Button>
      ) : null}
    </div>
  );

  return (
    <PageFrame title={t('route.socialMap')} intro={t('socialMap.intro')}>
      <MapFilters state={state} onChange={setState} tags={tags.data ?? []} />
      {desktop ? null : (
        <TabList
          selectedValue={state.view}
          onTabSelect={(_, d) => setState({ ...state, view: d.value as 'list' | 'map' })}
          aria-label={t('socialMap.view.label')}
        >
          <Tab value="list" icon={<ListRegular aria-hidden />} data-testid="social-map-view-list">
            {t('socialMap.view.list')}
          </Tab>
          <Tab value="map" icon={<MapRegular aria-hidden />} data-testid="social-map-view-map">
            {t('socialMap.view.map')}
          </Tab>
        </TabList>
      )}
      <div className={styles.layout}>
        {showList ? list : null}
        {showMap ? (
          <div className={styles.mapColumn}>
            <LazyMap
              markers={markers}
              label={t('socialMap.mapLabel')}
              height={desktop ? '70vh' : '65vh'}
              openLabel={t('socialMap.openOrganization')}
              onOpen={(id) => navigate(`/sociale-kaart/${id}`)}
              selected={selected}
            />
          </div>
        ) : null}
      </div>
    </PageFrame>
  );
}
