import { observer } from 'mobx-react-lite';
import { KIOSK_PIN_MAX_DIGITS } from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import type { KioskStore } from './kiosk-store.js';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * The PIN entry for the tapped employee: a labelled password field (typeable from a keyboard,
 * numeric keyboard on phones) and big digit buttons; OK checks it, Abbrechen goes back.
 */
export const PinPad = observer(function PinPad({ store }: { store: KioskStore }) {
  const busy = store.busy !== null;
  return (
    <form
      className="tt-kiosk__pin"
      aria-labelledby="tt-kiosk-title"
      onSubmit={(event) => {
        event.preventDefault();
        void store.submitPin();
      }}
    >
      <label className="tt-kiosk__pin-label" htmlFor="tt-kiosk-pin">
        PIN
      </label>
      <input
        id="tt-kiosk-pin"
        className="tt-kiosk__pin-input"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={KIOSK_PIN_MAX_DIGITS}
        autoFocus
        value={store.pin}
        aria-invalid={store.pinError ? true : undefined}
        aria-describedby={store.pinError ? 'tt-kiosk-pin-error' : undefined}
        onChange={(event) => store.setPin(event.target.value)}
      />
      {store.pinError ? (
        <p id="tt-kiosk-pin-error" className="tt-clock__error" role="alert">
          {store.pinError}
        </p>
      ) : null}
      <div className="tt-kiosk__keys">
        {DIGITS.map((digit) => (
          <button
            key={digit}
            type="button"
            className="tt-kiosk__key"
            disabled={busy}
            onClick={() => store.typeDigit(digit)}
          >
            {digit}
          </button>
        ))}
        <button
          type="button"
          className="tt-kiosk__key tt-kiosk__key--small"
          aria-label="Letzte Ziffer löschen"
          disabled={busy}
          onClick={() => store.deleteDigit()}
        >
          ⌫
        </button>
        <button
          type="button"
          className="tt-kiosk__key"
          disabled={busy}
          onClick={() => store.typeDigit('0')}
        >
          0
        </button>
        <button
          type="submit"
          className="tt-kiosk__key tt-kiosk__key--ok"
          disabled={busy}
          aria-busy={busy}
        >
          OK
        </button>
      </div>
      <Button variant="secondary" className="tt-kiosk__cancel" onClick={() => store.finish()}>
        Abbrechen
      </Button>
    </form>
  );
});
