import { formIds, type FormLook } from '@bestellwerk/ui/forms';
import { PHONE_ORDER_FORM } from '../phone-order/index.js';

/** The order edit's fields: the phone order's look, ids `order-edit-…`. */
export const ORDER_EDIT_FORM: FormLook = { ...PHONE_ORDER_FORM, idPrefix: 'order-edit' };

/** The ids of the edit form's controls and of their messages. */
export const { fieldId: editFieldId, errorId: editErrorId } = formIds(ORDER_EDIT_FORM);
