import { Link } from 'react-router-dom';
import { branchPath, type Branch } from '@bestellwerk/domain';

/** A branch of the home list, linking to its store page. */
export function BranchCard({ branch }: { branch: Branch }) {
  return (
    <Link to={branchPath(branch.identifier)} className="bw-card" data-testid="branch-card">
      <h2 className="bw-card__title">{branch.name}</h2>
      <p className="bw-muted">
        {branch.street}
        <br />
        {`${branch.zipCode} ${branch.city}`}
      </p>
    </Link>
  );
}
