export * from './editor-schema.js';
