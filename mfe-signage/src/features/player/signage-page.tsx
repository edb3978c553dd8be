import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useLocation, usePageTitle, useParams, useStores } from '@bestellwerk/client';
import { ErrorMessage } from '@bestellwerk/ui';
import { rememberedDevice } from '../../shared/remembered-device.js';
import { PlayerSession } from './player-session.js';
import { signageApi } from '../../shared/signage-api.js';
import { SignagePlayer } from './signage-player.js';
import { useFullScreenPage } from '../../shared/use-full-screen-page.js';
import './signage-player.css';

/** Highest `?speed=`: segments play at most this much shorter (the memory benchmark). */
const MAX_SPEED = 100;

/** `?speed=N` (1…100) shortens every segment N times; anything else plays at normal speed. */
export function speedOf(search: string): number {
  const speed = Number(new URLSearchParams(search).get('speed'));
  return Number.isFinite(speed) && speed >= 1 ? Math.min(speed, MAX_SPEED) : 1;
}

/**
 * `/signage/:device`: the TV. Plays the device's display full screen, live and offline; says
 * "TV nicht gefunden." for an unknown device.
 */
export const SignagePage = observer(function SignagePage() {
  const { device = '' } = useParams();
  const { search } = useLocation();
  const { api } = useStores();
  useFullScreenPage();
  const speed = speedOf(search);
  const session = useMemo(
    () =>
      new PlayerSession({
        api: signageApi(api),
        identifier: device,
        speed,
        reload: () => window.location.reload(),
      }),
    [api, device, speed],
  );
  useEffect(() => session.start(), [session]);
  const store = session.display;
  useEffect(() => {
    if (store.status === 'missing') rememberedDevice.forget(device);
  }, [store.status, device]);
  usePageTitle({ kind: 'division', title: store.display?.device.name ?? 'TV' });

  if (store.status === 'missing')
    return (
      <div className="signage-message">
        <ErrorMessage title="TV nicht gefunden." />
      </div>
    );
  if (store.status === 'error')
    return (
      <div className="signage-message">
        <ErrorMessage
          title="Die Anzeige konnte nicht geladen werden."
          text={store.error ?? undefined}
          onRetry={() => void store.refresh()}
        />
      </div>
    );
  return <SignagePlayer session={session} />;
});
