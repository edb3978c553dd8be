import { observer } from 'mobx-react-lite';
import { compactWeekHours, listedHoursOf } from '@bestellwerk/domain';
import { useStores } from '@bestellwerk/client';

/**
 * Hours of the branches visitors see (enabled and public): their delivery hours when enabled,
 * else their opening hours, as a compact week table Monday first. Nothing when none has hours.
 */
export const FooterHours = observer(function FooterHours() {
  const { branches } = useStores();
  const listed = branches.visible.flatMap((branch) => {
    const { heading, entries } = listedHoursOf(branch);
    const rows = compactWeekHours(entries);
    return rows.length > 0 ? [{ branch, heading, rows }] : [];
  });
  if (listed.length === 0) return null;
  const single = listed.length === 1;

  return (
    <div className="shell-footer__hours">
      {listed.map(({ branch, heading, rows }) => (
        <table key={branch.id} className="shell-hours">
          <caption className="shell-hours__caption">
            {single ? heading : `${heading} ${branch.name}`}
          </caption>
          <tbody>
            {rows.map((row) => (
              <tr key={row.days}>
                <th scope="row">
                  <abbr title={row.label}>{row.days}</abbr>
                </th>
                <td>{row.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
});
