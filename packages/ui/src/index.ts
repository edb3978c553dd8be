export { Button, type ButtonProps } from './components/button.js';
export { CartTotals, type CartTotalsProps } from './components/cart-totals.js';
export { ErrorMessage, type ErrorMessageProps } from './components/error-message.js';
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
export { useDialogFocus, type DialogFocusOptions } from './a11y/use-dialog-focus.js';
export { useModalPage } from './a11y/use-modal-page.js';
export { Modal, type ModalProps } from './components/modal.js';
export { prefersReducedMotion, scrollToElement } from './browser/scroll.js';
export { BOTTOM_BAR_HEIGHT_PROPERTY, reserveBottomBar } from './browser/bottom-bar.js';
