import { LoginAttemptEntity } from './entities/login-attempt.entity.js';
import { LoginDeviceEntity } from './entities/login-device.entity.js';
import { LoginTokenEntity } from './entities/login-token.entity.js';
import { SessionEntity } from './entities/session.entity.js';
import { UserEntity } from './entities/user.entity.js';

/** Staff accounts, sessions, sign-in attempts (lockout), known browsers and one-time login links. */
export const AUTH_ENTITIES = [
  UserEntity,
  SessionEntity,
  LoginAttemptEntity,
  LoginDeviceEntity,
  LoginTokenEntity,
];
