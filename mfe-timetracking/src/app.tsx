import { Route, Routes } from '@bestellwerk/client';
import { NotFound } from '@bestellwerk/ui';
import { TimeClockPage } from './features/clock/time-clock-page.js';
import { KioskPage } from './features/kiosk/kiosk-page.js';

/**
 * The time-tracking remote (exposed as `./App`): the self-service page of one staff member's
 * link, and a shop tablet's time clock opened with the branch's key.
 */
export default function TimeTrackingApp() {
  return (
    <Routes>
      <Route path="/time-tracking/kiosk/:branchId/:apiKey" element={<KioskPage />} />
      <Route path="/time-tracking/:a/:b" element={<TimeClockPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
