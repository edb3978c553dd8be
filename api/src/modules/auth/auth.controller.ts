import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Post,
  Req,
  Res,
  UseInterceptors,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Me } from '@bestellwerk/domain';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/decorators/access.decorators.js';
import { Auth } from '../../common/decorators/auth.decorator.js';
import type { ApiRequest, AuthContext } from '../../common/http/auth-context.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { AuthService } from './auth.service.js';
import { LoginInput } from './dto/login.input.js';
import { RetryAfterInterceptor } from './retry-after.interceptor.js';
import {
  clearSessionCookie,
  readDeviceTokens,
  signInMeta,
  writeDeviceCookie,
  writeSessionCookie,
} from './session-cookie.js';
import { ApiData, ApiErrors, ApiNoData } from '../../http/openapi/decorators.js';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('login')
  @Public()
  @HttpCode(200)
  @UseInterceptors(RetryAfterInterceptor)
  @ApiOperation({
    summary:
      'Anmelden: setzt das Sitzungs-Cookie und das Geräte-Cookie und liefert den Benutzer mit CSRF-Token; 429 mit Retry-After nach zu vielen Fehlversuchen (ein Browser mit Geräte-Cookie des Kontos zählt nur seine eigenen)',
  })
  @ApiData('Me')
  @ApiErrors(401, 429)
  async login(
    @Body() input: LoginInput,
    @Req() request: ApiRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Me> {
    const signedIn = await this.auth.login(
      input.username,
      input.password,
      signInMeta(request),
      readDeviceTokens(request),
    );
    writeSessionCookie(reply, request, this.config, signedIn.token);
    writeDeviceCookie(reply, request, this.config, signedIn.deviceTokens);
    return signedIn.me;
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Abmelden: beendet die Sitzung sofort' })
  @ApiNoData()
  async logout(
    @Auth() auth: AuthContext,
    @Req() request: ApiRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<null> {
    await this.auth.logout(auth);
    clearSessionCookie(reply, request, this.config);
    return null;
  }

  @Get('users/me')
  @ApiOperation({ summary: 'Der angemeldete Benutzer mit CSRF-Token' })
  @ApiData('Me')
  me(@Auth() auth: AuthContext): Promise<Me> {
    return this.auth.me(auth);
  }
}
