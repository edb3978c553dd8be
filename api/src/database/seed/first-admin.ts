// The first start without demo data: one administrator, so somebody can sign in at all.
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { MIN_PASSWORD_LENGTH } from '../../modules/auth/dto/user.input.js';
import { UserEntity } from '../../modules/auth/entities/user.entity.js';
import { PasswordService } from '../../modules/auth/password.service.js';

/** User name of the administrator a first start creates. */
export const FIRST_ADMIN_USERNAME = 'admin';

export interface FirstAdmin {
  username: string;
  /** The random password made up for it; null when ADMIN_PASSWORD was used. */
  generatedPassword: string | null;
}

/** A random password of 24 URL-safe characters (144 bits). */
export function newAdminPassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Creates the administrator `admin` when the database has no staff account at all, with
 * `password` (ADMIN_PASSWORD) or a random one; answers null when there already is an account
 * (every later start, or a parallel first start that was quicker). A password shorter than
 * staff passwords may be stops the start with a German message.
 */
export async function createFirstAdmin(
  dataSource: DataSource,
  password: string | null,
): Promise<FirstAdmin | null> {
  if (password !== null && password.length < MIN_PASSWORD_LENGTH)
    throw new Error(`ADMIN_PASSWORD muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`);
  const users = dataSource.getRepository(UserEntity);
  if (await users.exists()) return null;
  const chosen = password ?? newAdminPassword();
  const admin = users.create({
    username: FIRST_ADMIN_USERNAME,
    firstName: 'Administrator',
    lastName: '',
    email: '',
    password: await new PasswordService().hash(chosen),
    roles: ['ROLE_ADMIN'],
    branches: [],
  });
  try {
    await users.insert(admin);
  } catch (error) {
    // Another instance started at the same moment and created it: that one reports it.
    if (await users.exists({ where: { username: FIRST_ADMIN_USERNAME } })) return null;
    throw error;
  }
  return { username: FIRST_ADMIN_USERNAME, generatedPassword: password === null ? chosen : null };
}
