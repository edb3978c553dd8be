export * from './image-urls.js';
export * from './upload-urls.js';
