export * from './daypart.js';
export * from './content-rules.js';
export * from './daypart-rules.js';
export * from './menu-board.js';
export * from './menu-board-layout.js';
export * from './template-layers.js';
