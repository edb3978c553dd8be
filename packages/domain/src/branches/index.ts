export * from './branch-visibility.js';
export * from './branch-map.js';
export * from './home-branches.js';
export * from './week-preview.js';
export * from './opening-hours-editor.js';
export * from './branch-banner.js';
