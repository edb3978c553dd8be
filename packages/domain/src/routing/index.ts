export * from './shell-routes.js';
export * from './skip-links.js';
export * from './start-data.js';
