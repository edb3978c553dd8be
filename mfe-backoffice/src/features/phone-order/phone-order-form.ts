import { formIds, type FormLook } from '@bestellwerk/ui/forms';

/** The phone order's fields: backoffice look, ids `phone-order-…`, no autofill of staff data. */
export const PHONE_ORDER_FORM: FormLook = {
  idPrefix: 'phone-order',
  autofill: false,
  classes: {
    field: 'bo-field',
    error: 'bo-field-error',
    check: 'bo-check',
    choice: 'bo-check',
    grid: 'bo-form-grid',
  },
};

/** The ids of the phone order's controls and of their messages. */
export const { fieldId, errorId } = formIds(PHONE_ORDER_FORM);
