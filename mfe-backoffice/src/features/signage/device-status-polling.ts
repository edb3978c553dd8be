import { useEffect, useState } from 'react';
import { useStores } from '@bestellwerk/client';
import type { Id, SignageDevice } from '@bestellwerk/domain';

/** How often the TVs' list asks for their online state. */
export const DEVICE_STATUS_REFRESH_MS = 30_000;

export type DeviceStatus = Pick<SignageDevice, 'isOnline' | 'lastSeenAt' | 'currentSegment'>;

/**
 * The online state of every TV, asked for every 30 s without reloading the list (so the table
 * neither flickers nor loses its place); empty until the first answer. A failed refresh keeps
 * the last state.
 */
export function useDeviceStatusPolling(
  intervalMs = DEVICE_STATUS_REFRESH_MS,
): ReadonlyMap<Id, DeviceStatus> {
  const { api } = useStores();
  const [statuses, setStatuses] = useState<ReadonlyMap<Id, DeviceStatus>>(new Map());
  useEffect(() => {
    const controller = new AbortController();
    const refresh = () =>
      api
        .get('/digital-signage-devices', { signal: controller.signal })
        .then((devices) =>
          setStatuses(
            new Map(
              devices.map((device) => [
                device.id,
                {
                  isOnline: device.isOnline,
                  lastSeenAt: device.lastSeenAt,
                  currentSegment: device.currentSegment ?? null,
                },
              ]),
            ),
          ),
        )
        .catch(() => undefined);
    const timer = setInterval(refresh, intervalMs);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [api, intervalMs]);
  return statuses;
}
