import { observer } from 'mobx-react-lite';
import type { Branch } from '@bestellwerk/domain';
import { useApiQuery, usePageTitle, useStores, Link } from '@bestellwerk/client';
import { ErrorMessage, Loader } from '@bestellwerk/ui';

/** `/backend`: greets the signed-in staff member and lists the branches they work for (admins: all). */
export const DashboardPage = observer(function DashboardPage() {
  const { session } = useStores();
  usePageTitle({ kind: 'division', title: 'Dashboard' });
  const branches = useApiQuery((api, signal) => api.get<Branch[]>('/branches', { signal }), []);

  return (
    <section>
      <h1 className="bw-page-title">{`Willkommen, ${session.me?.firstName ?? ''}`}</h1>
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
      <Link to="/backend/logout">Abmelden</Link>
    </section>
  );
});
