import { BUILDINGS_LAYER_ID, buildingsLayer, planBuildings } from './building-layer.js';

describe('planBuildings', () => {
  it('adjusts an extrusion layer the style already has', () => {
    expect(
      planBuildings([
        { id: 'building', type: 'fill', source: 'openmaptiles', 'source-layer': 'building' },
        {
          id: 'building-3d',
          type: 'fill-extrusion',
          source: 'openmaptiles',
          'source-layer': 'building',
        },
      ]),
    ).toEqual({ kind: 'adjust', layerId: 'building-3d' });
  });

  it('adds an extrusion below the first label layer when the style has building data', () => {
    expect(
      planBuildings([
        { id: 'background', type: 'background' },
        { id: 'building', type: 'fill', source: 'composite', 'source-layer': 'building' },
        { id: 'road-label', type: 'symbol', source: 'composite', 'source-layer': 'road' },
      ]),
    ).toEqual({ kind: 'add', source: 'composite', beforeId: 'road-label' });
  });

  it('adds nothing to a style without building data', () => {
    expect(
      planBuildings([
        { id: 'water', type: 'fill', source: 'openmaptiles', 'source-layer': 'water' },
      ]),
    ).toEqual({ kind: 'none' });
  });
});

describe('buildingsLayer', () => {
  it('extrudes from zoom 15 at opacity 0.6', () => {
    const layer = buildingsLayer('composite');
    expect(layer).toMatchObject({
      id: BUILDINGS_LAYER_ID,
      type: 'fill-extrusion',
      source: 'composite',
      'source-layer': 'building',
      minzoom: 15,
    });
    expect(layer.paint['fill-extrusion-opacity']).toBe(0.6);
  });
});
