export * from './branch-visibility.js';
export * from './branch-map.js';
export * from './home-branches.js';
