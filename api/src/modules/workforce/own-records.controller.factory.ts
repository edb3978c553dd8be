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
  type Type,
} from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { IdRef } from '@bestellwerk/domain';
import type { FastifyReply } from 'fastify';
import { DataSource, type ObjectLiteral } from 'typeorm';
import type { CrudResource } from '../../common/crud/crud-resource.js';
import { CrudService } from '../../common/crud/crud.service.js';
import { AdminOnly } from '../../common/decorators/access.decorators.js';
import { Auth } from '../../common/decorators/auth.decorator.js';
import { NotFoundError } from '../../common/errors/app-errors.js';
import { isAdmin, type AuthContext } from '../../common/http/auth-context.js';
import { IdParamPipe } from '../../common/pipes/id-param.pipe.js';
import { createValidationPipe } from '../../common/pipes/validation.pipe.js';
import type { WorkingTimeListQuery } from './dto/workforce-list.query.js';

/**
 * The CRUD controller of a staff member's own records (activities, schedules): like
 * createCrudController, but a caller without ROLE_ADMIN only reads their own records. The list
 * query is narrowed to the caller's user id; another user's record answers the same 404 as a
 * missing one. Writes need ROLE_ADMIN.
 */
export function createOwnRecordsController<
  E extends ObjectLiteral & { id: number },
  C extends { user: IdRef },
  I extends object,
>(resource: CrudResource<E, C, I>): Type<unknown> {
  const listQuery = resource.listQuery;
  if (!listQuery) throw new Error(`${resource.path}: listQuery with a user filter is required`);
  const what = resource.names;

  @ApiTags(resource.path)
  @Controller(resource.path)
  class OwnRecordsController {
    readonly service: CrudService<E, C, I>;

    constructor(dataSource: DataSource) {
      this.service = new CrudService(resource, dataSource);
    }

    @Get()
    @ApiOperation({ summary: `${what.many} auflisten (Mitarbeitende: nur die eigenen)` })
    @ApiOkResponse({ description: 'Liste; die Gesamtzahl steht im Header X-Total-Count.' })
    async list(
      @Query(createValidationPipe({ expectedType: listQuery })) query: object,
      @Auth() auth: AuthContext,
      @Res({ passthrough: true }) reply: FastifyReply,
    ): Promise<C[]> {
      const narrowed = isAdmin(auth) ? query : { ...query, user: String(auth.userId) };
      const { items, total } = await this.service.list(auth, narrowed as WorkingTimeListQuery);
      reply.header('x-total-count', String(total));
      return items;
    }

    @Get(':id')
    @ApiOperation({ summary: `${what.one} lesen` })
    async get(@Param('id', IdParamPipe) id: number, @Auth() auth: AuthContext): Promise<C> {
      const record = await this.service.get(id, auth);
      if (!isAdmin(auth) && record.user.id !== auth.userId)
        throw new NotFoundError(`${what.one} wurde nicht gefunden.`);
      return record;
    }

    @Post()
    @AdminOnly()
    @ApiOperation({ summary: `${what.one} anlegen` })
    @ApiBody({ type: resource.input })
    create(
      @Body(createValidationPipe({ expectedType: resource.input })) input: I,
      @Auth() auth: AuthContext,
    ): Promise<C> {
      return this.service.create(input, auth);
    }

    @Put(':id')
    @AdminOnly()
    @ApiOperation({ summary: `${what.one} ändern` })
    @ApiBody({ type: resource.updateInput })
    update(
      @Param('id', IdParamPipe) id: number,
      @Body(createValidationPipe({ expectedType: resource.updateInput })) input: Partial<I>,
      @Auth() auth: AuthContext,
    ): Promise<C> {
      return this.service.update(id, input, auth);
    }

    @Delete(':id')
    @AdminOnly()
    @HttpCode(200)
    @ApiOperation({ summary: `${what.one} löschen` })
    async remove(@Param('id', IdParamPipe) id: number, @Auth() auth: AuthContext): Promise<null> {
      await this.service.remove(id, auth);
      return null;
    }
  }

  const pascal = resource.path.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());
  Object.defineProperty(OwnRecordsController, 'name', { value: `${pascal}Controller` });
  Reflect.defineMetadata('design:paramtypes', [DataSource], OwnRecordsController);
  return OwnRecordsController;
}
