// `@bestellwerk/ui/forms`: the form kit of the checkout, the item dialog and the phone order.
// Its own entry, not part of the shared `@bestellwerk/ui` singleton, so pages without a form
// (the home page, the first load of every page) do not download it.
export { ErrorSummary, type ErrorSummaryProps } from './components/error-summary.js';
export {
  AmountField,
  type AmountFieldClasses,
  type AmountFieldProps,
} from './components/amount-field.js';
export {
  optionPriceText,
  PartField,
  type PartFieldClasses,
  type PartFieldProps,
  type PartUploadProps,
} from './components/part-field.js';
export { useItemDraft, type ItemDraft, type ItemFormProps } from './components/use-item-draft.js';
export {
  CheckboxField,
  ChoiceField,
  FieldError,
  FieldLabel,
  formErrorId,
  formFieldId,
  formIds,
  FormBox,
  FormLookProvider,
  LabelledField,
  RequiredMark,
  SelectField,
  TextField,
  useControlProps,
  useFormLook,
  type ChoiceFieldProps,
  type FieldOption,
  type FieldStatus,
  type FormLook,
  type FormStoreOf,
  type SelectFieldProps,
  type TextFieldProps,
} from './components/form-fields.js';
export {
  AddressFields,
  CountryField,
  DeliveryAddressFields,
  DeliveryAreaField,
  OrderTypeField,
  PaymentMethodField,
  PhoneField,
  TableField,
  type AddressStore,
  type DeliveryAddressStore,
  type OrderSetupStore,
  type PaymentMethodStore,
} from './components/order-form-fields.js';
