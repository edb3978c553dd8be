import { useState } from 'react';
import { filterDonatees, NO_DONATEE_TEXT, type Donatee } from '@bestellwerk/domain';
import { CheckoutModal } from './checkout-modal.js';

export interface DonationDialogProps {
  donatees: readonly Donatee[];
  selected: number | null;
  onSelect: (id: number) => void;
  onClose: () => void;
}

/** Picks the donation recipient; the search filters by name or description. */
export function DonationDialog({ donatees, selected, onSelect, onClose }: DonationDialogProps) {
  const [term, setTerm] = useState('');
  const found = filterDonatees(donatees, term);
  return (
    <CheckoutModal title="Organisation auswählen" onClose={onClose}>
      <label htmlFor="checkout-donatee-search" className="bw-checkout__label">
        Organisation suchen
      </label>
      <input
        id="checkout-donatee-search"
        type="search"
        className="bw-input"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      {found.length === 0 ? (
        <p role="status">{NO_DONATEE_TEXT}</p>
      ) : (
        <ul className="bw-checkout__donatees">
          {found.map((donatee) => (
            <li key={donatee.id}>
              <button
                type="button"
                className="bw-checkout__donatee"
                aria-pressed={donatee.id === selected}
                onClick={() => onSelect(donatee.id)}
              >
                <strong>{donatee.name}</strong>
                {donatee.description ? (
                  <span className="bw-muted">{donatee.description}</span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </CheckoutModal>
  );
}
