import { observer } from 'mobx-react-lite';
import type { Branch } from '@bestellwerk/domain';
import { useApiQuery, useStores, Link } from '@bestellwerk/client';
import { ErrorMessage, Loader } from '@bestellwerk/ui';
import { BackofficePage } from '../layout/index.js';

/** `/backend`: greets the signed-in staff member, leads to the orders and lists their branches (admins: all). */
export const DashboardPage = observer(function DashboardPage() {
  const { session } = useStores();
  const branches = useApiQuery((api, signal) => api.get<Branch[]>('/branches', { signal }), []);

  return (
    <BackofficePage title={`Willkommen, ${session.me?.firstName ?? ''}`}>
      <p>
        <Link className="bw-button bw-button--primary bo-link-button" to="/backend/orders">
          Zu den Bestellungen
        </Link>
      </p>
      <h2>Ihre Filialen</h2>
      {branches.status === 'loading' ? <Loader /> : null}
      {branches.status === 'error' ? (
        <ErrorMessage
          title="Filialen konnten nicht geladen werden."
          text={branches.error.message}
          onRetry={branches.reload}
        />
      ) : null}
      {branches.status === 'done' ? (
        <ul aria-label="Ihre Filialen">
          {branches.data
            .filter((branch) => session.worksFor(branch.id))
            .map((branch) => (
              <li key={branch.id}>{`${branch.name} – ${branch.zipCode} ${branch.city}`}</li>
            ))}
        </ul>
      ) : null}
    </BackofficePage>
  );
});
