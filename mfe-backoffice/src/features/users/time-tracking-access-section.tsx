import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  businessDayOf,
  DEFAULT_TIME_ZONE,
  formatCalendarDate,
  KIOSK_PIN_MAX_DIGITS,
  type User,
} from '@bestellwerk/domain';
import { useStores } from '@bestellwerk/client';
import { Button } from '@bestellwerk/ui';
import { ConfirmDelete, StatusNotice } from '../../shared/layout/index.js';
import {
  TIME_TRACKING_ACCESS_MESSAGES,
  TimeTrackingAccessStore,
} from './time-tracking-access-store.js';

/** The QR code as an image: the API's own SVG as a data URL, never inserted as markup. */
function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The link just made: the full address, a copy button and its QR code, with the hint. */
function NewLink({ url, qrSvg }: { url: string; qrSvg: string }) {
  const [copied, setCopied] = useState<string | null>(null);
  const address = `${window.location.origin}${url}`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      setCopied('Link wurde kopiert.');
    } catch {
      setCopied('Der Link konnte nicht kopiert werden. Bitte markieren und kopieren Sie ihn.');
    }
  }
  return (
    <div className="bo-tt-access__link">
      <p className="bo-tt-access__hint">
        Der Link wird nur jetzt angezeigt. Geben Sie ihn der Person weiter oder lassen Sie sie den
        QR-Code scannen.
      </p>
      <div className="bo-field">
        <label htmlFor="tt-access-url">Persönlicher Link</label>
        <input id="tt-access-url" type="text" readOnly value={address} />
      </div>
      <Button variant="secondary" onClick={() => void copy()}>
        Link kopieren
      </Button>
      <StatusNotice text={copied} />
      <img
        className="bo-tt-access__qr"
        src={svgDataUrl(qrSvg)}
        alt="QR-Code des persönlichen Links"
        width={200}
        height={200}
      />
    </div>
  );
}

/**
 * "Zeiterfassung" on a user's page: whether they have a personal link (and since when), "Link
 * erneuern" with the new link and QR code shown once, and the PIN for the shop tablet.
 */
export const TimeTrackingAccessSection = observer(function TimeTrackingAccessSection({
  user,
  timeZone = DEFAULT_TIME_ZONE,
}: {
  user: User;
  timeZone?: string;
}) {
  const { api } = useStores();
  // One store per user (the view keys it by id): saving the form keeps a link just shown.
  const [store] = useState(() => new TimeTrackingAccessStore(user, api));
  const linkState =
    store.hasLink && store.linkCreatedAt
      ? `Link erstellt am ${formatCalendarDate(businessDayOf(new Date(store.linkCreatedAt), timeZone))}`
      : store.hasLink
        ? 'Link vorhanden'
        : 'Noch kein Link';
  return (
    <section className="bo-tt-access" aria-labelledby="tt-access-title">
      <h2 id="tt-access-title">Zeiterfassung</h2>
      <StatusNotice text={store.notice} />
      {store.error ? (
        <p className="bo-field-error" role="alert">
          {store.error}
        </p>
      ) : null}
      <h3>Persönlicher Link</h3>
      <p>{linkState}</p>
      {store.confirmingRenew ? (
        <ConfirmDelete
          question={TIME_TRACKING_ACCESS_MESSAGES.renewQuestion}
          confirmLabel="Link erneuern"
          busy={store.busy === 'renew'}
          onConfirm={() => void store.renew()}
          onCancel={() => store.cancelRenew()}
        />
      ) : (
        <Button
          variant="secondary"
          disabled={store.busy !== null}
          aria-busy={store.busy === 'renew'}
          onClick={() => store.askRenew()}
        >
          Link erneuern
        </Button>
      )}
      {store.link ? <NewLink url={store.link.url} qrSvg={store.link.qrSvg} /> : null}

      <h3>PIN für das Tablet</h3>
      <p>{store.hasPin ? 'PIN ist gesetzt.' : 'Noch keine PIN.'}</p>
      <form
        className="bo-tt-access__pin"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void store.savePin();
        }}
      >
        <div className="bo-field">
          <label htmlFor="tt-access-pin">{store.hasPin ? 'Neue PIN' : 'PIN'}</label>
          <input
            id="tt-access-pin"
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={KIOSK_PIN_MAX_DIGITS}
            value={store.pin}
            aria-invalid={store.pinError ? true : undefined}
            aria-describedby={store.pinError ? 'tt-access-pin-error' : 'tt-access-pin-hint'}
            onChange={(event) => store.setPin(event.target.value)}
          />
          <span id="tt-access-pin-hint" className="bw-muted">
            4 bis 6 Ziffern, keine Zahlenreihe und nicht lauter gleiche Ziffern.
          </span>
          {store.pinError ? (
            <span id="tt-access-pin-error" className="bo-field-error" role="alert">
              {store.pinError}
            </span>
          ) : null}
        </div>
        <div className="bo-tt-access__actions">
          <Button type="submit" disabled={store.busy !== null} aria-busy={store.busy === 'savePin'}>
            {store.hasPin ? 'PIN ändern' : 'PIN setzen'}
          </Button>
          {store.hasPin ? (
            <Button
              variant="secondary"
              disabled={store.busy !== null}
              aria-busy={store.busy === 'removePin'}
              onClick={() => void store.removePin()}
            >
              PIN entfernen
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
});
