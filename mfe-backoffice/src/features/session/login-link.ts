import type { ApiClient } from '@bestellwerk/client';

/** What the sign-in says after a sign-in link was asked for, whether or not the account exists. */
export const LOGIN_LINK_SENT =
  'Wenn ein Konto zu diesen Angaben existiert, haben wir Ihnen einen Anmeldelink per E-Mail geschickt.';

/**
 * Asks the API to e-mail a sign-in link to the account with this username or e-mail address.
 * The API answers alike for unknown accounts; a failure (e.g. too many requests) rejects with
 * its German message.
 */
export async function requestLoginLink(api: ApiClient, username: string): Promise<void> {
  await api.post('/login/link', { username }, { redirectOnUnauthorized: false });
}
