import { action, computed, makeObservable, observableRef } from 'mobx';
import type { Id } from '@bestellwerk/domain';

/** A list of entities with an id, replaced as a whole when the API answers. */
export class ListStore<T extends { id: Id }> {
  items: T[] = [];

  constructor() {
    makeObservable(this, { items: observableRef, byId: computed, replace: action });
  }

  /** The items keyed by id. */
  get byId(): ReadonlyMap<Id, T> {
    return new Map(this.items.map((item) => [item.id, item]));
  }

  /** Replaces the list with the API's answer. */
  replace(items: T[]): void {
    this.items = items;
  }

  /** The item with that id, if loaded. */
  get(id: Id): T | undefined {
    return this.byId.get(id);
  }
}
