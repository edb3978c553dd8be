import { Route, Routes } from '@bestellwerk/client';
import { NotFound } from '@bestellwerk/ui';
import { DashboardPage } from './features/dashboard/dashboard-page.js';
import { LoginPage } from './features/session/login-page.js';
import { LogoutPage } from './features/session/logout-page.js';
import { RequireSession } from './features/session/require-session.js';

/** The staff backend remote (exposed as `./App`): everything under /backend. */
export default function BackofficeApp() {
  return (
    <Routes>
      <Route path="/backend/login" element={<LoginPage />} />
      <Route path="/backend/logout" element={<LogoutPage />} />
      <Route
        path="/backend"
        element={
          <RequireSession>
            <DashboardPage />
          </RequireSession>
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
