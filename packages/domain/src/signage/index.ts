export * from './daypart.js';
export * from './content-rules.js';
export * from './daypart-rules.js';
