// The storefront's dialogs are the shared modal, in the look of dialog.css.
import './dialog.css';

export { Modal, type ModalProps } from '@bestellwerk/ui';
