import { formIds, type FormLook } from '@bestellwerk/ui/forms';

/** The checkout's fields: storefront look, ids `checkout-…`. */
export const CHECKOUT_FORM: FormLook = {
  idPrefix: 'checkout',
  classes: {
    field: 'bw-checkout__field',
    label: 'bw-checkout__label',
    legend: 'bw-checkout__legend',
    input: 'bw-input',
    error: 'bw-field-error',
    check: 'bw-checkout__check',
    choices: 'bw-checkout__choices',
    choice: 'bw-option',
    row: 'bw-checkout__row',
    rowOfThree: 'bw-checkout__row bw-checkout__row--three',
  },
};

/** The ids of the checkout's controls and of their messages. */
export const { fieldId, errorId } = formIds(CHECKOUT_FORM);
