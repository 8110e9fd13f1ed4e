// The search's map view (/vacancies/search?view=map): every vacancy matching the filters (up to
// 1000, clustered), so a volunteer sees what is near them; a pin opens the vacancy's title and
// place with a link. The list view stays one tap away and is the map's equal for keyboard and
// screen-reader users; remote vacancies without a place are counted, not pinned.
import { Body1, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { pickLocalized } from '../../../../common/matching';
import { LazyMap, type MapMarker } from '../../../components/map/lazy-map';
import { useMinWidth } from '../../../lib/breakpoints';
import { useT } from '../../../lib/use-t';
import { useVacancyPins } from '../api/get-vacancy-pins';
import { MAP_PIN_LIMIT, toMapApiQuery, type SearchState } from '../search-state';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM },
  count: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

export function VacancyMap({ state }: { state: SearchState }) {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  const desktop = useMinWidth('lg');
  const [, navigate] = useLocation();
  const query = useMemo(() => toMapApiQuery(state), [state]);
  const pins = useVacancyPins(query, true);
  const markers = useMemo<MapMarker[]>(
    () =>
      (pins.data?.pins ?? []).flatMap((p) =>
        p.lat !== null && p.lng !== null
          ? [
              {
                id: p.id,
                lat: p.lat,
                lng: p.lng,
                title: pickLocalized(p.titleNl, p.titleEn, intl.locale) || t('vacancies.untitled'),
                subtitle: p.city ?? undefined,
                href: `/vacancies/${p.id}`,
              },
            ]
          : [],
      ),
    [pins.data, intl.locale, t],
  );
  const total = pins.data?.total ?? 0;
  const unplaced = (pins.data?.pins.length ?? 0) - markers.length;
  return (
    <section className={styles.root} aria-labelledby="vacancy-map-count">
      <h2 id="vacancy-map-count" className={styles.count} aria-live="polite">
        {pins.data ? t('vacancies.map.count', { count: markers.length }) : t('app.loading')}
      </h2>
      {pins.error && !pins.data ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('vacancies.map.loadFailed')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {total > MAP_PIN_LIMIT ? (
        <Body1>{t('vacancies.map.capped', { count: MAP_PIN_LIMIT })}</Body1>
      ) : null}
      {unplaced > 0 ? <Body1>{t('vacancies.map.unplaced', { count: unplaced })}</Body1> : null}
      <LazyMap
        markers={markers}
        label={t('vacancies.map.label')}
        height={desktop ? '70vh' : '65vh'}
        openLabel={t('vacancies.map.open')}
        onOpen={(id) => navigate(`/vacancies/${id}`)}
      />
    </section>
  );
}
