import { observer } from 'mobx-react-lite';
import { formatInstantDateTime, type Log } from '@bestellwerk/domain';
import { Link, useApiQuery, useLocation, useNavigate, useStores } from '@bestellwerk/client';
import {
  BackofficePage,
  pagedTotal,
  PagingNav,
  pagingOf,
  QueryState,
} from '../../shared/layout/index.js';
import {
  parseProtocolFilter,
  protocolPath,
  protocolSearch,
  PROTOCOL_PAGE_SIZE,
  type ProtocolFilter,
} from './protocol-filter.js';
import { ProtocolFilterForm } from './protocol-filter-form.js';
import { areaLabel, LOG_LEVEL_LABELS, recordLabel } from './protocol-labels.js';
import './protocol.css';

/** One entry of the list: when, level, area, message, record and who; links to its detail. */
function ProtocolRow({ entry, timeZone }: { entry: Log; timeZone?: string }) {
  return (
    <li className={`bo-protocol__entry bo-protocol__entry--${entry.level}`}>
      <Link to={`/backend/logs/${entry.id}`} className="bo-protocol__message">
        {entry.message}
      </Link>
      <span className="bo-protocol__meta">
        <time dateTime={entry.createdAt}>{formatInstantDateTime(entry.createdAt, timeZone)}</time>
        <span>{LOG_LEVEL_LABELS[entry.level]}</span>
        <span>{areaLabel(entry.area)}</span>
        {entry.record ? <span>{recordLabel(entry.record)}</span> : null}
        <span>{entry.user ? entry.user.username : 'System'}</span>
      </span>
    </li>
  );
}

/**
 * `/backend/logs` (admins): the application log newest first, filtered by Stufe, Bereich,
 * Benutzer, Datensatz and Von/Bis (kept in the URL), 50 per page.
 */
export const ProtocolPage = observer(function ProtocolPage() {
  const { config } = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  const timeZone = config.config?.timeZone || undefined;
  const filter = parseProtocolFilter(location.search);
  const path = protocolPath(filter);
  const entries = useApiQuery((api, signal) => api.getPage(path, { signal }), [path]);
  const users = useApiQuery((api, signal) => api.get('/users', { signal }), []);
  const go = (next: ProtocolFilter) =>
    navigate({ pathname: location.pathname, search: protocolSearch(next) });

  const total =
    entries.status === 'done'
      ? pagedTotal(entries.data.total, filter.page, PROTOCOL_PAGE_SIZE, entries.data.items.length)
      : 0;
  const paging = pagingOf(total, filter.page, PROTOCOL_PAGE_SIZE);

  return (
    <BackofficePage title="Protokoll">
      <ProtocolFilterForm
        key={path}
        filter={filter}
        users={users.status === 'done' ? users.data : []}
        onApply={go}
      />
      <QueryState
        query={entries}
        loading="Protokoll wird geladen…"
        failedTitle="Protokoll konnte nicht geladen werden."
      />
      {entries.status === 'done' ? (
        <>
          <p role="status" className="bo-protocol__count">
            {total === 1 ? '1 Eintrag' : `${total.toLocaleString('de-DE')} Einträge`}
          </p>
          {entries.data.items.length === 0 ? (
            <p>Keine Einträge gefunden.</p>
          ) : (
            <ol className="bo-protocol__list" aria-label="Protokolleinträge, neueste zuerst">
              {entries.data.items.map((entry) => (
                <ProtocolRow key={entry.id} entry={entry} timeZone={timeZone} />
              ))}
            </ol>
          )}
          <PagingNav paging={paging} onPage={(page) => go({ ...filter, page })} />
        </>
      ) : null}
    </BackofficePage>
  );
});
