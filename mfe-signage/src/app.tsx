import { Route, Routes } from '@bestellwerk/client';
import { NotFound } from '@bestellwerk/ui';
import { SignagePage } from './features/screen/signage-page.js';

/** The digital signage remote (exposed as `./App`): the full-screen page of one TV. */
export default function SignageApp() {
  return (
    <Routes>
      <Route path="/signage/:device" element={<SignagePage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
