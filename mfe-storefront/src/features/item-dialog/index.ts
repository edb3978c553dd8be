// What other features use of the item dialog: its chunk and loading frame, and the modal frame.
export { ItemDialogLoader, LazyItemDialog } from './lazy-item-dialog.js';
export { Modal, type ModalProps } from './modal.js';
