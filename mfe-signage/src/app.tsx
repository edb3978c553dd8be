import { Route, Routes } from '@bestellwerk/client';
import { NotFound } from '@bestellwerk/ui';
import { PairingPage } from './features/pairing/pairing-page.js';
import { SignagePage } from './features/player/signage-page.js';

/** The digital signage remote (exposed as `./App`): a TV's full-screen page, or its pairing. */
export default function SignageApp() {
  return (
    <Routes>
      <Route path="/signage" element={<PairingPage />} />
      <Route path="/signage/:device" element={<SignagePage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
