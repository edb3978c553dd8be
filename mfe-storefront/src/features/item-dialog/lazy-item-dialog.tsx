import { Suspense, useId, type ReactNode } from 'react';
import type { Product } from '@bestellwerk/domain';
import { Loader } from '@bestellwerk/ui';
import { LazyPartBoundary, lazyPart } from '../../shared/lazy-part.js';
import type { ItemDialogProps } from './item-dialog.js';
import { ItemDialogHeader } from './item-dialog-header.js';
import { Modal } from './modal.js';

/**
 * The item dialog's code (form kit, configurator, upload field), in a chunk of its own: the
 * branch page calls `preload()` on intent (hover, focus, touch), so a click rarely waits.
 */
export const LazyItemDialog = lazyPart(() =>
  import('./item-dialog.js').then((module) => module.ItemDialog),
);

/** The dialog's frame (product name, close button) around the loader or a load error. */
function ItemDialogFrame({
  product,
  onClose,
  children,
}: {
  product: Product;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onClose={onClose} className="bw-item-dialog">
      <ItemDialogHeader titleId={titleId} name={product.name} onClose={onClose} />
      <div className="bw-item-dialog__body">{children}</div>
    </Modal>
  );
}

/**
 * The item dialog, loaded on demand: while its code loads, the dialog frame with a loader;
 * when the load fails, the frame with the notice and "Erneut versuchen".
 */
export function ItemDialogLoader(props: ItemDialogProps) {
  const frame = (content: ReactNode) => (
    <ItemDialogFrame product={props.product} onClose={props.onClose}>
      {content}
    </ItemDialogFrame>
  );
  return (
    <LazyPartBoundary frame={frame}>
      <Suspense fallback={frame(<Loader />)}>
        <LazyItemDialog {...props} />
      </Suspense>
    </LazyPartBoundary>
  );
}
