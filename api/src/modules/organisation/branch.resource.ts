import { randomBytes } from 'node:crypto';
import { CRUD_COLLECTIONS, type Branch } from '@bestellwerk/domain';
import type { CrudResource } from '../../common/crud/crud-resource.js';
import { TagEntity } from '../catalog/entities/tag.entity.js';
import { sanitizeHtml } from '../content/html-sanitizer.js';
import { ImageEntity } from '../media/entities/image.entity.js';
import { toBranch } from './branch.mapper.js';
import { BranchInput, BranchUpdateInput } from './dto/branch.input.js';
import { BranchEntity } from './entities/branch.entity.js';
import { DeliveryAreaEntity } from './entities/delivery-area.entity.js';
import { DivisionEntity } from './entities/division.entity.js';

/** A fresh counter-tablet key for a branch: 32 random bytes, base64url (43 characters). */
export function newBranchApiKey(): string {
  return randomBytes(32).toString('base64url');
}

/** Fields of the input copied onto the entity as they are (the description is sanitised apart). */
const PLAIN_FIELDS = [
  'identifier',
  'name',
  'street',
  'zipCode',
  'city',
  'phone',
  'email',
  'website',
  'longitude',
  'latitude',
  'keywords',
  'openingHours',
  'deliveryHours',
  'orderableFrom',
  'closedMessage',
  'isEnabled',
  'isPublic',
  'isDeliveryHoursEnabled',
  'isDeliveryEnabled',
  'isTakeawayEnabled',
  'isDineInEnabled',
  'isPreorderEnabled',
  'isTableSelectionEnabled',
  'isAppointmentRequired',
  'isQuotationRequired',
  'isAutoPrintEnabled',
  'isCashEnabled',
  'isATMCardEnabled',
  'isHydroAGVoucherEnabled',
  'isMollieEnabled',
  'isDatatransEnabled',
  'isDeliveryEmailRequired',
  'isDineInEmailRequired',
  'isTakeawayEmailRequired',
  'isDeliveryPhoneRequired',
  'isDineInPhoneRequired',
  'isTakeawayPhoneRequired',
  'isDeliveryAddressRequired',
  'isDineInAddressRequired',
  'isTakeawayAddressRequired',
] as const satisfies readonly (keyof BranchInput & keyof BranchEntity)[];

export const branchResource: CrudResource<BranchEntity, Branch, BranchInput> = {
  ...CRUD_COLLECTIONS.branches,
  schema: 'Branch',
  entity: BranchEntity,
  input: BranchInput,
  updateInput: BranchUpdateInput,
  read: 'public',
  publicWhere: { isEnabled: true, isPublic: true },
  relations: { tags: true, images: true, logo: true, division: true, deliveryAreas: true },
  defaultOrder: { name: 'ASC', id: 'ASC' },
  unique: [
    {
      field: 'identifier',
      message: 'Diese Kennung wird bereits von einer anderen Filiale verwendet.',
    },
  ],
  create: () =>
    Object.assign(new BranchEntity(), {
      apiKey: newBranchApiKey(),
      tags: [],
      images: [],
      deliveryAreas: [],
    }),
  async apply(entity, input, refs) {
    for (const field of PLAIN_FIELDS) {
      if (input[field] !== undefined) Object.assign(entity, { [field]: input[field] });
    }
    if (input.description !== undefined) entity.description = sanitizeHtml(input.description);
    if (input.tags) entity.tags = await refs.many(TagEntity, input.tags, 'tags', 'Tag');
    if (input.images) {
      entity.images = await refs.many(ImageEntity, input.images, 'images', 'Bild');
      entity.imageOrder = entity.images.map((image) => image.id);
    }
    if (input.logo !== undefined)
      entity.logo = await refs.one(ImageEntity, input.logo, 'logo', 'Bild');
    if (input.division !== undefined)
      entity.division = await refs.one(DivisionEntity, input.division, 'division', 'Organisation');
    if (input.deliveryAreas) {
      const existing = new Map((entity.deliveryAreas ?? []).map((area) => [area.id, area]));
      entity.deliveryAreas = input.deliveryAreas.map(({ id, ...area }, position) =>
        Object.assign((id !== undefined && existing.get(id)) || new DeliveryAreaEntity(), {
          ...area,
          position,
        }),
      );
    }
  },
  toContract: toBranch,
};
