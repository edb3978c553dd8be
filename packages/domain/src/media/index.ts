export * from './image-urls.js';
export * from './upload-urls.js';
export * from './image-variants.js';
export * from './image-limits.js';
export * from './layer-clip.js';
export * from './font-variants.js';
