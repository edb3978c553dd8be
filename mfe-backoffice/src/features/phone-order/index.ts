// What other features use of the phone order: the customer's fields, the form's look and
// the customer field names (the order edit form on the detail page).
export { CustomerFields, type CustomerFieldsStore } from './customer-fields.js';
export { PHONE_ORDER_FORM } from './phone-order-form.js';
export type { CustomerField } from './phone-order-store.js';
