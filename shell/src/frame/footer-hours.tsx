import { observer } from 'mobx-react-lite';
import { listedHoursOf, mapsDirectionsUrl, telHref, type Branch } from '@bestellwerk/domain';
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
 * Hours of the branches visitors see (enabled and public): their opening hours, and their
 * delivery hours where those differ, each a labelled compact week table Monday first (see
 * `listedHoursOf`), with each branch's address, phone and a map link for the route. Nothing
 * when none has hours.
 */
export const FooterHours = observer(function FooterHours() {
  const { branches } = useStores();
  const listed = branches.visible.flatMap((branch) => {
    const tables = listedHoursOf(branch);
    return tables.length > 0 ? [{ branch, tables }] : [];
  });
  if (listed.length === 0) return null;
  const single = listed.length === 1;

  return (
    <div className="shell-footer__hours">
      {listed.map(({ branch, tables }) => (
        <div key={branch.id} className="shell-footer__branch">
          {single ? null : <h2 className="shell-footer__branch-name">{branch.name}</h2>}
          <div className="shell-footer__tables">
            {tables.map(({ heading, rows }) => (
              <table key={heading} className="shell-hours">
                <caption className="shell-hours__caption">
                  {heading}
                  {single ? null : <span className="bw-visually-hidden">{` ${branch.name}`}</span>}
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
          <BranchAddress branch={branch} />
        </div>
      ))}
    </div>
  );
});
