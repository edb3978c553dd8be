import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { LOGIN_PATH, useStores, Navigate } from '@bestellwerk/client';

/** Renders staff pages only for a signed-in user; everyone else goes to the login. */
export const RequireSession = observer(function RequireSession({
  children,
}: {
  children: ReactNode;
}) {
  const { session } = useStores();
  return session.isSignedIn ? <>{children}</> : <Navigate to={LOGIN_PATH} replace />;
});
