import { useId, useState } from 'react';
import { weeklyHours, weeklyHoursText, type Branch } from '@bestellwerk/domain';

type HoursKind = 'opening' | 'delivery';

const HOURS_HEADINGS: Record<HoursKind, string> = {
  opening: 'Öffnungszeiten',
  delivery: 'Lieferzeiten',
};

/**
 * The regular week of a branch, Monday first (storefront.md §2 "Built-in home variant"): its opening
 * hours, with a switch to its delivery hours when those are enabled.
 */
export function OpeningHoursTable({
  branch,
}: {
  branch: Pick<Branch, 'name' | 'openingHours' | 'deliveryHours' | 'isDeliveryHoursEnabled'>;
}) {
  const [kind, setKind] = useState<HoursKind>('opening');
  const headingId = useId();
  const shown: HoursKind = branch.isDeliveryHoursEnabled ? kind : 'opening';
  const rows = weeklyHours(shown === 'delivery' ? branch.deliveryHours : branch.openingHours);

  return (
    <section className="bw-hours" aria-labelledby={headingId}>
      <h3 id={headingId} className="bw-hours__title">
        {HOURS_HEADINGS[shown]}
      </h3>
      {branch.isDeliveryHoursEnabled ? (
        <div className="bw-hours__switch" role="group" aria-label="Angezeigte Zeiten">
          {(['opening', 'delivery'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className="bw-hours__switch-button"
              aria-pressed={shown === option}
              onClick={() => setKind(option)}
            >
              {HOURS_HEADINGS[option]}
            </button>
          ))}
        </div>
      ) : null}
      <table className="bw-hours__table">
        <caption className="bw-visually-hidden">{`${HOURS_HEADINGS[shown]} ${branch.name}`}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.weekday} className={row.isClosed ? 'bw-hours__row--closed' : undefined}>
              <th scope="row">{row.label}</th>
              <td>{weeklyHoursText(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
