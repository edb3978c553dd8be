import './signage.css';
import { useApiQuery, usePageTitle, useParams } from '@bestellwerk/client';
import { ErrorMessage, Loader } from '@bestellwerk/ui';
import { SegmentCycle } from './segment-cycle.js';

/** `/signage/:device`: the TV's name and its stream's segments, full screen. */
export function SignagePage() {
  const { device = '' } = useParams();
  const screen = useApiQuery(
    (api, signal) =>
      api.get(`/digital-signage-devices/public/${encodeURIComponent(device)}`, {
        signal,
      }),
    [device],
  );
  usePageTitle({
    kind: 'division',
    title: screen.status === 'done' ? screen.data.device.name : 'TV',
  });

  return (
    <div className="signage">
      {screen.status === 'loading' ? <Loader /> : null}
      {screen.status === 'error' ? (
        screen.error.status === 404 ? (
          <ErrorMessage title="TV nicht gefunden." />
        ) : (
          <ErrorMessage
            title="Die Anzeige konnte nicht geladen werden."
            text={screen.error.message}
            onRetry={screen.reload}
          />
        )
      ) : null}
      {screen.status === 'done' ? (
        <>
          <h1 className="signage__device">{screen.data.device.name}</h1>
          <SegmentCycle segments={screen.data.segments} />
        </>
      ) : null}
    </div>
  );
}
