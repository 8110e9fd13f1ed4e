// The map as the pages use it: Leaflet and its clusters load on first use (their own chunk),
// with a quiet placeholder of the map's size until then.
import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, lazy } from 'react';
import type { ClusterMapProps } from './cluster-map';

const ClusterMap = lazy(() => import('./cluster-map'));

const useStyles = makeStyles({
  placeholder: {
    display: 'grid',
    placeItems: 'center',
    width: '100%',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

export type { MapMarker } from './map-types';

export function LazyMap(props: ClusterMapProps) {
  const styles = useStyles();
  return (
    <Suspense
      fallback={
        <div className={styles.placeholder} style={{ height: props.height }}>
          <Spinner size="small" />
        </div>
      }
    >
      <ClusterMap {...props} />
    </Suspense>
  );
}
