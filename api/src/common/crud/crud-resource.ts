import type { Type } from '@nestjs/common';
import type {
  EntityManager,
  FindOptionsOrder,
  FindOptionsRelations,
  FindOptionsWhere,
  ObjectLiteral,
} from 'typeorm';
import type { SchemaOf } from '../../http/openapi/decorators.js';
import type { AuthContext } from '../http/auth-context.js';
import type { ListQuery } from './list.query.js';
import type { ReferenceResolver } from './reference-resolver.js';

/** What list filters may depend on besides the query. */
export interface ListContext {
  /** Time zone of business days (AppConfig.timeZone). */
  timeZone: string;
}

/** German names of a resource for messages ("Filiale wurde nicht gefunden."). */
export interface ResourceNames {
  readonly one: string;
  readonly many: string;
}

/** Who may read a collection: anyone (filtered by `publicWhere`), any staff member, or admins. */
export type ReadAccess = 'public' | 'staff' | 'admin';

/** A field that must be unique, checked before writing for a message at the field. */
export interface UniqueField {
  field: string;
  message: string;
}

/** A write of the generic CRUD API as its hooks see it: the record before and after, shown. */
export interface CrudWrite<C> {
  action: 'created' | 'updated' | 'deleted';
  /** The record before the write (null when created). */
  before: C | null;
  /** The record after it (null when deleted); a created one has its id only in `recordWrite`. */
  after: C | null;
  auth: AuthContext;
  /** Why staff made the change, where the resource asks for one (`reason`). */
  reason: string | null;
}

/**
 * Describes one collection of the generic CRUD API (backend.md §7): its entity, input DTO,
 * list query, how input is applied and how the entity is shown. The factory turns it into a
 * controller.
 */
export interface CrudResource<
  E extends ObjectLiteral & { id: number },
  C,
  I extends object,
  Q extends ListQuery = ListQuery,
> {
  /** URL segment under /api, e.g. `branches`. */
  path: string;
  entity: Type<E>;
  names: ResourceNames;
  /** The generated schema of the contract type `C`, which the OpenAPI document answers with. */
  schema: SchemaOf<C>;
  /** Create DTO; updates accept the same fields, all optional. */
  input: Type<I>;
  /** Partial form of `input` for PUT (PartialType(input)). */
  updateInput: Type<Partial<I>>;
  read: ReadAccess;
  /** Anonymous callers only see entities matching this (required when read is 'public'). */
  publicWhere?: FindOptionsWhere<E>;
  /**
   * Narrows what a signed-in caller sees (e.g. employees only their own records); others'
   * entities answer the same 404 as missing ones. Default: everything.
   */
  scope?: (auth: AuthContext) => FindOptionsWhere<E>;
  relations?: FindOptionsRelations<E>;
  defaultOrder?: FindOptionsOrder<E>;
  /** Columns `?sort=` may name (CRUD_COLLECTIONS, shared with the backoffice). */
  sortable?: readonly (keyof E & string)[];
  /** Text columns `?search=` looks in. */
  searchable?: readonly (keyof E & string)[];
  unique?: UniqueField[];
  /** Query DTO with extra filter parameters (extends ListQuery). */
  listQuery?: Type<Q>;
  /** Turns the extra filter parameters of the validated `listQuery` into conditions. */
  filter?(query: Q, context: ListContext): FindOptionsWhere<E>;
  /** A new entity with its defaults. */
  create(): E;
  /** Copies validated input onto the entity; undefined fields stay as they are. */
  apply(entity: E, input: Partial<I>, refs: ReferenceResolver): Promise<void> | void;
  toContract(entity: E, auth: AuthContext | null): C;
  /**
   * Set when writes carry a reason: `reason` in the body of POST and PUT (the input DTOs declare
   * it), `?reason=` on DELETE validated by this DTO.
   */
  reasonQuery?: Type<{ reason: string }>;
  /** Runs in the write's transaction before it is stored; throws to refuse it (a closed month). */
  checkWrite?(write: CrudWrite<C>, manager: EntityManager, context: ListContext): Promise<void>;
  /** Runs in the same transaction after the write is stored (an audit entry). */
  recordWrite?(write: CrudWrite<C>, manager: EntityManager, context: ListContext): Promise<void>;
}
