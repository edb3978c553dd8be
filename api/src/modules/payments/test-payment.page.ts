import { formatEuro } from '@bestellwerk/domain';
import type { ProviderPaymentStatus } from './payment-provider.js';

/** What the Testzahlung page shows. */
export interface TestPaymentPageView {
  reference: string;
  shopName: string;
  ticketNumber: number;
  totalGross: number;
  status: ProviderPaymentStatus;
  /** Where "Zurück zur Bestellung" leads once the payment is decided. */
  returnUrl: string;
}

const STATUS_TEXT: Partial<Record<ProviderPaymentStatus, string>> = {
  paid: 'Diese Testzahlung ist bereits bezahlt.',
  failed: 'Diese Testzahlung ist fehlgeschlagen.',
  canceled: 'Diese Testzahlung wurde abgebrochen.',
  expired: 'Diese Testzahlung ist abgelaufen.',
  refunded: 'Diese Testzahlung wurde erstattet.',
};

/** Text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

/**
 * The Testzahlung page: a plain German HTML page without scripts. While the payment is open it
 * offers two forms (pay, fail); afterwards it says how it ended and links back to the order.
 */
export function renderTestPaymentPage(view: TestPaymentPageView): string {
  const action = `/api/payments/test/${encodeURIComponent(view.reference)}`;
  const decided = STATUS_TEXT[view.status];
  const body = decided
    ? `<p class="note">${escapeHtml(decided)}</p>
      <p><a class="button" href="${escapeHtml(view.returnUrl)}">Zurück zur Bestellung</a></p>`
    : `<form method="post" action="${action}/pay">
        <button type="submit" class="pay">Jetzt bezahlen</button>
      </form>
      <form method="post" action="${action}/fail">
        <button type="submit" class="fail">Zahlung fehlschlagen lassen</button>
      </form>`;
  return `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Testzahlung – ${escapeHtml(view.shopName)}</title>
    <style>
      body { font-family: system-ui, sans-serif; background: #f4f4f5; color: #18181b; margin: 0; }
      main { max-width: 26rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 0.75rem; box-shadow: 0 1px 4px rgb(0 0 0 / 0.1); }
      h1 { font-size: 1.25rem; margin: 0 0 1rem; }
      .amount { font-size: 2rem; font-weight: 700; margin: 0.5rem 0 1.5rem; }
      .hint { color: #52525b; font-size: 0.875rem; }
      form { margin: 0.75rem 0; }
      button, .button { display: block; width: 100%; box-sizing: border-box; padding: 0.875rem; border: 0; border-radius: 0.5rem; font-size: 1rem; text-align: center; text-decoration: none; cursor: pointer; }
      .pay, .button { background: #15803d; color: #fff; }
      .fail { background: #e4e4e7; color: #991b1b; }
    </style>
  </head>
  <body>
    <main>
      <h1>Testzahlung</h1>
      <p>${escapeHtml(view.shopName)} · Bestellung ${view.ticketNumber}</p>
      <p class="amount">${escapeHtml(formatEuro(view.totalGross))}</p>
      ${body}
      <p class="hint">Dies ist eine Testzahlung: Es wird kein Geld bewegt. Für echte Zahlungen richtet der Betrieb Mollie oder Datatrans ein.</p>
    </main>
  </body>
</html>
`;
}
