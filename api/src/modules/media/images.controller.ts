import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { StoredImage } from '@bestellwerk/domain';
import type { FastifyReply } from 'fastify';
import { ListQuery } from '../../common/crud/list.query.js';
import { AdminOnly } from '../../common/decorators/access.decorators.js';
import { Auth } from '../../common/decorators/auth.decorator.js';
import type { AuthContext } from '../../common/http/auth-context.js';
import { IdParamPipe } from '../../common/pipes/id-param.pipe.js';
import { FILE_BODY_LIMIT, ImageCreateInput, ImageUpdateInput } from './dto/file.input.js';
import { ImageService } from './image.service.js';
import { ApiData, ApiDataList, ApiErrors, ApiNoData } from '../../http/openapi/decorators.js';

/** The media library (staff read, admins write). Files come as data URLs of up to 10 MB. */
@ApiTags('images')
@Controller('images')
export class ImagesController {
  constructor(private readonly images: ImageService) {}

  @Get()
  @ApiOperation({ summary: 'Bilder auflisten' })
  @ApiDataList('StoredImage')
  async list(
    @Query() query: ListQuery,
    @Auth() auth: AuthContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StoredImage[]> {
    const { items, total } = await this.images.list(auth, query);
    reply.header('x-total-count', String(total));
    return items;
  }

  @Get(':id')
  @ApiOperation({ summary: 'Bild lesen' })
  @ApiData('StoredImage')
  get(@Param('id', IdParamPipe) id: number, @Auth() auth: AuthContext): Promise<StoredImage> {
    return this.images.get(id, auth);
  }

  @Post()
  @AdminOnly()
  @RouteConfig({ bodyLimit: FILE_BODY_LIMIT })
  @ApiOperation({ summary: 'Bild hochladen (JPEG, PNG, GIF, WebP)' })
  @ApiData('StoredImage', { status: 201 })
  @ApiErrors(413)
  create(@Body() input: ImageCreateInput, @Auth() auth: AuthContext): Promise<StoredImage> {
    return this.images.create(input, auth);
  }

  @Put(':id')
  @AdminOnly()
  @RouteConfig({ bodyLimit: FILE_BODY_LIMIT })
  @ApiOperation({ summary: 'Bild ändern oder ersetzen' })
  @ApiData('StoredImage')
  @ApiErrors(409, 413)
  update(
    @Param('id', IdParamPipe) id: number,
    @Body() input: ImageUpdateInput,
    @Auth() auth: AuthContext,
  ): Promise<StoredImage> {
    return this.images.update(id, input, auth);
  }

  @Delete(':id')
  @AdminOnly()
  @HttpCode(200)
  @ApiOperation({ summary: 'Bild löschen' })
  @ApiNoData()
  @ApiErrors(409)
  async remove(@Param('id', IdParamPipe) id: number): Promise<null> {
    await this.images.remove(id);
    return null;
  }
}
