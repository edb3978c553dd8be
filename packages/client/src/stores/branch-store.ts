import type { Branch } from '@bestellwerk/domain';
import { ListStore } from './list-store.js';

/** The branches from init. */
export class BranchStore extends ListStore<Branch> {
  /** Branches visitors see: enabled and public (spec §1). */
  get visible(): Branch[] {
    return this.items.filter((branch) => branch.isEnabled && branch.isPublic);
  }
}
