import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CustomerUpload, Upload } from '@bestellwerk/domain';
import type { FastifyReply } from 'fastify';
import { ListQuery } from '../../common/crud/list.query.js';
import { AdminOnly, Public } from '../../common/decorators/access.decorators.js';
import { Auth } from '../../common/decorators/auth.decorator.js';
import type { AuthContext } from '../../common/http/auth-context.js';
import { IdParamPipe } from '../../common/pipes/id-param.pipe.js';
import { FILE_BODY_LIMIT, UploadCreateInput, UploadUpdateInput } from './dto/file.input.js';
import { UploadService } from './upload.service.js';
import { ApiData, ApiDataList, ApiErrors, ApiNoData } from '../../http/openapi/decorators.js';

/** Uploads: anyone may upload (the item dialog); staff read, admins change and delete. */
@ApiTags('uploads')
@Controller('uploads')
export class UploadsController {
  constructor(private readonly uploads: UploadService) {}

  @Get()
  @ApiOperation({ summary: 'Dateien auflisten' })
  @ApiDataList('Upload')
  async list(
    @Query() query: ListQuery,
    @Auth() auth: AuthContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Upload[]> {
    const { items, total } = await this.uploads.list(auth, query);
    reply.header('x-total-count', String(total));
    return items;
  }

  @Get(':id')
  @ApiOperation({ summary: 'Datei lesen' })
  @ApiData('Upload')
  get(@Param('id', IdParamPipe) id: number, @Auth() auth: AuthContext): Promise<Upload> {
    return this.uploads.get(id, auth);
  }

  @Post()
  @Public()
  @RouteConfig({ bodyLimit: FILE_BODY_LIMIT })
  @ApiOperation({
    summary: 'Datei hochladen (öffentlich)',
    description:
      'Antwortet die Datei mit einem geheimen `token`: eine Bestellung darf die Datei nur mit diesem Token nennen (`uploadTokens`).',
  })
  @ApiData('CustomerUpload', { status: 201 })
  @ApiErrors(413)
  create(
    @Body() input: UploadCreateInput,
    @Auth() auth: AuthContext | null,
    @Headers('x-csrf-token') csrfToken: string | undefined,
  ): Promise<CustomerUpload> {
    // Staff only with their CSRF token: a page elsewhere cannot make a staff browser's upload
    // one that the daily clean-up keeps.
    const byStaff = auth !== null && csrfToken === auth.csrfToken;
    return this.uploads.create(input, byStaff);
  }

  @Put(':id')
  @AdminOnly()
  @RouteConfig({ bodyLimit: FILE_BODY_LIMIT })
  @ApiOperation({ summary: 'Datei umbenennen oder ersetzen' })
  @ApiData('Upload')
  @ApiErrors(409, 413)
  update(
    @Param('id', IdParamPipe) id: number,
    @Body() input: UploadUpdateInput,
    @Auth() auth: AuthContext,
  ): Promise<Upload> {
    return this.uploads.update(id, input, auth);
  }

  @Delete(':id')
  @AdminOnly()
  @HttpCode(200)
  @ApiOperation({ summary: 'Datei löschen' })
  @ApiNoData()
  @ApiErrors(409)
  async remove(@Param('id', IdParamPipe) id: number): Promise<null> {
    await this.uploads.remove(id);
    return null;
  }
}
