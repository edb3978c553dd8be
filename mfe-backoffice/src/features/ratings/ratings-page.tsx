import { useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import {
  businessDayOf,
  formatInstantDateTime,
  QUESTIONNAIRE_RATING_FIELDS,
  RATING_CATEGORY_LABELS,
  RATING_LIST_LIMIT,
  ratingAverageText,
  type Branch,
  type RatingReport,
} from '@bestellwerk/domain';
import {
  Link,
  useApiQuery,
  useLocation,
  useNavigate,
  useNow,
  useStores,
} from '@bestellwerk/client';
import { Button } from '@bestellwerk/ui';
import {
  BackofficePage,
  BranchFilter,
  DateRangeFields,
  QueryState,
  useBranches,
} from '../../shared/layout/index.js';
import {
  parseRatingsFilter,
  ratingsFilterError,
  ratingsPath,
  ratingsSearch,
  type RatingsFilter,
} from './ratings-filter.js';
import './ratings.css';

interface FilterFormProps {
  filter: RatingsFilter;
  branches: readonly Branch[];
  onApply: (filter: RatingsFilter) => void;
}

/** Period and branch of the ratings; applied with 'Anzeigen' (or Enter). */
function RatingsFilterForm({ filter, branches, onApply }: FilterFormProps) {
  const errorId = useId();
  const [draft, setDraft] = useState(filter);
  const error = ratingsFilterError(draft);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!error) onApply(draft);
  }
  return (
    <form
      role="search"
      aria-label="Bewertungen filtern"
      className="bo-ratings__filter"
      onSubmit={submit}
    >
      <DateRangeFields
        from={draft.from}
        to={draft.to}
        onChange={(change) => setDraft({ ...draft, ...change })}
        errorId={error ? errorId : null}
        required
      />
      <BranchFilter
        value={draft.branch}
        branches={branches}
        onChange={(branch) => setDraft({ ...draft, branch })}
      />
      <Button type="submit">Anzeigen</Button>
      {error ? (
        <p id={errorId} className="bo-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** The averages per branch: count and the four categories. */
function AveragesTable({ report }: { report: RatingReport }) {
  return (
    <div className="bo-ratings__scroll">
      <table className="bo-table bo-ratings__averages">
        <caption>Durchschnitt je Filiale (1 bis 5)</caption>
        <thead>
          <tr>
            <th scope="col">Filiale</th>
            <th scope="col" className="bo-ratings__number">
              Anzahl
            </th>
            {QUESTIONNAIRE_RATING_FIELDS.map((field) => (
              <th key={field} scope="col" className="bo-ratings__number">
                {RATING_CATEGORY_LABELS[field]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.averages.map((average) => (
            <tr key={average.branch.id} data-testid={`rating-average-${average.branch.id}`}>
              <th scope="row">{average.branch.name}</th>
              <td className="bo-ratings__number">{average.count}</td>
              {QUESTIONNAIRE_RATING_FIELDS.map((field) => (
                <td key={field} className="bo-ratings__number">
                  {ratingAverageText(average[field], average.count)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The ratings newest first, each linking to its order. */
function RatingsTable({ report, timeZone }: { report: RatingReport; timeZone?: string }) {
  return (
    <div className="bo-ratings__scroll">
      <table className="bo-table bo-ratings__list">
        <caption>Bewertungen, neueste zuerst</caption>
        <thead>
          <tr>
            <th scope="col">Bewertet am</th>
            <th scope="col">Filiale</th>
            <th scope="col">Bestellung</th>
            {QUESTIONNAIRE_RATING_FIELDS.map((field) => (
              <th key={field} scope="col" className="bo-ratings__number">
                {RATING_CATEGORY_LABELS[field]}
              </th>
            ))}
            <th scope="col">Kommentar</th>
          </tr>
        </thead>
        <tbody>
          {report.ratings.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.createdAt}>
                  {formatInstantDateTime(entry.createdAt, timeZone)}
                </time>
              </td>
              <td>{entry.branch.name}</td>
              <td>
                <Link to={`/backend/orders/${entry.order.id}`}>
                  {`Nr. ${entry.order.ticketNumber}`}
                </Link>
              </td>
              {QUESTIONNAIRE_RATING_FIELDS.map((field) => (
                <td key={field} className="bo-ratings__number">
                  {entry[field]}
                </td>
              ))}
              <td className="bo-ratings__comment">{entry.comment || '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * `/backend/ratings`: the customers' ratings of a period (kept in the URL, the last 30 days by
 * default), the averages per branch and the ratings newest first with links to their orders.
 * Employees see their branches only (the API's rule).
 */
export const RatingsPage = observer(function RatingsPage() {
  const { session, config } = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  const now = useNow(60_000);
  const timeZone = config.config?.timeZone || undefined;
  const filter = parseRatingsFilter(location.search, businessDayOf(now, timeZone));
  const path = ratingsPath(filter);
  const report = useApiQuery((api, signal) => api.get(path, { signal }), [path]);
  const branches = useBranches();
  const visibleBranches = (branches.list ?? []).filter((b) => session.worksFor(b.id));

  return (
    <BackofficePage title="Bewertungen">
      <RatingsFilterForm
        key={path}
        filter={filter}
        branches={visibleBranches}
        onApply={(next) => navigate({ pathname: location.pathname, search: ratingsSearch(next) })}
      />
      <QueryState
        query={report}
        loading="Bewertungen werden geladen…"
        failedTitle="Bewertungen konnten nicht geladen werden."
      />
      {report.status === 'done' ? (
        report.data.ratings.length === 0 ? (
          <p role="status">Keine Bewertungen in diesem Zeitraum.</p>
        ) : (
          <>
            <AveragesTable report={report.data} />
            <RatingsTable report={report.data} timeZone={timeZone} />
            {report.data.ratings.length >= RATING_LIST_LIMIT ? (
              <p className="bw-muted">{`Die neuesten ${RATING_LIST_LIMIT} Bewertungen werden angezeigt; der Durchschnitt zählt alle.`}</p>
            ) : null}
          </>
        )
      ) : null}
    </BackofficePage>
  );
});
