// An interactive map of markers, clustered when they crowd (Leaflet with leaflet.markercluster),
// on the tiles of the public config's MAP_TILE_URL with the attribution their source requires.
// Loaded only by pages that show a map (lazy-map.tsx imports this file on demand), so Leaflet
// never enters the main bundle. Markers are drawn as themed pins (a div icon: no image files).
// A marker opens a popup with the item's name and a link; the pages show the same items as a list
// beside the map, which is what keyboard and screen-reader users work with. When no tile loads
// (offline, the tile server down) the map says so and the list goes on working.
import L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useAppContext } from '../../lib/app-context';
import { useT } from '../../lib/use-t';
import type { MapMarker } from './map-types';

export const DEFAULT_TILE_URL =
  'https://service.pdok.nl/brt/achtergrondkaart/wmts/v2_0/standaard/EPSG:3857/{z}/{x}/{y}.png';
export const DEFAULT_ATTRIBUTION = 'Kaartgegevens © Kadaster';
/** The Netherlands, for a map without markers. */
const NETHERLANDS: L.LatLngBoundsExpression = [
  [50.75, 3.36],
  [53.55, 7.23],
];

const useStyles = makeStyles({
  root: { position: 'relative', width: '100%' },
  map: {
    width: '100%',
    height: '100%',
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground3,
    // Leaflet's panes sit above the app's menus otherwise.
    zIndex: 0,
    '& .leaflet-popup-content': { margin: '12px 14px', fontSize: tokens.fontSizeBase300 },
    '& .map-pin': { background: 'none', border: 'none' },
    '& .map-pin span': {
      display: 'block',
      width: '28px',
      height: '28px',
      borderRadius: '50% 50% 50% 0',
      transform: 'rotate(-45deg)',
      backgroundColor: tokens.colorBrandBackground,
      border: `3px solid ${tokens.colorNeutralBackground1}`,
      boxShadow: tokens.shadow4,
    },
    '& .map-pin.selected span': { backgroundColor: tokens.colorPaletteDarkOrangeBackground3 },
    '& .map-popup-title': { fontWeight: tokens.fontWeightSemibold, display: 'block' },
    '& .map-popup-sub': { color: tokens.colorNeutralForeground2, display: 'block' },
    '& .map-popup-link': { display: 'inline-block', marginTop: '6px' },
  },
  notice: { position: 'absolute', left: '8px', right: '8px', bottom: '24px', zIndex: 1000 },
});

export interface ClusterMapProps {
  markers: MapMarker[];
  /** The map's accessible name ("Kaart met organisaties"). */
  label: string;
  height: string;
  /** The item a marker's popup link opens. */
  onOpen?: (id: string) => void;
  /** The link text in a popup ("Bekijk organisatie"). */
  openLabel?: string;
  /** Cluster markers when they crowd (default true). */
  cluster?: boolean;
  /** The zoom for a single marker (default 15). */
  singleZoom?: number;
  /** The item to show (a new object each time, so choosing it again shows it again). */
  selected?: { id: string } | null;
}

