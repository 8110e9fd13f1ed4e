// Where an organization is: a small map with its one marker (Leaflet loads with it, on this page
// only) under its contact details.
import { makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { LazyMap, type MapMarker } from '../../../components/map/lazy-map';
import { useT } from '../../../lib/use-t';

const useStyles = makeStyles({ root: { marginTop: tokens.spacingVerticalS } });

export function OrganizationLocation({
  id,
  name,
  lat,
  lng,
  address,
}: {
  id: string;
  name: string;
  lat: number;
  lng: number;
  address: string | null;
}) {
  const styles = useStyles();
  const t = useT();
  const markers = useMemo<MapMarker[]>(
    () => [{ id, lat, lng, title: name, subtitle: address ?? undefined }],
    [id, lat, lng, name, address],
  );
  return (
    <div className={styles.root} data-testid="organization-location">
      <LazyMap
        markers={markers}
        label={t('socialMap.locationMap', { name })}
        height="220px"
        cluster={false}
      />
    </div>
  );
}
