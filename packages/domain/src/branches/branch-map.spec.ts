import { makeBranch, makeConfig } from '../testing/index.js';
import {
  hasMapMarker,
  isBranchMapAllowed,
  mapCenter,
  mapMarkerBranches,
  mapView,
  MAP_VIEW_DEFAULTS,
} from './branch-map.js';

describe('hasMapMarker', () => {
  it.each([
    ['enabled, public, both coordinates', {}, true],
    ['not public', { isPublic: false }, false],
    ['not enabled', { isEnabled: false }, false],
    ['no latitude', { latitude: null }, false],
    ['no longitude', { longitude: null }, false],
    ['latitude out of range', { latitude: 91 }, false],
    ['longitude out of range', { longitude: -181 }, false],
    ['coordinate not a number', { latitude: Number.NaN }, false],
    ['coordinates 0, 0 (a real place)', { latitude: 0, longitude: 0 }, true],
  ])('%s → %s', (_case, overrides, expected) => {
    expect(hasMapMarker(makeBranch({ latitude: 47.26, longitude: 11.39, ...overrides }))).toBe(
      expected,
    );
  });
});

describe('mapMarkerBranches and mapCenter', () => {
  const branches = [
    makeBranch({ id: 1, latitude: 47.26, longitude: 11.39 }),
    makeBranch({ id: 2, latitude: 47.28, longitude: 11.5, isPublic: false }),
    makeBranch({ id: 3, latitude: 47.27, longitude: 11.4 }),
    makeBranch({ id: 4, latitude: null, longitude: 11.6 }),
  ];

  it('keeps only eligible branches in their order', () => {
    expect(mapMarkerBranches(branches).map((branch) => branch.id)).toEqual([1, 3]);
  });

  it('centres on the last eligible branch', () => {
    expect(mapCenter(branches)).toEqual({ latitude: 47.27, longitude: 11.4 });
  });

  it('has no centre without eligible branches', () => {
    expect(mapCenter([makeBranch()])).toBeNull();
  });
});

describe('mapView', () => {
  it('uses zoom 19, pitch 55 and bearing -85 when the config leaves them at 0', () => {
    expect(mapView(makeConfig({ mapboxZoom: 0, mapboxPitch: 0, mapboxBearing: 0 }))).toEqual(
      MAP_VIEW_DEFAULTS,
    );
  });

  it('takes non-zero config values', () => {
    expect(mapView(makeConfig({ mapboxZoom: 14, mapboxPitch: 0, mapboxBearing: 30 }))).toEqual({
      zoom: 14,
      pitch: 55,
      bearing: 30,
    });
  });
});

describe('isBranchMapAllowed', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
  ])('plugin %s, consent %s → %s', (enablePluginMapbox, hasConsent, expected) => {
    expect(isBranchMapAllowed(makeConfig({ enablePluginMapbox }), hasConsent)).toBe(expected);
  });

  it('is off before the config is loaded', () => {
    expect(isBranchMapAllowed(null, true)).toBe(false);
  });
});
