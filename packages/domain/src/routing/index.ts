export * from './shell-routes.js';
