import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
  applyDecorators,
  type Type,
} from '@nestjs/common';
import { ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ObjectLiteral } from 'typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import { PublicDataVersion } from '../../modules/init/public-data-version.js';
import { PreparedResponseCache } from '../cache/prepared-response-cache.js';
import { sendPrepared } from '../cache/prepared-response.js';
import { LOG_WRITER, type LogWriter } from '../logging/log-writer.js';
import { ApiDataOf, ApiErrors, ApiNoData } from '../../http/openapi/decorators.js';
import { AdminOnly, Public } from '../decorators/access.decorators.js';
import { Auth } from '../decorators/auth.decorator.js';
import type { AuthContext } from '../http/auth-context.js';
import { IdParamPipe } from '../pipes/id-param.pipe.js';
import { createValidationPipe } from '../pipes/validation.pipe.js';
import type { CrudResource } from './crud-resource.js';
import { CrudService } from './crud.service.js';
import { ListQuery } from './list.query.js';
import { registerResourceNames } from './resource-names.registry.js';

const none = () => applyDecorators();
/** A parameter decorator that leaves the parameter undefined. */
const noParameter: ParameterDecorator = () => undefined;

/**
 * Builds the controller of a CRUD collection: GET list, GET {id}, POST, PUT {id},
 * DELETE {id} under /api/{path}. Reads follow `resource.read`; writes need ROLE_ADMIN and are
 * written to the application log.
 */
export function createCrudController<
  E extends ObjectLiteral & { id: number },
  C,
  I extends object,
  Q extends ListQuery = ListQuery,
>(resource: CrudResource<E, C, I, Q>): Type<unknown> {
  const readAccess =
    resource.read === 'public' ? Public() : resource.read === 'admin' ? AdminOnly() : none();
  const listQuery = resource.listQuery ?? ListQuery;
  const what = resource.names;
  const reasonQuery = resource.reasonQuery;
  const deleteQuery = reasonQuery
    ? Query(createValidationPipe({ expectedType: reasonQuery }))
    : noParameter;
  const deleteQueryDoc = reasonQuery ? ApiQuery({ type: reasonQuery }) : none();
  registerResourceNames(resource.entity, resource.names);

  @ApiTags(resource.path)
  @Controller(resource.path)
  class CrudController {
    readonly service: CrudService<E, C, I, Q>;
    /** The whole public list as anonymous visitors read it, prepared per data version. */
    private readonly publicList = new PreparedResponseCache<'list'>(PUBLIC_LIST_TTL_MS);

    constructor(
      dataSource: DataSource,
      @Inject(APP_CONFIG) config: AppConfig,
      @Inject(LOG_WRITER) log: LogWriter,
      private readonly version: PublicDataVersion,
    ) {
      // Every staff create, update and delete is logged (with the changed fields of updates).
      this.service = new CrudService(resource, dataSource, config, log);
    }

    @Get()
    @readAccess
    @ApiOperation({ summary: `${what.many} auflisten` })
    @ApiQuery({ type: listQuery })
    @ApiDataOf(resource.schema, {
      list: true,
      description: 'Liste; die Gesamtzahl steht im Header X-Total-Count.',
    })
    async list(
      // A type parameter is `Object` at run time, so the global pipe leaves the query to this
      // pipe, which knows the resource's filters.
      @Query(createValidationPipe({ expectedType: listQuery })) query: Q,
      @Auth() auth: AuthContext | null,
      @Req() request: FastifyRequest,
      @Res() reply: FastifyReply,
    ): Promise<void> {
      if (!auth && resource.read === 'public' && isPlainQuery(query)) {
        const prepared = await this.publicList.get('list', this.version.current, async () => {
          const { items, total } = await this.service.list(null, query);
          return { body: { data: items }, headers: { 'x-total-count': String(total) } };
        });
        void sendPrepared(request, reply, prepared);
        return;
      }
      const { items, total } = await this.service.list(auth, query);
      reply.header('x-total-count', String(total));
      void reply.send({ data: items });
    }

    @Get(':id')
    @readAccess
    @ApiOperation({ summary: `${what.one} lesen` })
    @ApiDataOf(resource.schema, {})
    get(@Param('id', IdParamPipe) id: number, @Auth() auth: AuthContext | null): Promise<C> {
      return this.service.get(id, auth);
    }

    @Post()
    @AdminOnly()
    @ApiOperation({ summary: `${what.one} anlegen` })
    @ApiBody({ type: resource.input })
    @ApiDataOf(resource.schema, { status: 201 })
    @ApiErrors(409)
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
    @ApiDataOf(resource.schema, {})
    @ApiErrors(409)
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
    @ApiNoData()
    @ApiErrors(409)
    @deleteQueryDoc
    async remove(
      @Param('id', IdParamPipe) id: number,
      @Auth() auth: AuthContext,
      @deleteQuery query?: { reason: string },
    ): Promise<null> {
      await this.service.remove(id, auth, query?.reason);
      return null;
    }
  }

  Object.defineProperty(CrudController, 'name', {
    value: `${pascal(resource.path)}CrudController`,
  });
  Reflect.defineMetadata(
    'design:paramtypes',
    [DataSource, Object, Object, PublicDataVersion],
    CrudController,
  );
  return CrudController;
}

/**
 * How long a prepared public list is served at most without a rebuild: writes in this process
 * end it at once; this bounds how long another API instance's writes stay unseen (as /api/init).
 */
const PUBLIC_LIST_TTL_MS = 5_000;

/** A list query without search, sort, paging or filters: the whole public list. */
function isPlainQuery(query: object): boolean {
  return Object.values(query).every((value) => value === undefined);
}

function pascal(path: string): string {
  return path.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());
}
