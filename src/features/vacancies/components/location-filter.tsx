// Where: a postcode (searched when it is complete or the field is left) or the device's own
// location ("use my location", rounded to about 100 m), and how far from there.
import { Button, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, MyLocationRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../../lib/use-t';
import {
  DISTANCE_OPTIONS_KM,
  roundCoordinate,
  updateSearch,
  type SearchState,
} from '../search-state';
import type { SetSearch } from '../use-search-state';

const POSTCODE = /^\d{4}\s?[a-z]{2}$/i;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  here: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
  },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

type LocateError = 'denied' | 'unavailable' | null;

export function LocationFilter({ state, onChange }: { state: SearchState; onChange: SetSearch }) {
  const intl = useIntl();
  const styles = useStyles();
  const [postcode, setPostcode] = useState(state.postcode);
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<LocateError>(null);
  const usingDevice = state.lat !== null && state.lng !== null;
  const t = useT();

  // The URL changed elsewhere (back button, a cleared filter): show what it says.
  useEffect(() => setPostcode(state.postcode), [state.postcode]);

  const commitPostcode = (value: string) => {
    const clean = value.trim();
    if (clean === state.postcode) return;
    if (clean && !POSTCODE.test(clean)) return;
    onChange(updateSearch(state, { postcode: clean.toUpperCase(), lat: null, lng: null }));
  };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocateError('unavailable');
      return;
    }
    setLocating(true);
    setLocateError(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onChange(
          updateSearch(state, {
            lat: roundCoordinate(position.coords.latitude),
            lng: roundCoordinate(position.coords.longitude),
            postcode: '',
          }),
        );
      },
      (error) => {
        setLocating(false);
        setLocateError(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  };

  const postcodeInvalid = postcode.trim() !== '' && !POSTCODE.test(postcode.trim());
  return (
    <div className={styles.root}>
      {usingDevice ? (
        <div className={styles.here} data-testid="using-my-location">
          <MyLocationRegular aria-hidden />
          <span>{t('vacancies.filter.myLocationOn')}</span>
          <Button
            size="small"
            appearance="subtle"
            icon={<DismissRegular aria-hidden />}
            onClick={() => onChange(updateSearch(state, { lat: null, lng: null }))}
          >
            {t('vacancies.filter.myLocationOff')}
          </Button>
        </div>
      ) : (
        <Field
          label={t('vacancies.filter.postcode')}
          hint={t('vacancies.filter.postcodeHint')}
          validationState={postcodeInvalid ? 'error' : 'none'}
          validationMessage={postcodeInvalid ? t('vacancies.filter.postcodeInvalid') : undefined}
        >
          <Input
            value={postcode}
            autoComplete="postal-code"
            onChange={(_, data) => {
              setPostcode(data.value);
              if (POSTCODE.test(data.value.trim())) commitPostcode(data.value);
            }}
            onBlur={() => commitPostcode(postcode)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commitPostcode(postcode);
            }}
          />
        </Field>
      )}
      {!usingDevice ? (
        <div>
          <Button
            icon={<MyLocationRegular aria-hidden />}
            onClick={locate}
            disabled={locating}
            data-testid="use-my-location"
          >
            {t(locating ? 'vacancies.filter.locating' : 'vacancies.filter.myLocation')}
          </Button>
        </div>
      ) : null}
      {locateError ? (
        <p className={styles.error} role="alert">
          {t(
            locateError === 'denied'
              ? 'vacancies.filter.locationDenied'
              : 'vacancies.filter.locationUnavailable',
          )}
        </p>
      ) : null}
      <Field label={t('vacancies.filter.distance')}>
        <Select
          value={String(state.distanceKm)}
          onChange={(_, data) => onChange(updateSearch(state, { distanceKm: Number(data.value) }))}
        >
          {DISTANCE_OPTIONS_KM.map((km) => (
            <option key={km} value={km}>
              {intl.formatMessage({ id: 'vacancies.filter.withinKm' }, { km })}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
