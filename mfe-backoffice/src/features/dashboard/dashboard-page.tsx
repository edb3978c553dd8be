import { observer } from 'mobx-react-lite';
import { useStores, Link } from '@bestellwerk/client';
import { BackofficePage, BranchesState, useBranches } from '../../shared/layout/index.js';
import { CounterLinks } from './counter-links.js';

/** `/backend`: greets the signed-in staff member, leads to the orders and lists their branches (admins: all). */
export const DashboardPage = observer(function DashboardPage() {
  const { session } = useStores();
  const branches = useBranches();

  return (
    <BackofficePage title={`Willkommen, ${session.me?.firstName ?? ''}`}>
      <p>
        <Link className="bw-button bw-button--primary bo-link-button" to="/backend/orders">
          Zu den Bestellungen
        </Link>
      </p>
      <h2>Ihre Filialen</h2>
      <BranchesState branches={branches} loading />
      {branches.list ? (
        <ul aria-label="Ihre Filialen">
          {branches.list
            .filter((branch) => session.worksFor(branch.id))
            .map((branch) => (
              <li key={branch.id}>{`${branch.name} – ${branch.zipCode} ${branch.city}`}</li>
            ))}
        </ul>
      ) : null}
      {session.isAdmin && branches.list ? <CounterLinks branches={branches.list} /> : null}
    </BackofficePage>
  );
});