function buildPopup(
  marker: MapMarker,
  openLabel: string | undefined,
  onOpen?: (id: string) => void,
) {
  const root = document.createElement('div');
  root.setAttribute('data-testid', 'map-popup');
  const title = document.createElement('span');
  title.className = 'map-popup-title';
  title.textContent = marker.title;
  root.append(title);
  if (marker.subtitle) {
    const sub = document.createElement('span');
    sub.className = 'map-popup-sub';
    sub.textContent = marker.subtitle;
    root.append(sub);
  }
  if (marker.href && openLabel) {
    const link = document.createElement('a');
    link.className = 'map-popup-link';
    link.href = marker.href;
    link.textContent = openLabel;
    link.addEventListener('click', (event) => {
      if (!onOpen || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      onOpen(marker.id);
    });
    root.append(link);
  }
  return root;
}

export default function ClusterMap({
  markers,
  label,
  height,
  onOpen,
  openLabel,
  cluster = true,
  singleZoom = 15,
  selected = null,
}: ClusterMapProps) {
  const styles = useStyles();
  const t = useT();
  const { config } = useAppContext();
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.FeatureGroup | null>(null);
  const byId = useRef(new Map<string, L.Marker>());
  const fit = useRef<(() => void) | null>(null);
  const fittedAt = useRef(0);
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;
  const [tilesFailed, setTilesFailed] = useState(false);
  const tileUrl = config.map?.tileUrl ?? DEFAULT_TILE_URL;
  const attribution = config.map?.attribution ?? DEFAULT_ATTRIBUTION;

  // The map itself, once: tiles, attribution, the marker layer.
  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, { zoomControl: true, attributionControl: true });
    created.attributionControl.setPrefix(false);
    let loaded = false;
    L.tileLayer(tileUrl, { attribution, maxZoom: 19, minZoom: 6 })
      .on('tileload', () => {
        loaded = true;
        setTilesFailed(false);
      })
      .on('tileerror', () => {
        if (!loaded) setTilesFailed(true);
      })
      .addTo(created);
    layer.current = (
      cluster
        ? L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 50 })
        : L.featureGroup()
    ).addTo(created);
    // The zoom level on the element: what the tests (and a curious reader of the DOM) check.
    const host = element.current;
    created.on('zoomend', () => host.setAttribute('data-zoom', String(created.getZoom())));
    created.fitBounds(NETHERLANDS);
    // The map's own container is a landmark-less div: name it for screen readers.
    element.current.setAttribute('role', 'region');
    map.current = created;
    if (!navigator.onLine) setTilesFailed(true);
    // The container's size settles after the first layout (fonts, the page around it): Leaflet
    // must measure again, and the markers are fitted again while nobody has moved the map yet.
    const resize = new ResizeObserver(() => {
      created.invalidateSize();
      if (Date.now() - fittedAt.current < 2000) fit.current?.();
    });
    resize.observe(host);
    return () => {
      resize.disconnect();
      created.remove();
      map.current = null;
      layer.current = null;
    };
  }, [tileUrl, attribution, cluster]);

  // The markers, whenever they change: the map fits them.
  useEffect(() => {
    const group = layer.current;
    const current = map.current;
    if (!group || !current) return;
    group.clearLayers();
    byId.current.clear();
    for (const m of markers) {
      const marker = L.marker([m.lat, m.lng], {
        title: m.title,
        alt: m.title,
        icon: L.divIcon({
          className: 'map-pin',
          html: '<span></span>',
          iconSize: [28, 28],
          iconAnchor: [14, 30],
          popupAnchor: [0, -28],
        }),
        keyboard: true,
      });
      marker.bindPopup(() => buildPopup(m, openLabel, (id) => onOpenRef.current?.(id)));
      byId.current.set(m.id, marker);
      group.addLayer(marker);
    }
    fit.current = () => {
      if (markers.length === 1) {
        current.setView([markers[0]!.lat, markers[0]!.lng], singleZoom);
      } else if (markers.length > 1) {
        current.fitBounds(group.getBounds(), { padding: [32, 32], maxZoom: 15 });
      }
    };
    fit.current();
    fittedAt.current = Date.now();
  }, [markers, openLabel, singleZoom]);

  // A chosen item (from the list) is shown: its cluster opens and its popup too.
  // Without animation, so the clusters are redrawn before the popup opens.
  useEffect(() => {
    const marker = selected ? byId.current.get(selected.id) : undefined;
    const group = layer.current as (L.FeatureGroup & Partial<L.MarkerClusterGroup>) | null;
    const current = map.current;
    if (!marker || !group || !current) return;
    current.setView(marker.getLatLng(), Math.max(current.getZoom(), 16), { animate: false });
    if (group.zoomToShowLayer) group.zoomToShowLayer(marker, () => marker.openPopup());
    else marker.openPopup();
  }, [selected]);

  return (
    <div className={styles.root} style={{ height }}>
      <div ref={element} className={styles.map} aria-label={label} data-testid="cluster-map" />
      {tilesFailed ? (
        <div className={styles.notice}>
          <MessageBar intent="warning" data-testid="map-unavailable">
            <MessageBarBody>{t('map.tilesUnavailable')}</MessageBarBody>
          </MessageBar>
        </div>
      ) : null}
    </div>
  );
}
