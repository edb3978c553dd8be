// What the branch page uses of the cart: the panel and the chunk of its contents.
export { CartPanel, type CartPanelProps } from './cart-panel.js';
export { LazyCartContents } from './cart-body.js';
