import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '@bestellwerk/client';

/** `/store/:branch/checkout(/error)`: the checkout; the cart comes with a later issue, so it is empty here. */
export function CheckoutPage({ paymentFailed = false }: { paymentFailed?: boolean }) {
  const { branch = '' } = useParams();
  usePageTitle('Bestellvorgang');

  return (
    <article>
      <h1 className="bw-page-title">Bestellvorgang</h1>
      {paymentFailed ? (
        <p role="alert" className="bw-error">
          Leider ist Ihre Zahlung fehlgeschlagen. Bitte überprüfen Sie Ihre Daten und versuchen Sie
          es erneut.
        </p>
      ) : null}
      <p>Keine Produkte im Warenkorb!</p>
      <Link to={`/store/${encodeURIComponent(branch)}`}>Zurück zur Filiale</Link>
    </article>
  );
}
