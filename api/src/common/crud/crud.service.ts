import { apiError, type LogFieldChange } from '@bestellwerk/domain';
import {
  DataSource,
  type EntityManager,
  Not,
  Raw,
  type FindOptionsOrder,
  type FindOptionsWhere,
  type ObjectLiteral,
  type Repository,
} from 'typeorm';
import { readFromReplica } from '../../database/replica-reads.js';
import { ConflictError, NotFoundError, ValidationFailedError } from '../errors/app-errors.js';
import type { AuthContext } from '../http/auth-context.js';
import { fieldChanges } from '../logging/field-changes.js';
import type { LogWriter } from '../logging/log-writer.js';
import type { CrudResource, CrudWrite, ListContext } from './crud-resource.js';
import { findBlockingUsage, rowLabel, stillUsedMessage } from './entity-usage.js';
import type { ListQuery } from './list.query.js';
import { ReferenceResolver } from './reference-resolver.js';
import { registerResourceNames } from './resource-names.registry.js';

export interface ListResult<C> {
  items: C[];
  total: number;
}

/** LIKE pattern with the user's text taken literally ('!' is the escape character). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/**
 * The generic list/get/create/update/delete behaviour of a CRUD resource. Anonymous callers
 * only see what `publicWhere` allows; writes validate references and unique fields first.
 */
export class CrudService<
  E extends ObjectLiteral & { id: number },
  C,
  I extends object,
  Q extends ListQuery = ListQuery,
