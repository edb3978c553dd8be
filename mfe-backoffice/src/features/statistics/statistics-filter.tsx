import { observer } from 'mobx-react-lite';
import { STATISTICS_PRESET_LABELS, STATISTICS_PRESETS, type Branch } from '@bestellwerk/domain';
import { BranchFilter, Checkbox, DateRangeFields } from '../../shared/layout/index.js';
import type { StatisticsStore } from './statistics-store.js';

export interface StatisticsFilterProps {
  store: StatisticsStore;
  /** The branches the user may see; null while they load (the filter then waits). */
  branches: readonly Branch[] | null;
}

/** The period (presets and Von/Bis), the branch and the comparison with the period before. */
export const StatisticsFilter = observer(function StatisticsFilter({
  store,
  branches,
}: StatisticsFilterProps) {
  const error = store.periodError;
  return (
    <div className="bo-statistics__filter">
      <div className="bo-statistics__presets" role="group" aria-label="Zeitraum">
        {STATISTICS_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="bo-statistics__preset"
            aria-pressed={store.preset === preset}
            onClick={() => void store.choosePreset(preset)}
          >
            {STATISTICS_PRESET_LABELS[preset]}
          </button>
        ))}
      </div>
      <div className="bo-statistics__fields">
        <DateRangeFields
          from={store.from}
          to={store.to}
          required
          errorId={error ? 'statistics-period-error' : null}
          onChange={(change) => void store.setRange(change)}
        />
        {branches && branches.length > 1 ? (
          <BranchFilter
            value={store.branch}
            branches={branches}
            onChange={(branch) => void store.setBranch(branch)}
          />
        ) : null}
        <Checkbox
          label="Vergleich mit Vorperiode"
          checked={store.compare}
          onChange={(compare) => void store.setCompare(compare)}
        />
      </div>
      {error ? (
        <p id="statistics-period-error" className="bo-statistics__period-error" role="alert">
          {error.message}
        </p>
      ) : null}
    </div>
  );
});
