import { isBranchListed, type Branch } from '@bestellwerk/domain';
import { ListStore } from './list-store.js';

/** The branches from init. */
export class BranchStore extends ListStore<Branch> {
  /** Branches visitors see (the domain's isBranchListed). */
  get visible(): Branch[] {
    return this.items.filter(isBranchListed);
  }
}
