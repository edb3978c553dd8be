import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { DEFAULT_TIME_ZONE } from '@bestellwerk/domain';
import { useStores } from '@bestellwerk/client';
import { ResourceScreen } from '../../shared/resources/resource-screen.js';
import { RequireAdmin } from '../../shared/session/require-admin.js';
import { useSignageSegments } from './signage-sources.js';
import { StreamSegmentsContext } from './stream-segments-context.js';
import { streamsResource } from './stream-resource.js';
import './signage.css';

const StreamsScreen = observer(function StreamsScreen() {
  const { config } = useStores();
  const timeZone = config.config?.timeZone || DEFAULT_TIME_ZONE;
  const segments = useSignageSegments();
  const resource = useMemo(() => streamsResource(timeZone), [timeZone]);
  return (
    <StreamSegmentsContext.Provider value={segments.status === 'done' ? segments.data : []}>
      {segments.status === 'error' ? (
        <p role="alert" className="bo-muted">
          Filmsequenzen konnten nicht geladen werden.
        </p>
      ) : null}
      <ResourceScreen resource={resource} />
    </StreamSegmentsContext.Provider>
  );
});

/** `/backend/signage/streams` (administrators): the playlists of the TVs. */
export const SignageStreamsPage = () => (
  <RequireAdmin>
    <StreamsScreen />
  </RequireAdmin>
);
