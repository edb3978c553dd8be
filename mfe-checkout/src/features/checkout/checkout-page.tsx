import { branchPath, CART_MESSAGES, CHECKOUT_PAGE_TITLE } from '@bestellwerk/domain';
import { usePageTitle, Link, useParams } from '@bestellwerk/client';

/** `/store/:branch/checkout(/error)`: the checkout; the cart comes with a later issue, so it is empty here. */
export function CheckoutPage({ paymentFailed = false }: { paymentFailed?: boolean }) {
  const { branch = '' } = useParams();
  usePageTitle({ kind: paymentFailed ? 'checkout_error' : 'checkout' });

  return (
    <article>
      <h1 className="bw-page-title">{CHECKOUT_PAGE_TITLE}</h1>
      {paymentFailed ? (
        <p role="alert" className="bw-error">
          Leider ist Ihre Zahlung fehlgeschlagen. Bitte überprüfen Sie Ihre Daten und versuchen Sie
          es erneut.
        </p>
      ) : null}
      <p>{CART_MESSAGES.emptyCart}</p>
      <Link to={branchPath(branch)}>Zurück zur Filiale</Link>
    </article>
  );
}
