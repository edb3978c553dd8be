import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import {
  ApiRequestError,
  usePageTitle,
  useStores,
  Navigate,
  useNavigate,
} from '@bestellwerk/client';
import { Button } from '@bestellwerk/ui';

/** `/backend/login`: username and password; the API's German message on failure, the dashboard on success. */
export const LoginPage = observer(function LoginPage() {
  const { session } = useStores();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  usePageTitle({ kind: 'division', title: 'Anmelden' });

  if (session.isSignedIn && !busy) return <Navigate to="/backend" replace />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await session.login(String(form.get('username') ?? ''), String(form.get('password') ?? ''));
      navigate('/backend', { replace: true });
    } catch (failure) {
      setError(
        failure instanceof ApiRequestError
          ? failure.message
          : 'Ein unbekannter Fehler ist aufgetreten.',
      );
      setBusy(false);
    }
  }

  return (
    <section>
      <h1 className="bw-page-title">Anmelden</h1>
      <form
        className="bw-form"
        onSubmit={submit}
        aria-describedby={error ? 'login-error' : undefined}
      >
        {error ? (
          <p id="login-error" role="alert" className="bw-error">
            {error}
          </p>
        ) : null}
        <label className="bw-field">
          Benutzername
          <input name="username" autoComplete="username" required />
        </label>
        <label className="bw-field">
          Passwort
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <Button type="submit" disabled={busy}>
          Anmelden
        </Button>
      </form>
    </section>
  );
});
