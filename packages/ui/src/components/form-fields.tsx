import { createContext, useContext, type InputHTMLAttributes, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';

/** How one form names its controls' ids and styles its fields. */
export interface FormLook {
  /** Ids are `${idPrefix}-${field}`; server errors and the error list point at them. */
  idPrefix: string;
  /** False: text fields never offer the browser's autofill (staff typing a customer's details). */
  autofill?: boolean;
  classes: {
    /** The box of a label, its control and its message. */
    field?: string;
    label?: string;
    legend?: string;
    /** Text inputs and selects. */
    input?: string;
    error?: string;
    /** The box of a checkbox with its label and message. */
    check?: string;
    /** A box around the radio buttons of a choice (none without a class). */
    choices?: string;
    /** The label of one radio button. */
    choice?: string;
    /** Two fields side by side (none without a class). */
    row?: string;
    /** Three short fields side by side (none without a class). */
    rowOfThree?: string;
    /** A grid around a group of fields (none without a class). */
    grid?: string;
  };
}

const FormLookContext = createContext<FormLook>({ idPrefix: 'form', classes: {} });

/** Hands the form's look to the fields inside. */
export const FormLookProvider = FormLookContext.Provider;

/** The look of the surrounding form. */
export function useFormLook(): FormLook {
  return useContext(FormLookContext);
}

/** A box with the form's class for it, or the children on their own without one. */
export function FormBox({ className, children }: { className?: string; children: ReactNode }) {
  return className ? <div className={className}>{children}</div> : <>{children}</>;
}

/** The id of a form's control. */
export function formFieldId(look: FormLook, field: string): string {
  return `${look.idPrefix}-${field}`;
}

/** The id of the message under a form's control. */
export function formErrorId(look: FormLook, field: string): string {
  return `${look.idPrefix}-${field}-error`;
}

/** A form's id helpers, for pages that focus a control or point at a message. */
export function formIds(look: FormLook) {
  return {
    /** The id of a control; server errors and the error list point at it. */
    fieldId: (field: string) => formFieldId(look, field),
    /** The id of the message under a control. */
    errorId: (field: string) => formErrorId(look, field),
  };
}

/** What every field reads from its form store: which fields are required, the messages. */
export interface FieldStatus {
  readonly requiredFields: ReadonlySet<string>;
  readonly fieldErrors: Readonly<Record<string, string>>;
}

/** A store whose form holds a value of type `V` in `field`, and its setter. */
export type FormStoreOf<K extends string, V> = FieldStatus & {
  readonly form: Readonly<Record<NoInfer<K>, V>>;
  setField(field: NoInfer<K>, value: V): void;
};

/** The attributes that tie a control to its label, its requirement and its message. */
export function useControlProps(field: string, store: FieldStatus) {
  const look = useFormLook();
  const invalid = field in store.fieldErrors;
  return {
    id: formFieldId(look, field),
    'aria-required': store.requiredFields.has(field) || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? formErrorId(look, field) : undefined,
  };
}

/** The required mark (*) after a label or legend, hidden from screen readers. */
export function RequiredMark({ when = true }: { when?: boolean }) {
  return when ? <span aria-hidden="true"> *</span> : null;
}

/** A label with the required mark when the form requires the field. */
export const FieldLabel = observer(function FieldLabel({
  field,
  store,
  children,
}: {
  field: string;
  store: FieldStatus;
  children: ReactNode;
}) {
  const look = useFormLook();
  return (
    <label htmlFor={formFieldId(look, field)} className={look.classes.label}>
      {children}
      <RequiredMark when={store.requiredFields.has(field)} />
    </label>
  );
});

/** The message at a control, when there is one. */
export const FieldError = observer(function FieldError({
  field,
  store,
}: {
  field: string;
  store: FieldStatus;
}) {
  const look = useFormLook();
  const message = store.fieldErrors[field];
  return message ? (
    <p id={formErrorId(look, field)} className={look.classes.error}>
      {message}
    </p>
  ) : null;
});

/** A field's box: its label (with the required mark), the control, and its message. */
export function LabelledField({
  field,
  label,
  store,
  children,
}: {
  field: string;
  label: string;
  store: FieldStatus;
  children: ReactNode;
}) {
  return (
    <div className={useFormLook().classes.field}>
      <FieldLabel field={field} store={store}>
        {label}
      </FieldLabel>
      {children}
      <FieldError field={field} store={store} />
    </div>
  );
}

export interface TextFieldProps<K extends string> {
  field: K;
  label: string;
  store: FormStoreOf<K, string>;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  autoComplete?: string;
  placeholder?: string;
  /** Keeps only what may be typed (applied on every change). */
  filter?: (text: string) => string;
  /** Brings the text into its stored form when the field is left. */
  normalize?: (text: string) => string;
}

function TextFieldView<K extends string>({
  field,
  label,
  store,
  type = 'text',
  autoComplete,
  placeholder,
  filter = (text) => text,
  normalize,
}: TextFieldProps<K>) {
  const look = useFormLook();
  const control = useControlProps(field, store);
  return (
    <LabelledField field={field} label={label} store={store}>
      <input
        {...control}
        className={look.classes.input}
        type={type}
        autoComplete={look.autofill === false ? 'off' : autoComplete}
        placeholder={placeholder}
        value={store.form[field]}
        onChange={(event) => store.setField(field, filter(event.target.value))}
        onBlur={
          normalize ? (event) => store.setField(field, normalize(event.target.value)) : undefined
        }
      />
    </LabelledField>
  );
}

/** A labelled text input bound to one text field of a form store. */
export const TextField = observer(TextFieldView) as typeof TextFieldView;

function CheckboxFieldView<K extends string>({
  field,
  label,
  store,
}: {
  field: K;
  label: string;
  store: FormStoreOf<K, boolean>;
}) {
  const look = useFormLook();
  const control = useControlProps(field, store);
  return (
    <div className={look.classes.check}>
      <input
        {...control}
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
}

/** A labelled checkbox bound to one boolean field of a form store. */
export const CheckboxField = observer(CheckboxFieldView) as typeof CheckboxFieldView;

/** One entry of a select or a choice. */
export interface FieldOption<V extends string | number> {
  value: V;
  label: string;
}

export interface SelectFieldProps {
  field: string;
  label: string;
  store: FieldStatus;
  value: string | number | null;
  options: readonly FieldOption<string | number>[];
  /** Called with the chosen option's value as text ('' for the placeholder). */
  onChange: (value: string) => void;
  /** A first, empty option ("Bitte wählen"). */
  placeholder?: string;
}

/** A labelled select with the form's required mark and message. */
export const SelectField = observer(function SelectField({
  field,
  label,
  store,
  value,
  options,
  onChange,
  placeholder,
}: SelectFieldProps) {
  const look = useFormLook();
  const control = useControlProps(field, store);
  return (
    <LabelledField field={field} label={label} store={store}>
      <select
        {...control}
        className={look.classes.input}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
});

export interface ChoiceFieldProps<V extends string> {
  field: string;
  legend: string;
  store: FieldStatus;
  /** The values offered, in order. */
  values: readonly V[];
  /** The name of each value. */
  labels: Readonly<Record<V, string>>;
  value: V;
  onChange: (value: V) => void;
  className?: string;
  /** Shown when there is nothing to choose. */
  empty?: ReactNode;
  /** More controls inside the group, after its message. */
  children?: ReactNode;
}

function ChoiceFieldView<V extends string>({
  field,
  legend,
  store,
  values,
  labels,
  value,
  onChange,
  className,
  empty,
  children,
}: ChoiceFieldProps<V>) {
  const look = useFormLook();
  const invalid = field in store.fieldErrors;
  const name = `${look.idPrefix}-${field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  const radios = values.map((option) => (
    <label key={option} className={look.classes.choice}>
      <input
        type="radio"
        name={name}
        value={option}
        checked={value === option}
        onChange={() => onChange(option)}
      />
      {labels[option]}
    </label>
  ));
  return (
    <fieldset
      className={className}
      id={formFieldId(look, field)}
      tabIndex={-1}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? formErrorId(look, field) : undefined}
    >
      <legend className={look.classes.legend}>
        {legend}
        <RequiredMark when={store.requiredFields.has(field)} />
      </legend>
      {values.length === 0 ? empty : null}
      <FormBox className={look.classes.choices}>{radios}</FormBox>
      <FieldError field={field} store={store} />
      {children}
    </fieldset>
  );
}

/** A group of radio buttons (a fieldset with its legend) bound to one choice of a form store. */
export const ChoiceField = observer(ChoiceFieldView) as typeof ChoiceFieldView;
