import { SessionEntity } from './entities/session.entity.js';
import { UserEntity } from './entities/user.entity.js';

/** Staff accounts and sessions. */
export const AUTH_ENTITIES = [UserEntity, SessionEntity];
