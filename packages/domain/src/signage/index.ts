export * from './daypart.js';
