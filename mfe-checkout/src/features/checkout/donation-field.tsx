import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { DONATION_AMOUNT, formatEuro, type Donatee } from '@bestellwerk/domain';
import type { CheckoutFormStore } from './checkout-form-store.js';
import { DonationDialog } from './donation-dialog.js';

/**
 * The optional donation: the provider funds 0,07 € for a recipient the customer picks, at no
 * extra cost; shown only when donations are enabled.
 */
export const DonationField = observer(function DonationField({
  store,
  donatees,
}: {
  store: CheckoutFormStore;
  donatees: readonly Donatee[];
}) {
  const [isOpen, setIsOpen] = useState(false);
  const chosen = donatees.find((donatee) => donatee.id === store.form.donatee);
  return (
    <section className="bw-checkout__section" aria-labelledby="checkout-donation">
      <h2 id="checkout-donation" className="bw-checkout__legend">
        Spende
      </h2>
      <p>
        {`Mit Ihrer Bestellung spendet unser Zahlungsanbieter ${formatEuro(DONATION_AMOUNT)} an eine Organisation Ihrer Wahl – ohne Mehrkosten für Sie.`}
      </p>
      {chosen ? <p>{`Gewählte Organisation: ${chosen.name}`}</p> : null}
      <div className="bw-checkout__actions-inline">
        <button
          type="button"
          className="bw-button bw-button--secondary"
          aria-haspopup="dialog"
          onClick={() => setIsOpen(true)}
        >
          {chosen ? 'Organisation ändern' : 'Organisation auswählen'}
        </button>
        {chosen ? (
          <button
            type="button"
            className="bw-link-button"
            onClick={() => store.setField('donatee', null)}
          >
            Keine Spende
          </button>
        ) : null}
      </div>
      {isOpen ? (
        <DonationDialog
          donatees={donatees}
          selected={store.form.donatee}
          onSelect={(id) => {
            store.setField('donatee', id);
            setIsOpen(false);
          }}
          onClose={() => setIsOpen(false)}
        />
      ) : null}
    </section>
  );
});
