import { BranchDataGate, Route, Routes } from '@bestellwerk/client';
import { NotFound } from '@bestellwerk/ui';
import { CheckoutPage } from './features/checkout/checkout-page.js';
import { StatusPage } from './features/status/status-page.js';

/** The checkout remote (exposed as `./App`): checkout, failed-payment checkout and the public order status. */
export default function CheckoutApp() {
  return (
    <Routes>
      <Route
        path="/store/:branch/checkout"
        element={
          <BranchDataGate>
            <CheckoutPage />
          </BranchDataGate>
        }
      />
      <Route
        path="/store/:branch/checkout/error"
        element={
          <BranchDataGate>
            <CheckoutPage paymentFailed />
          </BranchDataGate>
        }
      />
      <Route path="/status/:uid/:hash" element={<StatusPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
