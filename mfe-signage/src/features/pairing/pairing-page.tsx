import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { Navigate, useNavigate, usePageTitle, useStores } from '@bestellwerk/client';
import { Loader } from '@bestellwerk/ui';
import { rememberedDevice } from '../../shared/remembered-device.js';
import { signageApi } from '../../shared/signage-api.js';
import { useFullScreenPage } from '../../shared/use-full-screen-page.js';
import { PairingStore } from './pairing-store.js';
import './pairing-page.css';

/**
 * `/signage`: a TV that knows its device opens it; any other shows a pairing code, very large,
 * until an admin enters it in the backoffice, then opens its device and remembers it.
 */
export const PairingPage = observer(function PairingPage() {
  const remembered = useMemo(() => rememberedDevice.read(), []);
  useFullScreenPage();
  usePageTitle({ kind: 'division', title: 'TV verbinden' });
  if (remembered) return <Navigate to={`/signage/${encodeURIComponent(remembered)}`} replace />;
  return <PairingCode />;
});

const PairingCode = observer(function PairingCode() {
  const { api } = useStores();
  const navigate = useNavigate();
  const store = useMemo(
    () =>
      new PairingStore(signageApi(api), (identifier) => {
        rememberedDevice.write(identifier);
        navigate(`/signage/${encodeURIComponent(identifier)}`, { replace: true });
      }),
    [api, navigate],
  );
  useEffect(() => store.start(), [store]);

  return (
    <div className="signage-pairing">
      <h1 className="signage-pairing__title">Diesen TV verbinden</h1>
      {store.status === 'loading' ? <Loader /> : null}
      {store.code ? (
        <>
          <p
            className="signage-pairing__code"
            aria-label={`Code ${store.code.split('').join(' ')}`}
          >
            {store.code}
          </p>
          <p className="signage-pairing__hint">
            Code im Backoffice unter „TVs“ beim gewünschten TV eingeben.
          </p>
        </>
      ) : null}
      {store.status === 'error' ? (
        <p className="signage-pairing__hint" role="alert">
          Keine Verbindung zum Server. Der TV versucht es weiter.
        </p>
      ) : null}
    </div>
  );
});
