import type { InputHTMLAttributes, ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { CheckoutFormStore } from './checkout-form-store.js';

/** The id of a checkout control; server errors and the error list point at it. */
export function fieldId(field: string): string {
  return `checkout-${field}`;
}

/** The id of the message under a control. */
export function errorId(field: string): string {
  return `checkout-${field}-error`;
}

/** A label with the required mark (*) when the field is required. */
export function FieldLabel({
  field,
  store,
  children,
}: {
  field: string;
  store: CheckoutFormStore;
  children: ReactNode;
}) {
  return (
    <label htmlFor={fieldId(field)} className="bw-checkout__label">
      {children}
      {store.requiredFields.has(field) ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

/** The message at a field, when there is one. */
export const FieldError = observer(function FieldError({
  field,
  store,
}: {
  field: string;
  store: CheckoutFormStore;
}) {
  const message = store.fieldErrors[field];
  return message ? (
    <p id={errorId(field)} className="bw-field-error">
      {message}
    </p>
  ) : null;
});

/** The attributes that tie a control to its label, its requirement and its message. */
export function controlProps(field: string, store: CheckoutFormStore) {
  const invalid = field in store.fieldErrors;
  return {
    id: fieldId(field),
    'aria-required': store.requiredFields.has(field) || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId(field) : undefined,
  };
}

/** Text fields of the order form (all string fields but the select ones). */
export type TextFormField =
  | 'companyName'
  | 'vatNo'
  | 'firstName'
  | 'lastName'
  | 'street'
  | 'floor'
  | 'stairway'
  | 'door'
  | 'zipCode'
  | 'city'
  | 'email'
  | 'deliveryCompanyName'
  | 'deliveryFirstName'
  | 'deliveryLastName'
  | 'deliveryStreet'
  | 'deliveryFloor'
  | 'deliveryStairway'
  | 'deliveryDoor'
  | 'deliveryZipCode'
  | 'deliveryCity';

export interface TextFieldProps {
  field: TextFormField;
  label: string;
  store: CheckoutFormStore;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  autoComplete?: string;
}

/** A labelled text input bound to one field of the order form. */
export const TextField = observer(function TextField({
  field,
  label,
  store,
  type = 'text',
  autoComplete,
}: TextFieldProps) {
  return (
    <div className="bw-checkout__field">
      <FieldLabel field={field} store={store}>
        {label}
      </FieldLabel>
      <input
        {...controlProps(field, store)}
        className="bw-input"
        type={type}
        autoComplete={autoComplete}
        value={store.form[field]}
        onChange={(event) => store.setField(field, event.target.value)}
      />
      <FieldError field={field} store={store} />
    </div>
  );
});

/** Boolean fields of the order form the customer ticks. */
export type CheckboxFormField =
  | 'isCompany'
  | 'isDeliveryAddressDifferent'
  | 'isDeliveryCompany'
  | 'legalInstructions'
  | 'privacyPolicy';

/** A labelled checkbox bound to one boolean field of the order form. */
export const CheckboxField = observer(function CheckboxField({
  field,
  label,
  store,
}: {
  field: CheckboxFormField;
  label: string;
  store: CheckoutFormStore;
}) {
  return (
    <div className="bw-checkout__check">
      <input
        {...controlProps(field, store)}
        type="checkbox"
        checked={store.form[field]}
        onChange={(event) => store.setField(field, event.target.checked)}
      />
      <FieldLabel field={field} store={store}>
        {label}
      </FieldLabel>
      <FieldError field={field} store={store} />
    </div>
  );
});
