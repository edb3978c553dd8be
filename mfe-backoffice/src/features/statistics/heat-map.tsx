import { useEffect, useRef } from 'react';
import {
  displayText,
  HEAT_MAP_SLOT_LABELS,
  type StatisticsAnswer,
  type HeatMapFigures,
  GERMAN_WEEKDAY_ABBREVIATIONS,
  GERMAN_WEEKDAY_NAMES,
} from '@bestellwerk/domain';

export interface HeatMapProps {
  answer: StatisticsAnswer<HeatMapFigures>;
  /** What is counted, for the caption and each cell: 'Bestellungen'. */
  unit: string;
  caption: string;
}

/** Five steps of colour from none to the busiest half hour. */
const LEVELS = 5;

/** A cell's colour step: 0 for none, 1–5 by its share of the busiest cell. */
function levelOf(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  return Math.max(1, Math.ceil((count / max) * LEVELS));
}

/**
 * A weekday × half-hour heat map as a table: rows Mo–So, columns 00:00–23:30, each cell's count
 * written in it (colour is never the only cue) and read out with its day and time. It scrolls
 * sideways inside its own box.
 */
export function HeatMap({ answer, unit, caption }: HeatMapProps) {
  const { counts } = answer.figures;
  const max = Math.max(0, ...counts.flat());
  const box = useRef<HTMLDivElement>(null);
  // The first half hour with any count, so a narrow box opens on the busy hours, not on the night.
  const firstBusySlot = HEAT_MAP_SLOT_LABELS.findIndex((_, slot) =>
    counts.some((day) => (day[slot] ?? 0) > 0),
  );
  useEffect(() => {
    const element = box.current;
    const first = element?.querySelectorAll<HTMLElement>('thead th')[firstBusySlot];
    const rowHeader = element?.querySelector<HTMLElement>('tbody th');
    if (element && first && rowHeader)
      element.scrollLeft = Math.max(0, first.offsetLeft - rowHeader.offsetWidth - 8);
  }, [firstBusySlot]);
  return (
    <div
      ref={box}
      className="bo-heat-map"
      tabIndex={0}
      role="region"
      aria-label={`${caption} (seitlich scrollbar)`}
    >
      <table className="bo-heat-map__table">
        <caption className="bw-visually-hidden">
          {caption}: {unit} je Wochentag und halber Stunde
        </caption>
        <thead>
          <tr>
            <td />
            {HEAT_MAP_SLOT_LABELS.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {GERMAN_WEEKDAY_NAMES.map((name, weekday) => (
            <tr key={name}>
              <th scope="row">
                <abbr title={name}>{GERMAN_WEEKDAY_ABBREVIATIONS[weekday]}</abbr>
              </th>
              {HEAT_MAP_SLOT_LABELS.map((label, slot) => {
                const count = counts[weekday]?.[slot] ?? 0;
                return (
                  <td
                    key={label}
                    className={`bo-heat-map__cell bo-heat-map__cell--${levelOf(count, max)}`}
                    title={`${name}, ${label}: ${displayText('count', count)} ${unit}`}
                  >
                    {count ? (
                      displayText('count', count)
                    ) : (
                      <span className="bw-visually-hidden">0</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="bo-heat-map__legend" aria-hidden="true">
        <span>wenig</span>
        {Array.from({ length: LEVELS }, (_, index) => (
          <span key={index} className={`bo-heat-map__cell bo-heat-map__cell--${index + 1}`} />
        ))}
        <span>viel</span>
      </p>
    </div>
  );
}
