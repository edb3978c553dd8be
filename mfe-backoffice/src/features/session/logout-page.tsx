import { useEffect, useRef } from 'react';
import { LOGIN_PATH, useStores, useNavigate } from '@bestellwerk/client';
import { Loader } from '@bestellwerk/ui';

/** `/backend/logout`: ends the session, then shows the login. */
export function LogoutPage() {
  const { session } = useStores();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    session
      .logout()
      .catch(() => undefined)
      .finally(() => navigate(LOGIN_PATH, { replace: true }));
  }, [session, navigate]);

  return <Loader label="Abmelden…" />;
}
