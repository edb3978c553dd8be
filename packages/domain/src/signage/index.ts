export * from './daypart.js';
export * from './menu-board.js';
export * from './menu-board-layout.js';
export * from './template-layers.js';
