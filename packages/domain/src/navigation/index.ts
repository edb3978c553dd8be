export * from './link-target.js';
export * from './navigation-entries.js';
export * from './legal-links.js';
export * from './contact-links.js';
export * from './website-link.js';
export * from './specialty-pages.js';
export * from './site-body-blocks.js';
export * from './navigation-tree-edit.js';
