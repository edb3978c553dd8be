import { Link } from '@bestellwerk/client';
import { branchPath, mapsDirectionsUrl, telHref, type Branch } from '@bestellwerk/domain';
import { preloadBranchPage } from '../branch/index.js';
import { BranchContact } from './branch-contact.js';
import { OpeningHoursTable } from './opening-hours-table.js';

/**
 * The home of a business with one branch (storefront.md §2 "Built-in home variant"): teasers to order
 * online, call and get directions, then the branch's hours and contact details.
 */
export function SingleBranchHome({ branch }: { branch: Branch }) {
  const phone = telHref(branch.phone);
  const directions = mapsDirectionsUrl(branch);
  return (
    <>
      <ul className="bw-teasers" aria-label="Schnellzugriff">
        <li className="bw-teaser">
          <h2 className="bw-teaser__title">Online bestellen</h2>
          <p className="bw-teaser__text">Stellen Sie Ihre Bestellung bequem online zusammen.</p>
          <Link
            className="bw-teaser__action"
            to={branchPath(branch.identifier)}
            onPointerEnter={preloadBranchPage}
            onFocus={preloadBranchPage}
            onTouchStart={preloadBranchPage}
          >
            Jetzt bestellen
          </Link>
        </li>
        {phone ? (
          <li className="bw-teaser">
            <h2 className="bw-teaser__title">Telefonisch bestellen</h2>
            <p className="bw-teaser__text">Rufen Sie uns an, wir beraten Sie gerne.</p>
            <a className="bw-teaser__action" href={phone}>
              {`Anrufen: ${branch.phone}`}
            </a>
          </li>
        ) : null}
        {directions ? (
          <li className="bw-teaser">
            <h2 className="bw-teaser__title">Anfahrt</h2>
            <p className="bw-teaser__text">{`${branch.street}, ${branch.zipCode} ${branch.city}`}</p>
            <a
              className="bw-teaser__action"
              href={directions}
              target="_blank"
              rel="noopener noreferrer"
            >
              Route planen
              <span className="bw-visually-hidden"> (öffnet in neuem Tab)</span>
            </a>
          </li>
        ) : null}
      </ul>
      <section className="bw-branch-details" aria-labelledby={`bw-branch-${branch.id}`}>
        <h2 id={`bw-branch-${branch.id}`} className="bw-branch-details__title">
          {branch.name}
        </h2>
        <OpeningHoursTable branch={branch} />
        <BranchContact branch={branch} />
      </section>
    </>
  );
}
