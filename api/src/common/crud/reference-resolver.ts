import type { IdRef } from '@bestellwerk/domain';
import { In, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { ValidationFailedError } from '../errors/app-errors.js';

type Ref = IdRef | number;

const idOf = (ref: Ref): number => (typeof ref === 'number' ? ref : ref.id);

/**
 * Turns `{ id }` references of an input into loaded entities, with one query per field, and
 * answers a German 400 naming the field when a referenced entity does not exist.
 */
export class ReferenceResolver {
  constructor(readonly manager: EntityManager) {}

  /** The entity `ref` points to, null for a null ref. */
  async one<T extends ObjectLiteral>(
    target: EntityTarget<T>,
    ref: Ref | null,
    field: string,
    label: string,
  ): Promise<T | null> {
    if (ref === null) return null;
    const [found] = await this.many(target, [ref], field, label);
    return found;
  }

  /** The entities `refs` point to, in the given order, duplicates removed. */
  async many<T extends ObjectLiteral>(
    target: EntityTarget<T>,
    refs: Ref[],
    field: string,
    label: string,
  ): Promise<T[]> {
    const ids = [...new Set(refs.map(idOf))];
    if (ids.length === 0) return [];
    const found = await this.manager.getRepository(target).findBy({ id: In(ids) } as never);
    const byId = new Map(found.map((entity) => [entity.id as number, entity]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length) {
      throw new ValidationFailedError(
        missing.map((id) => ({ message: `${label} mit der ID ${id} existiert nicht.`, field })),
      );
    }
    return ids.map((id) => byId.get(id) as T);
  }
}
