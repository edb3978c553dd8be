import {
  Body,
  Controller,
  HttpCode,
  Inject,
  Param,
  Post,
  Req,
  Res,
  UseInterceptors,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Me } from '@bestellwerk/domain';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/decorators/access.decorators.js';
import type { ApiRequest } from '../../common/http/auth-context.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { LoginLinkRequestInput } from './dto/login-link-request.input.js';
import { LoginLinkService } from './login-link.service.js';
import { RetryAfterInterceptor } from './retry-after.interceptor.js';
import {
  readDeviceTokens,
  signInMeta,
  writeDeviceCookie,
  writeSessionCookie,
} from './session-cookie.js';
import { ApiData, ApiErrors, ApiNoData } from '../../http/openapi/decorators.js';

@ApiTags('auth')
@Controller('login/link')
@UseInterceptors(RetryAfterInterceptor)
export class LoginLinkController {
  constructor(
    private readonly links: LoginLinkService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Passwort vergessen: schickt einen Anmeldelink per E-Mail (gleiche Antwort, ob es den Benutzer gibt oder nicht)',
  })
  @ApiNoData()
  @ApiErrors(429)
  async request(@Body() input: LoginLinkRequestInput, @Req() request: ApiRequest): Promise<null> {
    await this.links.request(input.username, request.ip);
    return null;
  }

  @Post(':token')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mit einem Anmeldelink anmelden: setzt das Sitzungs-Cookie wie POST /login',
  })
  @ApiData('Me')
  @ApiErrors(401, 429)
  async signIn(
    @Param('token') token: string,
    @Req() request: ApiRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Me> {
    const signedIn = await this.links.signIn(token, signInMeta(request), readDeviceTokens(request));
    writeSessionCookie(reply, request, this.config, signedIn.token);
    writeDeviceCookie(reply, request, this.config, signedIn.deviceTokens);
    return signedIn.me;
  }
}
