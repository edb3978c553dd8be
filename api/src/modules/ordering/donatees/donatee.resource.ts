import { CRUD_COLLECTIONS, compactBankCode, formatIban, type Donatee } from '@bestellwerk/domain';
import type { CrudResource } from '../../../common/crud/crud-resource.js';
import { stripUndefined } from '../../../common/crud/strip-undefined.js';
import { DonateeInput, DonateeUpdateInput } from './donatee.input.js';
import { DonateeEntity } from '../entities/donatee.entity.js';

export function toDonatee(entity: DonateeEntity): Donatee {
  return {
    id: entity.id,
    identifier: entity.identifier,
    name: entity.name,
    description: entity.description ?? '',
    iban: entity.iban ? formatIban(entity.iban) : '',
    bic: entity.bic ?? '',
  };
}

/** Donation recipients: everyone reads them all (the checkout's picker), admins edit. */
export const donateeResource: CrudResource<DonateeEntity, Donatee, DonateeInput> = {
  ...CRUD_COLLECTIONS.donatees,
  schema: 'Donatee',
  entity: DonateeEntity,
  input: DonateeInput,
  updateInput: DonateeUpdateInput,
  read: 'public',
  publicWhere: {},
  defaultOrder: { name: 'ASC', id: 'ASC' },
  unique: [
    {
      field: 'identifier',
      message: 'Diese Kennung wird bereits von einem anderen Spendenempfänger verwendet.',
    },
  ],
  create: () => Object.assign(new DonateeEntity(), { iban: '', bic: '' }),
  apply(entity, { iban, bic, ...input }) {
    Object.assign(entity, stripUndefined(input));
    // Stored as the bank prints them in machines: no spaces, capitals.
    if (iban !== undefined) entity.iban = compactBankCode(iban);
    if (bic !== undefined) entity.bic = compactBankCode(bic);
  },
  toContract: toDonatee,
};
