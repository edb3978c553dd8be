export * from './shell-routes.js';
export * from './skip-links.js';
