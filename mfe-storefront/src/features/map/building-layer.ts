import { MAP_BUILDINGS_MIN_ZOOM, MAP_BUILDINGS_OPACITY } from '@bestellwerk/domain';

/** The parts of a map style the 3D-building rule reads. */
export interface StyleLayerSummary {
  id: string;
  type: string;
  source?: string;
  'source-layer'?: string;
}

/** The id of the extrusion layer the map adds when the style has none of its own. */
export const BUILDINGS_LAYER_ID = 'bw-3d-buildings';

/** What to do for 3D buildings on a style. */
export type BuildingsPlan =
  | { kind: 'adjust'; layerId: string }
  | { kind: 'add'; source: string; beforeId: string | undefined }
  | { kind: 'none' };

/**
 * 3D buildings for a style (storefront.md §9): a style that already extrudes its 'building' source layer
 * gets that layer adjusted (from zoom 15, opacity 0.6); a style with a 'building' source layer
 * but no extrusion gets one added below its first symbol layer (labels stay on top); a style
 * without building data gets none.
 */
export function planBuildings(layers: readonly StyleLayerSummary[]): BuildingsPlan {
  const buildingLayers = layers.filter(
    (layer) => layer['source-layer'] === 'building' && typeof layer.source === 'string',
  );
  const extrusion = buildingLayers.find((layer) => layer.type === 'fill-extrusion');
  if (extrusion) return { kind: 'adjust', layerId: extrusion.id };
  const source = buildingLayers[0]?.source;
  if (!source) return { kind: 'none' };
  return {
    kind: 'add',
    source,
    beforeId: layers.find((layer) => layer.type === 'symbol')?.id,
  };
}

/** The fill-extrusion layer of the 'add' plan: heights from OpenMapTiles or Mapbox attributes. */
export function buildingsLayer(source: string) {
  return {
    id: BUILDINGS_LAYER_ID,
    type: 'fill-extrusion' as const,
    source,
    'source-layer': 'building',
    minzoom: MAP_BUILDINGS_MIN_ZOOM,
    paint: {
      'fill-extrusion-color': '#d6d0c8',
      'fill-extrusion-height': ['coalesce', ['get', 'render_height'], ['get', 'height'], 0],
      'fill-extrusion-base': ['coalesce', ['get', 'render_min_height'], ['get', 'min_height'], 0],
      'fill-extrusion-opacity': MAP_BUILDINGS_OPACITY,
    },
  };
}
