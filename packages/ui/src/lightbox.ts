// `@bestellwerk/ui/lightbox`: the full-screen picture viewer of the content pages' sliders. Its
// own entry, not part of the shared `@bestellwerk/ui` singleton, so it travels with the page
// that opens it instead of with every first load.
export { Lightbox, type LightboxProps } from './components/lightbox.js';
