export { Button, type ButtonProps } from './components/button.js';
export { CartTotals, type CartTotalsProps } from './components/cart-totals.js';
export { ErrorMessage, type ErrorMessageProps } from './components/error-message.js';
export { ErrorSummary, type ErrorSummaryProps } from './components/error-summary.js';
export { LoadState, type LoadStateProps, type LoadStatus } from './components/load-state.js';
export { Loader, type LoaderProps } from './components/loader.js';
export { NotFound } from './components/not-found.js';
export { RichText, type RichTextProps } from './components/rich-text.js';
export {
  applyTheme,
  contrastRatio,
  DEFAULT_THEME,
  readableShade,
  readableTextOn,
  themeTokens,
  webFontStylesheetUrl,
  type ThemeSource,
  type ThemeTokens,
} from './theme/theme.js';
export { Lightbox, type LightboxProps } from './components/lightbox.js';
export { useDialogFocus, type DialogFocusOptions } from './a11y/use-dialog-focus.js';
export { prefersReducedMotion, scrollToElement } from './browser/scroll.js';
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
