import { useEffect, useRef, useState } from 'react';
import {
  ApiRequestError,
  LOGIN_PATH,
  UNKNOWN_ERROR_MESSAGE,
  Link,
  useNavigate,
  useParams,
  usePageTitle,
  useStores,
} from '@bestellwerk/client';
import { Loader } from '@bestellwerk/ui';

/**
 * `/backend/login/link/:token`: signs in with the token of an e-mailed link (once, also under
 * StrictMode's double effects, as a token works only once) and goes on to /backend; a spent or
 * expired link shows the API's message and a way back to the sign-in.
 */
export function LoginLinkPage() {
  const { token = '' } = useParams();
  const { session } = useStores();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  usePageTitle({ kind: 'division', title: 'Anmelden' });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    session.loginWithLink(token).then(
      () => navigate('/backend', { replace: true }),
      (failure: unknown) =>
        setError(failure instanceof ApiRequestError ? failure.message : UNKNOWN_ERROR_MESSAGE),
    );
  }, [session, token, navigate]);

  if (!error) return <Loader label="Anmeldung läuft…" />;
  return (
    <section>
      <h1 className="bw-page-title">Anmeldung fehlgeschlagen</h1>
      <p role="alert" className="bw-error">
        {error}
      </p>
      <p>
        <Link to={LOGIN_PATH}>Zur Anmeldung</Link>
      </p>
    </section>
  );
}
