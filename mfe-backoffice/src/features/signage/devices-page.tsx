import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useApiQuery, useStores } from '@bestellwerk/client';
import { DEFAULT_TIME_ZONE, type Id } from '@bestellwerk/domain';
import { useBranches } from '../../shared/layout/branches.js';
import { ResourceScreen } from '../../shared/resources/resource-screen.js';
import { RequireAdmin } from '../../shared/session/require-admin.js';
import { devicesResource } from './device-resource.js';
import { useDeviceStatusPolling } from './device-status-polling.js';
import { SignageStreamsContext } from './device-stream-control.js';
import { useSignageSegments } from './signage-sources.js';
import './signage.css';

/** A lookup of names by id, with a fallback for an id the list does not hold. */
function namesOf(list: readonly { id: Id; name: string }[], fallback: string) {
  const names = new Map(list.map((each) => [each.id, each.name]));
  return (id: Id) => names.get(id) ?? `${fallback} #${id}`;
}

const DevicesScreen = observer(function DevicesScreen() {
  const { config } = useStores();
  const timeZone = config.config?.timeZone || DEFAULT_TIME_ZONE;
  const branches = useBranches();
  const streamsQuery = useApiQuery(
    (api, signal) => api.get('/digital-signage-streams', { signal }),
    [],
  );
  const segmentsQuery = useSignageSegments();
  const statuses = useDeviceStatusPolling();
  const streams = useMemo(
    () => (streamsQuery.status === 'done' ? streamsQuery.data : []),
    [streamsQuery],
  );
  const segments = useMemo(
    () => (segmentsQuery.status === 'done' ? segmentsQuery.data : []),
    [segmentsQuery],
  );
  const resource = useMemo(
    () =>
      devicesResource({
        branchName: branches.nameOf,
        streamName: namesOf(streams, 'Stream'),
        segmentName: namesOf(segments, 'Filmsequenz'),
        statusOf: (id) => statuses.get(id) ?? null,
        timeZone,
      }),
    [branches.nameOf, streams, segments, statuses, timeZone],
  );
  return (
    <SignageStreamsContext.Provider value={streams}>
      <ResourceScreen resource={resource} />
    </SignageStreamsContext.Provider>
  );
});

/** `/backend/signage/devices` (administrators): the TVs in the shops. */
export const SignageDevicesPage = () => (
  <RequireAdmin>
    <DevicesScreen />
  </RequireAdmin>
);
