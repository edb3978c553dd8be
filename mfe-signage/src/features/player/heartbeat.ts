import { SIGNAGE_HEARTBEAT_SECONDS, type SignageHeartbeat } from '@bestellwerk/domain';

/**
 * Reports every SIGNAGE_HEARTBEAT_SECONDS (and once at start) that the TV is alive; an answer
 * asking for a reload reloads. Failed beats are skipped (the next one tries again). Answers
 * the disposer.
 */
export function startHeartbeat(
  send: () => Promise<SignageHeartbeat>,
  onReload: () => void,
  seconds = SIGNAGE_HEARTBEAT_SECONDS,
): () => void {
  let stopped = false;
  const beat = () => {
    send().then(
      (answer) => {
        if (!stopped && answer?.reload) onReload();
      },
      () => undefined,
    );
  };
  beat();
  const timer = setInterval(beat, seconds * 1000);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
