import { observer } from 'mobx-react-lite';
import {
  compactWeekHours,
  listedHoursOf,
  mapsDirectionsUrl,
  telHref,
  type Branch,
} from '@bestellwerk/domain';
import { useStores } from '@bestellwerk/client';

/** A branch's address, phone and the route to it on the map (opens the maps app or site). */
function BranchAddress({ branch }: { branch: Branch }) {
  const phone = telHref(branch.phone);
  const directions = mapsDirectionsUrl(branch);
  return (
    <address className="shell-footer__branch-address">
      <span>{branch.street}</span>
      <span>{`${branch.zipCode} ${branch.city}`.trim()}</span>
      {phone ? <a href={phone}>{branch.phone}</a> : null}
      {directions ? (
        <a href={directions} target="_blank" rel="noopener noreferrer">
          {`Route zu ${branch.name} planen`}
        </a>
      ) : null}
    </address>
  );
}

/**
 * Hours of the branches visitors see (enabled and public): their delivery hours when enabled,
 * else their opening hours, as a compact week table Monday first, with each branch's address,
 * phone and a map link for the route. Nothing when none has hours.
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
        <div key={branch.id} className="shell-footer__branch">
          <table className="shell-hours">
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
          <BranchAddress branch={branch} />
        </div>
      ))}
    </div>
  );
});
