import { useEffect, useMemo, useRef, useState } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import {
  mapsDirectionsUrl,
  MAP_BUILDINGS_MIN_ZOOM,
  MAP_BUILDINGS_OPACITY,
  type MapBranch,
  type MapPoint,
  type MapView,
} from '@bestellwerk/domain';
import { buildingsLayer, planBuildings, type StyleLayerSummary } from './building-layer.js';
import { loadMapLibre } from './load-maplibre.js';
import './branch-map.css';

/** A vector style that needs no API key (OpenFreeMap, OpenStreetMap data). */
export const MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

/** Shown instead of the map when the library, the style or WebGL is not available. */
export const MAP_FAILED_TEXT =
  'Die Karte konnte nicht geladen werden. Die Wegbeschreibungen finden Sie in der Liste.';

/** How far the camera starts zoomed out, so that entering the view flies in. */
const START_ZOOM_OUT = 4;

type MapStatus = 'waiting' | 'loading' | 'ready' | 'failed';

export interface BranchMapViewProps {
  markers: MapBranch[];
  center: MapPoint;
  view: MapView;
}

/** The map itself (maplibre-gl on demand), with the directions list; see BranchMap. */
export function BranchMapView({ markers, center, view }: BranchMapViewProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<MapStatus>('waiting');
  const places = useMemo(
    () => markers.map((branch) => ({ branch, directions: mapsDirectionsUrl(branch) ?? undefined })),
    [markers],
  );
  // Rebuild the map only when what it shows changes, not on every render.
  const signature = JSON.stringify([
    places.map(({ branch }) => [branch.id, branch.longitude, branch.latitude]),
    center,
    view,
  ]);
  const latest = useRef({ places, center, view });
  latest.current = { places, center, view };

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let disposed = false;
    let map: MapLibreMap | null = null;
    const fail = () => {
      if (disposed) return;
      map?.remove();
      map = null;
      setStatus('failed');
    };
    const start = () => {
      setStatus('loading');
      loadMapLibre()
        .then((maplibre) => {
          if (disposed) return;
          const { places: shown, center: point, view: camera } = latest.current;
          const lngLat: [number, number] = [point.longitude, point.latitude];
          let loaded = false;
          const created = new maplibre.Map({
            container,
            style: MAP_STYLE_URL,
            center: lngLat,
            zoom: Math.max(camera.zoom - START_ZOOM_OUT, 0),
            attributionControl: { compact: true },
          });
          map = created;
          created.addControl(new maplibre.NavigationControl({ visualizePitch: true }));
          for (const { branch, directions } of shown) {
            new maplibre.Marker({ element: markerElement(branch.name, directions) })
              .setLngLat([branch.longitude, branch.latitude])
              .addTo(created);
          }
          // Before the style has loaded an error means no map at all; later ones are single tiles.
          created.on('error', () => {
            if (!loaded) fail();
          });
          created.on('load', () => {
            loaded = true;
            addBuildings(created);
            created.flyTo({ center: lngLat, ...camera, essential: false });
            setStatus('ready');
          });
        })
        .catch(fail);
    };
    let observer: IntersectionObserver | null = null;
    if (typeof IntersectionObserver === 'undefined') {
      start();
    } else {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          start();
        },
        { threshold: 0.25 },
      );
      observer.observe(container);
    }
    return () => {
      disposed = true;
      observer?.disconnect();
      map?.remove();
    };
  }, [signature]);

  return (
    <section className="bw-map" aria-labelledby="bw-map-title">
      <h2 id="bw-map-title" className="bw-map__title">
        So finden Sie uns
      </h2>
      <div
        ref={containerRef}
        className="bw-map__canvas"
        hidden={status === 'failed'}
        data-testid="branch-map-canvas"
        data-status={status}
      />
      {status === 'failed' ? (
        <p className="bw-map__failed" role="status">
          {MAP_FAILED_TEXT}
        </p>
      ) : null}
      <ul className="bw-map__list" aria-label="Wegbeschreibungen">
        {places.map(({ branch, directions }) => (
          <li key={branch.id}>
            <a href={directions} target="_blank" rel="noopener noreferrer">
              {`Route zu ${branch.name}`}
              <span className="bw-visually-hidden"> (öffnet in neuem Tab)</span>
            </a>
            <span className="bw-map__address">{` ${branch.street}, ${branch.zipCode} ${branch.city}`}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A marker: a link to the route directions in a new tab. Hidden from keyboard and screen readers,
 * which get the same links in the list below the map.
 */
function markerElement(name: string, directions: string | undefined): HTMLElement {
  const link = document.createElement('a');
  if (directions) link.href = directions;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.className = 'bw-map__marker';
  link.tabIndex = -1;
  link.title = `Route zu ${name}`;
  link.setAttribute('aria-hidden', 'true');
  return link;
}

/** 3D buildings from zoom 15 at opacity 0.6 when the style has building data (storefront.md §9). */
function addBuildings(map: MapLibreMap): void {
  try {
    const layers = (map.getStyle().layers ?? []) as StyleLayerSummary[];
    const plan = planBuildings(layers);
    if (plan.kind === 'adjust') {
      map.setLayerZoomRange(plan.layerId, MAP_BUILDINGS_MIN_ZOOM, 24);
      map.setPaintProperty(plan.layerId, 'fill-extrusion-opacity', MAP_BUILDINGS_OPACITY);
    } else if (plan.kind === 'add') {
      map.addLayer(
        buildingsLayer(plan.source) as Parameters<MapLibreMap['addLayer']>[0],
        plan.beforeId,
      );
    }
  } catch {
    // Buildings are decoration: a style that refuses them still shows the map and its markers.
  }
}
