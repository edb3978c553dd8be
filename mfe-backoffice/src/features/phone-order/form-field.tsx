import type { InputHTMLAttributes, ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { OrderForm } from '@bestellwerk/domain';
import type { CustomerField, PhoneOrderStore } from './phone-order-store.js';

/** The id of a control of the phone order; server errors and the error list point at it. */
export function fieldId(field: string): string {
  return `phone-order-${field}`;
}

/** The id of the message under a control. */
export function errorId(field: string): string {
  return `phone-order-${field}-error`;
}

/** A label with the required mark (*) when the branch requires the field. */
export const FieldLabel = observer(function FieldLabel({
  field,
  store,
  children,
}: {
  field: string;
  store: PhoneOrderStore;
  children: ReactNode;
}) {
  return (
    <label htmlFor={fieldId(field)}>
      {children}
      {store.requiredFields.has(field) ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
});

/** The message at a control, when there is one. */
export const FieldError = observer(function FieldError({
  field,
  store,
}: {
  field: string;
  store: PhoneOrderStore;
}) {
  const message = store.fieldErrors[field];
  return message ? (
    <p id={errorId(field)} className="bo-field-error">
      {message}
    </p>
  ) : null;
});

/** The attributes that tie a control to its label, its requirement and its message. */
export function controlProps(field: string, store: PhoneOrderStore) {
  const invalid = field in store.fieldErrors;
  return {
    id: fieldId(field),
    'aria-required': store.requiredFields.has(field) || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId(field) : undefined,
  };
}

/** The text fields of the customer part. */
export type TextField = {
  [K in CustomerField]: OrderForm[K] extends string ? K : never;
}[CustomerField];

/** A labelled text input bound to one field of the order form. */
export const TextInput = observer(function TextInput({
  field,
  label,
  store,
  type = 'text',
  autoComplete = 'off',
  onBlur,
}: {
  field: TextField;
  label: string;
  store: PhoneOrderStore;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  autoComplete?: string;
  onBlur?: (value: string) => void;
}) {
  return (
    <div className="bo-field">
      <FieldLabel field={field} store={store}>
        {label}
      </FieldLabel>
      <input
        {...controlProps(field, store)}
        type={type}
        autoComplete={autoComplete}
        value={store.form[field]}
        onChange={(event) => store.setField(field, event.target.value)}
        onBlur={onBlur ? (event) => onBlur(event.target.value) : undefined}
      />
      <FieldError field={field} store={store} />
    </div>
  );
});

/** The boolean fields of the customer part. */
export type CheckField = 'isCompany' | 'isDeliveryAddressDifferent' | 'isDeliveryCompany';

/** A labelled checkbox bound to one boolean field of the order form. */
export const CheckInput = observer(function CheckInput({
  field,
  label,
  store,
}: {
  field: CheckField;
  label: string;
  store: PhoneOrderStore;
}) {
  return (
    <label className="bo-check">
      <input
        type="checkbox"
        checked={store.form[field]}
        onChange={(event) => store.setField(field, event.target.checked)}
      />
      {label}
    </label>
  );
});
