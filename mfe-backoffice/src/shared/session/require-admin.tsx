import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '@bestellwerk/client';

/** Shown to staff who open a page for administrators only (ours). */
export const ADMIN_ONLY_MESSAGE = 'Diese Seite ist nur für Administratorinnen und Administratoren.';

/** Renders its children for administrators (ROLE_ADMIN) only; others read why not. */
export const RequireAdmin = observer(function RequireAdmin({ children }: { children: ReactNode }) {
  const { session } = useStores();
  if (session.isAdmin) return <>{children}</>;
  return (
    <section>
      <h1 className="bw-page-title">Keine Berechtigung</h1>
      <p>{ADMIN_ONLY_MESSAGE}</p>
    </section>
  );
});
