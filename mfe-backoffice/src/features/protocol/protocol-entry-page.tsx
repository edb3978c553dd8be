import { observer } from 'mobx-react-lite';
import { formatInstantDateTime, type Log } from '@bestellwerk/domain';
import { Link, useApiQuery, useParams, useStores } from '@bestellwerk/client';
import { BackofficePage, QueryState } from '../../shared/layout/index.js';
import {
  areaLabel,
  changesOf,
  contextLabel,
  LOG_LEVEL_LABELS,
  recordLabel,
  valueText,
} from './protocol-labels.js';
import './protocol.css';

/** The changed fields of an update: Feld / Vorher / Nachher (on a phone as cards, labelled). */
function ChangesTable({ entry }: { entry: Log }) {
  const changes = changesOf(entry);
  if (changes.length === 0) return null;
  return (
    <table className="bo-table bo-protocol__changes">
      <caption>Geänderte Felder</caption>
      <thead>
        <tr>
          <th scope="col">Feld</th>
          <th scope="col">Vorher</th>
          <th scope="col">Nachher</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{change.field}</th>
            <td data-label="Vorher">{valueText(change.old, change.field)}</td>
            <td data-label="Nachher">{valueText(change.new, change.field)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The entry's other details (context without the changes), as name and value. */
function Details({ entry }: { entry: Log }) {
  const details = Object.entries(entry.context).filter(([name]) => name !== 'changes');
  if (details.length === 0) return null;
  return (
    <>
      <h2 className="bo-protocol__heading">Details</h2>
      <dl className="bo-protocol__facts">
        {details.map(([name, value]) => (
          <div key={name}>
            <dt>{contextLabel(name)}</dt>
            <dd>{valueText(value)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** `/backend/logs/{id}` (admins): who did what when to which record, and the changed fields. */
export const ProtocolEntryPage = observer(function ProtocolEntryPage() {
  const { config } = useStores();
  const { id = '' } = useParams();
  const timeZone = config.config?.timeZone || undefined;
  const entry = useApiQuery((api, signal) => api.get(`/logs/${Number(id)}`, { signal }), [id]);
  return (
    <BackofficePage title="Protokolleintrag">
      <p>
        <Link to="/backend/logs">Zurück zum Protokoll</Link>
      </p>
      <QueryState
        query={entry}
        loading="Protokoll wird geladen…"
        failedTitle="Protokoll konnte nicht geladen werden."
      />
      {entry.status === 'done' ? (
        <article className="bo-protocol__detail" aria-label="Protokolleintrag">
          <p className="bo-protocol__detail-message">{entry.data.message}</p>
          <dl className="bo-protocol__facts">
            <div>
              <dt>Zeitpunkt</dt>
              <dd>
                <time dateTime={entry.data.createdAt}>
                  {formatInstantDateTime(entry.data.createdAt, timeZone)}
                </time>
              </dd>
            </div>
            <div>
              <dt>Benutzer</dt>
              <dd>{entry.data.user ? entry.data.user.username : 'System'}</dd>
            </div>
            <div>
              <dt>Stufe</dt>
              <dd>{LOG_LEVEL_LABELS[entry.data.level]}</dd>
            </div>
            <div>
              <dt>Bereich</dt>
              <dd>{areaLabel(entry.data.area)}</dd>
            </div>
            <div>
              <dt>Datensatz</dt>
              <dd>{recordLabel(entry.data.record)}</dd>
            </div>
          </dl>
          <ChangesTable entry={entry.data} />
          <Details entry={entry.data} />
        </article>
      ) : null}
    </BackofficePage>
  );
});
