export * from './link-target.js';
export * from './navigation-entries.js';
export * from './legal-links.js';
export * from './contact-links.js';
