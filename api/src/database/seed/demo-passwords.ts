// The start-up check for accounts that still sign in with a publicly known demo password.
import { In, type DataSource } from 'typeorm';
import { UserEntity } from '../../modules/auth/entities/user.entity.js';
import { PasswordService } from '../../modules/auth/password.service.js';
import { users as demoUsers } from './demo/staff.js';
import { FIRST_ADMIN_USERNAME } from './first-admin.js';

/** The demo password the README names; DEMO_PASSWORD replaces it for new demo data. */
export const DEFAULT_DEMO_PASSWORD = 'bestellwerk';

/**
 * User names of the accounts whose password still verifies as the demo password (the default
 * or `demoPassword`, DEMO_PASSWORD), in alphabetical order. Only the accounts the demo data and
 * a first start create are checked, and each distinct hash once: the loader gives every demo
 * account the same hash, so a demo database costs two argon2 checks per start, and the check
 * stays cheap however many other staff there are.
 */
export async function accountsWithDemoPassword(
  dataSource: DataSource,
  demoPassword: string,
): Promise<string[]> {
  const usernames = [...new Set([FIRST_ADMIN_USERNAME, ...demoUsers.map((u) => u.username)])];
  const accounts = await dataSource.getRepository(UserEntity).find({
    select: { id: true, username: true, password: true },
    where: { username: In(usernames) },
  });
  const candidates = [...new Set([DEFAULT_DEMO_PASSWORD, demoPassword])];
  const passwords = new PasswordService();
  const demoHashes = new Set<string>();
  for (const hash of new Set(accounts.map((account) => account.password))) {
    for (const candidate of candidates) {
      if (hash && (await passwords.verify(hash, candidate))) {
        demoHashes.add(hash);
        break;
      }
    }
  }
  return accounts
    .filter((account) => demoHashes.has(account.password))
    .map((account) => account.username)
    .sort();
}
