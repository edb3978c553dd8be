import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { formatEuro } from '@bestellwerk/domain';
import { useStores } from '@bestellwerk/client';
import { reserveBottomBar } from '@bestellwerk/ui';
import { Modal } from '../item-dialog/index.js';
import { CartBody } from './cart-body.js';
import { useMediaQuery } from './use-media-query.js';
import './cart.css';

/** From this width the cart is a side column next to the menu (phone first below it). */
export const DESKTOP_QUERY = '(min-width: 1024px)';

export interface CartPanelProps {
  now: Date;
  onEdit: (index: number) => void;
}

/**
 * The cart of the branch page. Desktop: a side column. Phone: a button at the bottom that opens
 * the cart as a dialog; with no items the click keeps it hidden, and it closes when it becomes
 * empty.
 */
export const CartPanel = observer(function CartPanel({ now, onEdit }: CartPanelProps) {
  const { cart } = useStores();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const titleId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [emptyHint, setEmptyHint] = useState(false);
  const isEmpty = cart.items.length === 0;

  useEffect(() => {
    if (isEmpty) setIsOpen(false);
    else setEmptyHint(false);
  }, [isEmpty]);

  if (isDesktop) {
    return (
      <aside className="bw-cart bw-cart--side" aria-labelledby={titleId}>
        <h2 id={titleId} className="bw-cart__title">
          Warenkorb
        </h2>
        <CartBody now={now} onEdit={onEdit} />
      </aside>
    );
  }

  const total = cart.price(now);
  return (
    <>
      <div className="bw-cart-bar" ref={reserveBottomBar}>
        <p className="bw-cart-bar__hint" role="status">
          {emptyHint ? 'Ihr Warenkorb ist leer.' : ''}
        </p>
        <button
          type="button"
          className="bw-cart-bar__button"
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          onClick={() => {
            if (isEmpty) setEmptyHint(true);
            else setIsOpen(true);
          }}
        >
          <span>{`Warenkorb (${cart.itemCount})`}</span>
          {isEmpty ? null : (
            <span className="bw-cart-bar__total">{formatEuro(total.pricing.totalGross)}</span>
          )}
        </button>
      </div>
      {isOpen && !isEmpty ? (
        <Modal labelledBy={titleId} onClose={() => setIsOpen(false)} className="bw-cart">
          <div className="bw-cart__header">
            <h2 id={titleId} className="bw-cart__title">
              Warenkorb
            </h2>
            <button
              type="button"
              className="bw-icon-button"
              aria-label="Warenkorb schließen"
              onClick={() => setIsOpen(false)}
            >
              ×
            </button>
          </div>
          <CartBody
            now={now}
            onEdit={(index) => {
              setIsOpen(false);
              onEdit(index);
            }}
          />
        </Modal>
      ) : null}
    </>
  );
});
