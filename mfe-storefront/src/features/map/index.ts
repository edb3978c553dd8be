// The branch map (its map library in a chunk of its own), on the home page and in content blocks.
export { BranchMap, LazyBranchMapView } from './branch-map.js';
