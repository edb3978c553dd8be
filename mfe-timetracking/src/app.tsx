import { Route, Routes } from '@bestellwerk/client';
import { NotFound } from '@bestellwerk/ui';
import { TimeTrackingPage } from './features/overview/time-tracking-page.js';

/** The time-tracking remote (exposed as `./App`): the self-service page of one staff member's link. */
export default function TimeTrackingApp() {
  return (
    <Routes>
      <Route path="/time-tracking/:a/:b" element={<TimeTrackingPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
