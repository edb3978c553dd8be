import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createCrudController } from '../../common/crud/crud-controller.factory.js';
import { ContentModule } from '../content/content.module.js';
import { MailModule } from '../mail/mail.module.js';
import { AuthController } from './auth.controller.js';
import { AuthGuard } from './auth.guard.js';
import { AuthService } from './auth.service.js';
import { AUTH_ENTITIES } from './auth.entities.js';
import { ApiClock, CLOCK } from './clock.js';
import { LoginLinkController } from './login-link.controller.js';
import { LoginDeviceService } from './login-device.service.js';
import { LoginLinkService } from './login-link.service.js';
import { LoginLockoutService } from './login-lockout.service.js';
import { PasswordService } from './password.service.js';
import { SessionService } from './session.service.js';
import { userResource } from './user.resource.js';

/** Staff accounts, sessions, sign-in (password, login link, lockout) and the global deny-by-default guard. */
@Module({
  imports: [TypeOrmModule.forFeature(AUTH_ENTITIES), MailModule, ContentModule],
  // AuthController first: its /users/me must win over the CRUD route /users/:id.
  controllers: [
    AuthController,
    LoginLinkController,
    createCrudController(userResource(new PasswordService())),
  ],
  providers: [
    PasswordService,
    SessionService,
    LoginLockoutService,
    LoginDeviceService,
    AuthService,
    LoginLinkService,
    ApiClock,
    { provide: CLOCK, useFactory: (clock: ApiClock) => () => clock.now(), inject: [ApiClock] },
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [PasswordService, SessionService, AuthService, ApiClock, CLOCK],
})
export class AuthModule {}
