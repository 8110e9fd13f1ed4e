// The social map's filters: words (searched once typing pauses), a category, a target group,
// and "near me" (the device's location, rounded to about 100 m) with a distance.
import { Button, Field, SearchBox, Select, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, MyLocationRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import type { Tag } from '../../../lib/tags';
import { useT } from '../../../lib/use-t';
import { MAP_DISTANCES_KM, roundCoordinate, type MapSearch } from '../map-search';
import type { SetMapSearch } from '../use-map-search';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    '@media (min-width: 640px) and (max-width: 1023px)': {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    },
    '@media (min-width: 1024px)': { gridTemplateColumns: '2fr 1fr 1fr auto' },
    alignItems: 'end',
  },
  wide: { '@media (min-width: 640px) and (max-width: 1023px)': { gridColumn: '1 / -1' } },
  searchBox: { width: '100%', maxWidth: 'none' },
  near: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1, gridColumn: '1 / -1' },
});

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function MapFilters({
  state,
  onChange,
  tags,
}: {
  state: MapSearch;
  onChange: SetMapSearch;
  tags: readonly Tag[];
}) {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  const [text, setText] = useState(state.q);
  const typed = useDebounced(text, 300);
  const written = useRef(state.q);
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);

  useEffect(() => {
    if (typed === written.current) return;
    written.current = typed;
    onChange({ ...state, q: typed }, { replace: true });
    // Only settled words write; the rest of the state is the URL's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);
  useEffect(() => {
    if (state.q !== written.current) {
      written.current = state.q;
      setText(state.q);
    }
  }, [state.q]);

  const byKind = (kind: string) =>
    tags
      .filter((tag) => tag.kind === kind)
      .map((tag) => ({ id: tag.id, name: pickLocalized(tag.nameNl, tag.nameEn, intl.locale) }))
      .sort((a, b) => a.name.localeCompare(b.name, intl.locale));
  const near = state.lat !== null && state.lng !== null;

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocateError(t('socialMap.filter.locateUnavailable'));
      return;
    }
    setLocating(true);
    setLocateError(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onChange({
          ...state,
          lat: roundCoordinate(position.coords.latitude),
          lng: roundCoordinate(position.coords.longitude),
        });
      },
      (error) => {
        setLocating(false);
        setLocateError(
          t(
            error.code === error.PERMISSION_DENIED
              ? 'socialMap.filter.locateDenied'
              : 'socialMap.filter.locateUnavailable',
          ),
        );
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  };

  return (
    <form
      role="search"
      className={styles.root}
      aria-label={t('socialMap.filter.label')}
      onSubmit={(event) => {
        event.preventDefault();
        written.current = text;
        onChange({ ...state, q: text }, { replace: true });
      }}
    >
      <Field label={t('socialMap.filter.q')} className={styles.wide}>
        <SearchBox
          className={styles.searchBox}
          value={text}
          placeholder={t('socialMap.filter.qPlaceholder')}
          onChange={(_, data) => setText(data.value)}
          data-testid="social-map-search"
        />
      </Field>
      <Field label={t('socialMap.filter.category')}>
        <Select
          value={state.categoryId}
          onChange={(_, d) => onChange({ ...state, categoryId: d.value })}
          data-testid="social-map-category"
        >
          <option value="">{t('socialMap.filter.allCategories')}</option>
          {byKind('category').map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('socialMap.filter.targetGroup')}>
        <Select
          value={state.targetGroupId}
          onChange={(_, d) => onChange({ ...state, targetGroupId: d.value })}
          data-testid="social-map-target-group"
        >
          <option value="">{t('socialMap.filter.everyone')}</option>
          {byKind('target_group').map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      </Field>
      <div className={styles.near}>
        {near ? (
          <>
            <Field label={t('socialMap.filter.distance')}>
              <Select
                value={String(state.distanceKm)}
                onChange={(_, d) => onChange({ ...state, distanceKm: Number(d.value) })}
                data-testid="social-map-distance"
              >
                {MAP_DISTANCES_KM.map((km) => (
                  <option key={km} value={km}>
                    {t('socialMap.filter.withinKm', { km })}
                  </option>
                ))}
              </Select>
            </Field>
            <Button
              icon={<DismissRegular aria-hidden />}
              onClick={() => onChange({ ...state, lat: null, lng: null })}
              aria-label={t('socialMap.filter.clearLocation')}
              title={t('socialMap.filter.clearLocation')}
            />
          </>
        ) : (
          <Button
            icon={<MyLocationRegular aria-hidden />}
            onClick={locate}
            disabled={locating}
            data-testid="social-map-near-me"
          >
            {t(locating ? 'socialMap.filter.locating' : 'socialMap.filter.nearMe')}
          </Button>
        )}
      </div>
      {locateError ? (
        <p className={styles.error} role="alert">
          {locateError}
        </p>
      ) : null}
    </form>
  );
}
