import { act, render, screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import { RootStore, StoresProvider } from '@bestellwerk/client';
import type { Branch, Config } from '@bestellwerk/domain';
import { makeBranch, makeConfig } from '@bestellwerk/domain/testing';
import { BranchMap, LazyBranchMapView } from './branch-map.js';
import { MAP_FAILED_TEXT, MAP_STYLE_URL } from './branch-map-view.js';
import { loadMapLibre, type MapLibre } from './load-maplibre.js';

jest.mock('./load-maplibre.js', () => ({ loadMapLibre: jest.fn() }));
const load = jest.mocked(loadMapLibre);

type Handler = () => void;

/** Stands in for maplibre-gl: records the map options, markers, handlers and camera moves. */
function fakeMapLibre() {
  const maps: FakeMap[] = [];
  const markers: { element: HTMLElement; lngLat?: [number, number] }[] = [];
  class FakeMap {
    handlers: Record<string, Handler> = {};
    flyTo = jest.fn();
    remove = jest.fn();
    addLayer = jest.fn();
    setLayerZoomRange = jest.fn();
    setPaintProperty = jest.fn();
    constructor(public options: Record<string, unknown>) {
      maps.push(this);
    }
    addControl() {
      return this;
    }
    on(event: string, handler: Handler) {
      this.handlers[event] = handler;
      return this;
    }
    getStyle() {
      return {
        layers: [
          { id: 'building', type: 'fill', source: 'openmaptiles', 'source-layer': 'building' },
        ],
      };
    }
  }
  class FakeMarker {
    entry: { element: HTMLElement; lngLat?: [number, number] };
    constructor({ element }: { element: HTMLElement }) {
      this.entry = { element };
      markers.push(this.entry);
    }
    setLngLat(lngLat: [number, number]) {
      this.entry.lngLat = lngLat;
      return this;
    }
    addTo() {
      return this;
    }
  }
  class FakeNavigationControl {}
  const module = {
    Map: FakeMap,
    Marker: FakeMarker,
    NavigationControl: FakeNavigationControl,
  } as unknown as MapLibre;
  return { module, maps, markers };
}

const BRANCHES: Branch[] = [
  makeBranch({ id: 1, name: 'Filiale Innenstadt', latitude: 47.268, longitude: 11.393 }),
  makeBranch({ id: 2, name: 'Zentrale', latitude: 47.3, longitude: 11.5, isPublic: false }),
  makeBranch({ id: 3, name: 'Filiale Hall', latitude: 47.281, longitude: 11.508 }),
  makeBranch({ id: 4, name: 'Filiale Wörgl', latitude: null, longitude: 12.06 }),
];

function renderMap(config: Partial<Config> = {}, consent = true, branches = BRANCHES) {
  const stores = new RootStore();
  stores.init.apply([
    { url: '/api/config', data: makeConfig({ enablePluginMapbox: true, ...config }) },
  ]);
  runInAction(() => {
    stores.consent.hasConsent = consent;
  });
  return render(
    <StoresProvider value={stores}>
      <BranchMap branches={branches} />
    </StoresProvider>,
  );
}

/** Lets the loader's promise settle. */
const settle = () => act(async () => {});

afterEach(() => {
  load.mockReset();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('BranchMap', () => {
  // The map view is a chunk of its own; loaded up front, it renders synchronously.
  beforeAll(() => LazyBranchMapView.preload());

  it('renders nothing without consent, without the plugin or without a placeable branch', () => {
    expect(renderMap({}, false).container).toBeEmptyDOMElement();
    expect(renderMap({ enablePluginMapbox: false }).container).toBeEmptyDOMElement();
    expect(renderMap({}, true, [makeBranch()]).container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled();
  });

  it('lists route directions for the eligible branches only, opening in a new tab', () => {
    load.mockReturnValue(new Promise(() => {}));
    renderMap();

    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Route zu Filiale Innenstadt (öffnet in neuem Tab)',
      'Route zu Filiale Hall (öffnet in neuem Tab)',
    ]);
    expect(links[1]).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=47.281%2C11.508',
    );
    expect(links[1]).toHaveAttribute('target', '_blank');
  });

  it('places a marker per eligible branch and flies to the last one with the default camera', async () => {
    const fake = fakeMapLibre();
    load.mockResolvedValue(fake.module);
    renderMap();
    await settle();

    expect(fake.maps).toHaveLength(1);
    const [map] = fake.maps;
    expect(map.options).toMatchObject({ style: MAP_STYLE_URL, center: [11.508, 47.281] });
    expect(fake.markers.map((marker) => marker.lngLat)).toEqual([
      [11.393, 47.268],
      [11.508, 47.281],
    ]);
    expect(fake.markers[0].element).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=47.268%2C11.393',
    );
    expect(fake.markers[0].element).toHaveAttribute('target', '_blank');

    act(() => map.handlers.load());

    expect(map.flyTo).toHaveBeenCalledWith(
      expect.objectContaining({ center: [11.508, 47.281], zoom: 19, pitch: 55, bearing: -85 }),
    );
    expect(map.addLayer).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'fill-extrusion', minzoom: 15 }),
      undefined,
    );
    expect(screen.getByTestId('branch-map-canvas')).toHaveAttribute('data-status', 'ready');
  });

  it('takes zoom, pitch and bearing from the config when they are set', async () => {
    const fake = fakeMapLibre();
    load.mockResolvedValue(fake.module);
    renderMap({ mapboxZoom: 16, mapboxPitch: 30, mapboxBearing: 10 });
    await settle();
    act(() => fake.maps[0].handlers.load());

    expect(fake.maps[0].flyTo).toHaveBeenCalledWith(
      expect.objectContaining({ zoom: 16, pitch: 30, bearing: 10 }),
    );
  });

  it('starts only when scrolled into view', async () => {
    let reportVisible: (visible: boolean) => void = () => {};
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        reportVisible = (visible) => callback([{ isIntersecting: visible }]);
      }
      observe() {}
      disconnect() {}
    };
    const fake = fakeMapLibre();
    load.mockResolvedValue(fake.module);
    renderMap();
    await settle();
    expect(load).not.toHaveBeenCalled();

    act(() => reportVisible(true));
    await settle();

    expect(load).toHaveBeenCalledTimes(1);
    expect(fake.maps).toHaveLength(1);
  });

  it('keeps the page and the directions when the library cannot load', async () => {
    load.mockRejectedValue(new Error('ChunkLoadError'));
    renderMap();
    await settle();

    expect(screen.getByRole('status')).toHaveTextContent(MAP_FAILED_TEXT);
    expect(screen.getByTestId('branch-map-canvas')).not.toBeVisible();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('gives up the map when its style fails before loading', async () => {
    const fake = fakeMapLibre();
    load.mockResolvedValue(fake.module);
    renderMap();
    await settle();

    act(() => fake.maps[0].handlers.error());

    expect(fake.maps[0].remove).toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(MAP_FAILED_TEXT);
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('ignores tile errors once the map has loaded', async () => {
    const fake = fakeMapLibre();
    load.mockResolvedValue(fake.module);
    renderMap();
    await settle();

    act(() => fake.maps[0].handlers.load());
    act(() => fake.maps[0].handlers.error());

    expect(fake.maps[0].remove).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the fallback when the map cannot be created (no WebGL)', async () => {
    const fake = fakeMapLibre();
    load.mockResolvedValue({
      ...fake.module,
      Map: class {
        constructor() {
          throw new Error('Failed to initialize WebGL');
        }
      },
    } as unknown as MapLibre);
    renderMap();
    await settle();

    expect(screen.getByRole('status')).toHaveTextContent(MAP_FAILED_TEXT);
  });
});
