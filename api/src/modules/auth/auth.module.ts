import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createCrudController } from '../../common/crud/crud-controller.factory.js';
import { AuthController } from './auth.controller.js';
import { AuthGuard } from './auth.guard.js';
import { AuthService } from './auth.service.js';
import { AUTH_ENTITIES } from './auth.entities.js';
import { PasswordService } from './password.service.js';
import { CLOCK, SessionService } from './session.service.js';
import { userResource } from './user.resource.js';

/** Staff accounts, sessions, sign-in and the global deny-by-default guard. */
@Module({
  imports: [TypeOrmModule.forFeature(AUTH_ENTITIES)],
  // AuthController first: its /users/me must win over the CRUD route /users/:id.
  controllers: [AuthController, createCrudController(userResource(new PasswordService()))],
  providers: [
    PasswordService,
    SessionService,
    AuthService,
    { provide: CLOCK, useValue: () => new Date() },
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [PasswordService, SessionService, AuthService, CLOCK],
})
export class AuthModule {}
