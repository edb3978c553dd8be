import { useId, useState, type KeyboardEvent } from 'react';
import { ApiRequestError, useStores } from '@bestellwerk/client';
import { SIGNAGE_PAIRING_CODE_LENGTH, type Id } from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import type { ResourceRecord } from '../../shared/resources/resource-config.js';
import { pairSignageDevice, reloadSignageDevice } from './signage-device-api.js';

/** The German messages of a failed request (the server's, or the unknown error's). */
const messagesOf = (error: unknown): string =>
  error instanceof ApiRequestError
    ? error.errors.map((each) => each.message).join(' ')
    : 'Ein unbekannter Fehler ist aufgetreten.';

/** "Jetzt neu laden": the TV reloads at its next heartbeat. */
function ReloadButton({ id, name }: { id: Id; name: string }) {
  const { api } = useStores();
  const [state, setState] = useState<{ busy: boolean; text: string; failed: boolean }>({
    busy: false,
    text: '',
    failed: false,
  });
  async function reload() {
    setState({ busy: true, text: '', failed: false });
    try {
      await reloadSignageDevice(api, id);
      setState({
        busy: false,
        text: `TV „${name}“ lädt beim nächsten Lebenszeichen neu (spätestens in 30 Sekunden).`,
        failed: false,
      });
    } catch (error) {
      setState({ busy: false, text: messagesOf(error), failed: true });
    }
  }
  return (
    <div className="bo-signage-action">
      <Button variant="secondary" disabled={state.busy} onClick={() => void reload()}>
        Jetzt neu laden
      </Button>
      {state.text ? (
        <p
          role={state.failed ? 'alert' : 'status'}
          className={state.failed ? 'bo-field-error' : 'bo-notice'}
        >
          {state.text}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Pairing: the code a TV opened on /signage shows (six characters, any case) binds that
 * screen to this TV record; the server's message stands at the field. No nested form: the
 * record's form is around it, so Enter in the field pairs.
 */
function PairingField({ id, name }: { id: Id; name: string }) {
  const { api } = useStores();
  const inputId = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [paired, setPaired] = useState('');
  const complete = code.trim().length === SIGNAGE_PAIRING_CODE_LENGTH;

  async function pair() {
    if (!complete || busy) return;
    setBusy(true);
    setError('');
    setPaired('');
    try {
      await pairSignageDevice(api, id, code);
      setPaired(`Der Bildschirm ist jetzt mit dem TV „${name}“ gekoppelt.`);
      setCode('');
    } catch (failure) {
      setError(messagesOf(failure));
    } finally {
      setBusy(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void pair();
  }

  return (
    <fieldset className="bo-fieldset bo-signage-pairing">
      <legend>Bildschirm koppeln</legend>
      <p className="bo-muted bo-editor__help" id={`${inputId}-hint`}>
        Öffnen Sie auf dem TV die Adresse <code>/signage</code>: er zeigt einen Code aus{' '}
        {SIGNAGE_PAIRING_CODE_LENGTH} Zeichen. Geben Sie ihn hier ein, dann spielt der Bildschirm
        diesen TV ab.
      </p>
      <div className="bo-signage-add">
        <div className="bo-field">
          <label htmlFor={inputId}>Code vom Bildschirm</label>
          <input
            id={inputId}
            value={code}
            maxLength={SIGNAGE_PAIRING_CODE_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="bo-signage-code"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}
            onChange={(event) => {
              setCode(event.target.value.toUpperCase());
              setError('');
            }}
            onKeyDown={onKeyDown}
          />
        </div>
        <Button variant="secondary" disabled={!complete || busy} onClick={() => void pair()}>
          Koppeln
        </Button>
      </div>
      {error ? (
        <p id={`${inputId}-error`} className="bo-field-error" role="alert">
          {error}
        </p>
      ) : null}
      {paired ? (
        <p role="status" className="bo-notice">
          {paired}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Below a saved TV's form: reload and pairing; a new TV is saved first. */
export function DeviceActions({ record }: { record: ResourceRecord | null }) {
  if (!record)
    return (
      <p className="bo-muted">
        Nach dem Speichern können Sie hier den Bildschirm koppeln und neu laden.
      </p>
    );
  const name = typeof record.name === 'string' ? record.name : `#${record.id}`;
  return (
    <div className="bo-signage-actions">
      <ReloadButton id={record.id} name={name} />
      <PairingField id={record.id} name={name} />
    </div>
  );
}
