import { useEffect, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import {
  ApiRequestError,
  UNKNOWN_ERROR_MESSAGE,
  usePageTitle,
  useLocation,
  useStores,
  Navigate,
  useNavigate,
} from '@bestellwerk/client';
import { Button } from '@bestellwerk/ui';
import { LOGIN_LINK_SENT, requestLoginLink } from './login-link.js';
import type { LoginReturnState } from './require-session.js';

const messageOf = (failure: unknown): string =>
  failure instanceof ApiRequestError ? failure.message : UNKNOWN_ERROR_MESSAGE;

/** The staff page to open after signing in: the one asked for before, else /backend. */
function useReturnPath(): string {
  const from = (useLocation().state as LoginReturnState | null)?.from;
  return from && from.startsWith('/backend') && !from.startsWith('/backend/log')
    ? from
    : '/backend';
}

/** Username and password; the API's German message (wrong password, lockout, account, CSRF) on failure. */
function PasswordForm({ onForgot }: { onForgot: () => void }) {
  const { session } = useStores();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await session.login(String(form.get('username') ?? ''), String(form.get('password') ?? ''));
      navigate(returnPath, { replace: true });
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  }

  return (
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
      <Button variant="secondary" onClick={onForgot}>
        Passwort vergessen
      </Button>
    </form>
  );
}

/** Asks for a sign-in link by e-mail; always the same confirmation, so accounts cannot be probed. */
function LinkRequestForm({ onBack }: { onBack: () => void }) {
  const { api } = useStores();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const username = String(new FormData(event.currentTarget).get('username') ?? '').trim();
    setBusy(true);
    setError(null);
    try {
      await requestLoginLink(api, username);
      setSent(true);
    } catch (failure) {
      setError(messageOf(failure));
    }
    setBusy(false);
  }

  return (
    <div className="bw-form">
      <h2 ref={heading} tabIndex={-1}>
        Passwort vergessen
      </h2>
      {sent ? (
        <p role="status">{LOGIN_LINK_SENT}</p>
      ) : (
        <form
          className="bw-form"
          onSubmit={submit}
          aria-describedby={error ? 'login-link-error' : 'login-link-hint'}
        >
          <p id="login-link-hint" className="bw-muted">
            Wir schicken Ihnen einen Link, mit dem Sie sich ohne Passwort anmelden können.
          </p>
          {error ? (
            <p id="login-link-error" role="alert" className="bw-error">
              {error}
            </p>
          ) : null}
          <label className="bw-field">
            Benutzername oder E-Mail
            <input name="username" autoComplete="username" required />
          </label>
          <Button type="submit" disabled={busy}>
            Anmeldelink senden
          </Button>
        </form>
      )}
      <Button variant="secondary" onClick={onBack}>
        Zurück zur Anmeldung
      </Button>
    </div>
  );
}

/**
 * `/backend/login`: username and password, or ('Passwort vergessen') a sign-in link by e-mail.
 * Signed-in users go on to /backend.
 */
export const LoginPage = observer(function LoginPage() {
  const { session } = useStores();
  const [mode, setMode] = useState<'password' | 'link'>('password');
  const [signedInHere] = useState(() => session.isSignedIn);
  usePageTitle({ kind: 'division', title: 'Anmelden' });

  // Someone already signed in when the page opened goes on; a sign-in here navigates itself.
  if (signedInHere) return <Navigate to="/backend" replace />;

  return (
    <section>
      <h1 className="bw-page-title">Anmelden</h1>
      {mode === 'password' ? (
        <PasswordForm onForgot={() => setMode('link')} />
      ) : (
        <LinkRequestForm onBack={() => setMode('password')} />
      )}
    </section>
  );
});
