import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { LOGIN_PATH, useLocation, useStores, Navigate } from '@bestellwerk/client';

/** Where the sign-in returns to: the staff page a visitor without session asked for. */
export interface LoginReturnState {
  from?: string;
}

/** Renders staff pages only for a signed-in user; everyone else goes to the login (and back after it). */
export const RequireSession = observer(function RequireSession({
  children,
}: {
  children: ReactNode;
}) {
  const { session } = useStores();
  const { pathname, search } = useLocation();
  if (session.isSignedIn) return <>{children}</>;
  const state: LoginReturnState = { from: `${pathname}${search}` };
  return <Navigate to={LOGIN_PATH} replace state={state} />;
});