> {
  constructor(
    private readonly resource: CrudResource<E, C, I, Q>,
    private readonly dataSource: DataSource,
    private readonly context: ListContext,
    /** Where staff writes are logged (the CRUD controllers pass LogService); none: not logged. */
    private readonly log?: LogWriter,
  ) {
    registerResourceNames(resource.entity, resource.names);
  }

  private get repository() {
    return this.dataSource.getRepository(this.resource.entity);
  }

  /**
   * Runs a read on the repository the caller's reads use: anonymous callers read public data,
   * which may be a little stale, from a read replica when there is one; staff read the primary
   * (what they just wrote).
   */
  private read<T>(
    auth: AuthContext | null,
    work: (repository: Repository<E>) => Promise<T>,
  ): Promise<T> {
    if (auth) return work(this.repository);
    return readFromReplica(this.dataSource, (manager) =>
      work(manager.getRepository(this.resource.entity)),
    );
  }

  private visibleTo(auth: AuthContext | null): FindOptionsWhere<E> {
    if (auth) return this.resource.scope?.(auth) ?? {};
    return this.resource.publicWhere ?? ({ id: -1 } as FindOptionsWhere<E>);
  }

  private where(auth: AuthContext | null, query: Q): FindOptionsWhere<E>[] {
    // The caller's visibility wins over filters (a filter cannot widen the scope).
    const base = {
      ...(this.resource.filter?.(query, this.context) ?? {}),
      ...this.visibleTo(auth),
    } as FindOptionsWhere<E>;
    const term = query.search?.trim();
    if (!term || !this.resource.searchable?.length) return [base];
    const pattern = containsPattern(term);
    return this.resource.searchable.map(
      (column) =>
        ({
          ...base,
          [column]: Raw((alias) => `LOWER(${alias}) LIKE :pattern ESCAPE '!'`, { pattern }),
        }) as FindOptionsWhere<E>,
    );
  }

  private order(query: ListQuery): FindOptionsOrder<E> {
    if (query.sort) {
      if (!this.resource.sortable?.includes(query.sort)) {
        throw ValidationFailedError.field(
          'sort',
          `Nach „${query.sort}“ kann nicht sortiert werden.`,
        );
      }
      return {
        [query.sort]: query.order === 'desc' ? 'DESC' : 'ASC',
        id: 'ASC',
      } as FindOptionsOrder<E>;
    }
    return this.resource.defaultOrder ?? ({ id: 'ASC' } as FindOptionsOrder<E>);
  }

  /** The entities the caller may see, filtered, searched, sorted and paged. */
  async list(auth: AuthContext | null, query: Q): Promise<ListResult<C>> {
    const pageSize = query.pageSize ? Number(query.pageSize) : undefined;
    const page = query.page ? Number(query.page) : 1;
    const options = {
      where: this.where(auth, query),
      relations: this.resource.relations,
      order: this.order(query),
      ...(pageSize ? { skip: (page - 1) * pageSize, take: pageSize } : {}),
    };
    const [entities, total] = await this.read(auth, (repository) =>
      repository.findAndCount(options),
    );
    return { items: entities.map((entity) => this.resource.toContract(entity, auth)), total };
  }

  /** Everything the caller may see, in the default order, without counting (for /api/init). */
  async all(auth: AuthContext | null): Promise<C[]> {
    const options = {
      where: this.visibleTo(auth),
      relations: this.resource.relations,
      order: this.resource.defaultOrder ?? ({ id: 'ASC' } as FindOptionsOrder<E>),
    };
    const entities = await this.read(auth, (repository) => repository.find(options));
    return entities.map((entity) => this.resource.toContract(entity, auth));
  }

  private async load(id: number, auth: AuthContext | null): Promise<E> {
    const entity = await this.repository.findOne({
      where: { ...this.visibleTo(auth), id } as FindOptionsWhere<E>,
      relations: this.resource.relations,
    });
    if (!entity) throw new NotFoundError(apiError('RECORD_NOT_FOUND', this.resource.names.one));
    return entity;
  }

  /** One entity by id, or a German 404. */
  async get(id: number, auth: AuthContext | null): Promise<C> {
    return this.resource.toContract(await this.load(id, auth), auth);
  }

  private async assertUnique(input: Partial<I>, id: number | null): Promise<void> {
    for (const { field, message } of this.resource.unique ?? []) {
      const value = (input as Record<string, unknown>)[field];
      if (value === undefined || value === null || value === '') continue;
      const where = { [field]: value, ...(id ? { id: Not(id) } : {}) } as FindOptionsWhere<E>;
      if (await this.repository.exists({ where }))
        throw ValidationFailedError.field(field, message);
    }
  }

  /** The reason a write carries (`reason` of the body or of DELETE's query), trimmed. */
  private reasonOf(input: object | undefined, deleteReason?: string): string | null {
    if (!this.resource.reasonQuery) return null;
    const reason = (input as { reason?: unknown } | undefined)?.reason ?? deleteReason;
    return typeof reason === 'string' ? reason.trim() : null;
  }

  /**
   * The record as the write hooks see it; null for resources without hooks, whose contract
   * mapping may need what only saving sets (ids, timestamps).
   */
  private snapshot(entity: E, auth: AuthContext): C | null {
    const hooked = this.resource.checkWrite || this.resource.recordWrite;
    return hooked ? this.resource.toContract(entity, auth) : null;
  }

  /** Runs the resource's check, stores with `store`, then runs its record hook. */
  private async hooked(
    manager: EntityManager,
    write: CrudWrite<C>,
    store: () => Promise<E | null>,
  ): Promise<E | null> {
    await this.resource.checkWrite?.(write, manager, this.context);
    const stored = await store();
    if (this.resource.recordWrite) {
      const after = stored ? this.resource.toContract(stored, write.auth) : null;
      await this.resource.recordWrite({ ...write, after }, manager, this.context);
    }
    return stored;
  }

  /** Creates an entity from validated input. */
  async create(input: I, auth: AuthContext): Promise<C> {
    await this.assertUnique(input, null);
    const id = await this.dataSource.transaction(async (manager) => {
      const entity = this.resource.create();
      await this.resource.apply(entity, input, new ReferenceResolver(manager));
      const write: CrudWrite<C> = {
        action: 'created',
        before: null,
        after: this.snapshot(entity, auth),
        auth,
        reason: this.reasonOf(input),
      };
      const saved = await this.hooked(manager, write, () =>
        manager.save(this.resource.entity, entity),
      );
      return saved!.id;
    });
    const created = await this.get(id, auth);
    await this.logWrite('created', { ...asFields(created), id }, auth, null);
    return created;
  }

  /** Changes the given fields of an entity; fields left out keep their value. */
  async update(id: number, input: Partial<I>, auth: AuthContext): Promise<C> {
    await this.load(id, auth);
    await this.assertUnique(input, id);
    let shownBefore: Record<string, unknown> | null = null;
    await this.dataSource.transaction(async (manager) => {
      const entity = await manager.findOneOrFail(this.resource.entity, {
        where: { id } as FindOptionsWhere<E>,
        relations: this.resource.relations,
      });
      if (this.log) shownBefore = asFields(this.resource.toContract(entity, auth));
      const before = this.snapshot(entity, auth);
      await this.resource.apply(entity, input, new ReferenceResolver(manager));
      const write: CrudWrite<C> = {
        action: 'updated',
        before,
        after: this.snapshot(entity, auth),
        auth,
        reason: this.reasonOf(input),
      };
      await this.hooked(manager, write, () => manager.save(this.resource.entity, entity));
    });
    const updated = await this.get(id, auth);
    if (shownBefore) {
      const after = { ...asFields(updated), id };
      const changes = fieldChanges(shownBefore, after);
      if (changes.length > 0) await this.logWrite('updated', after, auth, changes);
    }
    return updated;
  }

  /**
   * Deletes an entity in one transaction: references the database detaches go away with it;
   * one still used where that is refused (delete-policy.ts) answers a German 409 naming up to
   * three users, and nothing is changed.
   */
  async remove(id: number, auth: AuthContext, reason?: string): Promise<void> {
    await this.load(id, auth);
    let removed: E | null = null;
    await this.dataSource.transaction(async (manager) => {
      const entity = await manager.findOne(this.resource.entity, {
        where: { id } as FindOptionsWhere<E>,
        relations: this.resource.relations,
      });
      if (!entity) throw new NotFoundError(apiError('RECORD_NOT_FOUND', this.resource.names.one));
      const metadata = manager.connection.getMetadata(this.resource.entity);
      const usage = await findBlockingUsage(manager, metadata, id);
      if (usage.total > 0) {
        const label = rowLabel(metadata.tableName, entity);
        throw new ConflictError(
          apiError('RECORD_STILL_USED', stillUsedMessage(this.resource.names, label, usage)),
        );
      }
      const write: CrudWrite<C> = {
        action: 'deleted',
        before: this.snapshot(entity, auth),
        after: null,
        auth,
        reason: this.reasonOf(undefined, reason),
      };
      await this.hooked(manager, write, async () => {
        await manager.remove(this.resource.entity, entity);
        return null;
      });
      removed = entity;
    });
    // remove() cleared the entity's id; its other fields still name it.
    if (removed) await this.logWrite('deleted', { ...(removed as E), id }, auth, null, reason);
  }

  /**
   * The log entry of a staff write: area the collection's path (`products`), record its table
   * (`product` 12), a message naming the row ('Produkt „Semmel“ geändert'), the changed fields
   * of an update. One INSERT after the commit; never throws.
   */
  private async logWrite(
    action: CrudWrite<C>['action'],
    row: ObjectLiteral & { id: number },
    auth: AuthContext,
    changes: LogFieldChange[] | null,
    reason?: string,
  ): Promise<void> {
    if (!this.log) return;
    const type = this.dataSource.getMetadata(this.resource.entity).tableName;
    await this.log.record({
      level: 'info',
      area: this.resource.path,
      message: `${this.resource.names.one} „${rowLabel(type, row)}“ ${CRUD_ACTION_WORDS[action]}`,
      record: { type, id: row.id },
      userId: auth.userId,
      ...(changes ? { changes } : {}),
      ...(reason ? { context: { reason } } : {}),
    });
  }
}

const CRUD_ACTION_WORDS: Record<CrudWrite<unknown>['action'], string> = {
  created: 'angelegt',
  updated: 'geändert',
  deleted: 'gelöscht',
};

/**
 * A shown record as plain JSON fields: a deep copy (later changes of the entity cannot reach
 * it) with dates as the strings the client gets.
 */
function asFields(value: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}
