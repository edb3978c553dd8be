// `@bestellwerk/client/forms`: the store base of the checkout and the phone order. Its own
// entry, not part of the shared `@bestellwerk/client` singleton, so pages without an order form
// do not download it.
export {
  OrderFormStore,
  type OrderFormSources,
  type PlaceOutcome,
} from './stores/order-form-store.js';
