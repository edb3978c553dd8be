import { useApiQuery, usePageTitle, useParams } from '@bestellwerk/client';
import { ErrorMessage, Loader } from '@bestellwerk/ui';
import { activityLine } from './activity-line.js';

const USER_NOT_LOADED = 'Benutzer konnte nicht geladen werden.';

/**
 * `/time-tracking/:a/:b` (a = username, b = access token): who the link belongs to and whether
 * an activity runs. A 401 here means a bad link, not a lost session, so it shows a message.
 */
export function TimeTrackingPage() {
  const { a = '', b = '' } = useParams();
  usePageTitle({ kind: 'division', title: 'Zeiterfassung' });
  const me = useApiQuery(
    (api, signal) =>
      api.get(`/time-tracking/${encodeURIComponent(a)}/${encodeURIComponent(b)}/me`, {
        signal,
        redirectOnUnauthorized: false,
      }),
    [a, b],
  );

  if (me.status === 'loading') return <Loader />;
  if (me.status === 'error') {
    const badLink = me.error.status === 401 || me.error.status === 404;
    return <ErrorMessage title={USER_NOT_LOADED} onRetry={badLink ? undefined : me.reload} />;
  }
  return (
    <section>
      <h1 className="bw-page-title">{`Hallo ${me.data.user.firstName}`}</h1>
      <p role="status">{activityLine(me.data.workingActivity)}</p>
    </section>
  );
}
