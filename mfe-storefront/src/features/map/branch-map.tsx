import { Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '@bestellwerk/client';
import {
  isBranchMapAllowed,
  mapCenter,
  mapMarkerBranches,
  mapView,
  type Branch,
} from '@bestellwerk/domain';
import { LazyPartBoundary, lazyPart } from '../../shared/lazy-part.js';
import './branch-map.css';

/**
 * The map's code (view, markers, camera), in a chunk of its own: without consent or plugin no
 * map shows, and with them it sits below the list.
 */
export const LazyBranchMapView = lazyPart(() =>
  import('./branch-map-view.js').then((module) => module.BranchMapView),
);

/** Holds the map's place (title and canvas size) while its code loads. */
function BranchMapPlaceholder() {
  return (
    <section className="bw-map" aria-busy="true" aria-labelledby="bw-map-title">
      <h2 id="bw-map-title" className="bw-map__title">
        So finden Sie uns
      </h2>
      <div className="bw-map__canvas" />
    </section>
  );
}

/**
 * The branch map (storefront.md §2, §9): only when the map plugin is on and cookie consent is given, and
 * only when a branch gets a marker. Markers open route directions in a new tab; the same
 * directions are always listed below the map, so they stay reachable by keyboard, screen reader
 * and when the map cannot load (offline, no WebGL).
 */
export const BranchMap = observer(function BranchMap({ branches }: { branches: Branch[] }) {
  const { config, consent } = useStores();
  if (!isBranchMapAllowed(config.config, consent.hasConsent) || !config.config) return null;
  const markers = mapMarkerBranches(branches);
  const center = mapCenter(branches);
  if (!center || markers.length === 0) return null;
  return (
    <LazyPartBoundary>
      <Suspense fallback={<BranchMapPlaceholder />}>
        <LazyBranchMapView markers={markers} center={center} view={mapView(config.config)} />
      </Suspense>
    </LazyPartBoundary>
  );
});
