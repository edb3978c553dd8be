export * from './editor-schema.js';
export * from './editor-empty-values.js';
export * from './editor-preview.js';
export * from './editor-collection.js';
export * from './editor-errors.js';
export * from './editor-dirty.js';
export * from './editor-submit.js';
export { refIdOf, refIdsOf } from './editor-refs.js';
export * from './editor-visibility.js';
