import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Me } from '@bestellwerk/domain';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/decorators/access.decorators.js';
import { Auth } from '../../common/decorators/auth.decorator.js';
import type { ApiRequest, AuthContext } from '../../common/http/auth-context.js';
import { clearCookie, setCookie } from '../../common/http/cookies.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { AuthService } from './auth.service.js';
import { LoginInput } from './dto/login.input.js';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from './session.service.js';

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
  @ApiOperation({
    summary: 'Anmelden: setzt das Sitzungs-Cookie und liefert den Benutzer mit CSRF-Token',
  })
  async login(
    @Body() input: LoginInput,
    @Req() request: ApiRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Me> {
    const { token, me } = await this.auth.login(input.username, input.password, {
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? ''),
    });
    setCookie(reply, SESSION_COOKIE, token, {
      maxAgeSeconds: SESSION_ABSOLUTE_MS / 1000,
      secure: this.config.secureCookies || request.protocol === 'https',
    });
    return me;
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Abmelden: beendet die Sitzung sofort' })
  async logout(
    @Auth() auth: AuthContext,
    @Req() request: ApiRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<null> {
    await this.auth.logout(auth);
    clearCookie(reply, SESSION_COOKIE, this.config.secureCookies || request.protocol === 'https');
    return null;
  }

  @Get('users/me')
  @ApiOperation({ summary: 'Der angemeldete Benutzer mit CSRF-Token' })
  me(@Auth() auth: AuthContext): Promise<Me> {
    return this.auth.me(auth);
  }
}
