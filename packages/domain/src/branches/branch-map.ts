import type { Config } from '../contract/content.js';
import type { Branch } from '../contract/organisation.js';
import { isBranchListed } from './branch-visibility.js';

/** Camera of the branch map when the config leaves zoom, pitch or bearing at 0 (storefront.md §9). */
export const MAP_VIEW_DEFAULTS = { zoom: 19, pitch: 55, bearing: -85 } as const;

/** 3D buildings appear from this zoom level on (storefront.md §9). */
export const MAP_BUILDINGS_MIN_ZOOM = 15;

/** Opacity of the 3D buildings (storefront.md §9). */
export const MAP_BUILDINGS_OPACITY = 0.6;

/** A point of the map: longitude and latitude in degrees. */
export interface MapPoint {
  longitude: number;
  latitude: number;
}

/** The camera the map flies to. */
export interface MapView {
  zoom: number;
  pitch: number;
  bearing: number;
}

/** A branch that has a map marker: its coordinates are known. */
export type MapBranch<B extends MapBranchFields = Branch> = B & MapPoint;

/** The fields of a branch the marker rule reads. */
export type MapBranchFields = Pick<Branch, 'isEnabled' | 'isPublic' | 'longitude' | 'latitude'>;

const inRange = (value: number | null, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * Whether a branch gets a marker (storefront.md §9): enabled, public and with both coordinates (finite,
 * latitude within ±90, longitude within ±180).
 */
export function hasMapMarker<B extends MapBranchFields>(branch: B): branch is MapBranch<B> {
  return isBranchListed(branch) && inRange(branch.latitude, 90) && inRange(branch.longitude, 180);
}

/** The branches that get a marker, in their given order. */
export function mapMarkerBranches<B extends MapBranchFields>(
  branches: readonly B[],
): MapBranch<B>[] {
  return branches.filter(hasMapMarker);
}

/** The map centre (storefront.md §9): the last branch that gets a marker; null when none does. */
export function mapCenter(branches: readonly MapBranchFields[]): MapPoint | null {
  const last = mapMarkerBranches(branches).at(-1);
  return last ? { longitude: last.longitude, latitude: last.latitude } : null;
}

/** The camera of the map: the config's zoom, pitch and bearing where non-zero, else the defaults. */
export function mapView(
  config: Pick<Config, 'mapboxZoom' | 'mapboxPitch' | 'mapboxBearing'>,
): MapView {
  return {
    zoom: config.mapboxZoom || MAP_VIEW_DEFAULTS.zoom,
    pitch: config.mapboxPitch || MAP_VIEW_DEFAULTS.pitch,
    bearing: config.mapboxBearing || MAP_VIEW_DEFAULTS.bearing,
  };
}

/** Whether the map is shown at all (storefront.md §2, §9): map plugin on and cookie consent given. */
export function isBranchMapAllowed(
  config: Pick<Config, 'enablePluginMapbox'> | null,
  hasConsent: boolean,
): boolean {
  return Boolean(config?.enablePluginMapbox) && hasConsent;
}
