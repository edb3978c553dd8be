import type { Branch, BranchAdmin, DeliveryArea } from '@bestellwerk/domain';
import type { AuthContext } from '../../common/http/auth-context.js';
import { isAdmin } from '../../common/http/auth-context.js';
import { toImage, toImageOrNull } from '../media/image.mapper.js';
import type { BranchEntity } from './entities/branch.entity.js';
import type { DeliveryAreaEntity } from './entities/delivery-area.entity.js';

export function toDeliveryArea(entity: DeliveryAreaEntity): DeliveryArea {
  return {
    id: entity.id,
    area: entity.area,
    price: entity.price,
    tax: entity.tax,
    free: entity.free,
    freeFromOrderValue: entity.freeFromOrderValue,
    minimumOrderValue: entity.minimumOrderValue,
  };
}

/** Images in the order staff arranged them; unknown ids go last. */
export function inImageOrder<T extends { id: number }>(images: T[], order: number[]): T[] {
  const rank = (id: number) => {
    const index = order.indexOf(id);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...images].sort((a, b) => rank(a.id) - rank(b.id) || a.id - b.id);
}

/** The branch as the API shows it; admins also get the counter tablet's API key. */
export function toBranch(
  entity: BranchEntity,
  auth: AuthContext | null = null,
): Branch | BranchAdmin {
  const {
    apiKey,
    isAutoPrintEnabled,
    createdAt: _c,
    updatedAt: _u,
    imageOrder,
    tags,
    images,
    logo,
    division,
    deliveryAreas,
    description,
    closedMessage,
    ...fields
  } = entity;
  const branch: Branch = {
    ...fields,
    description: description ?? '',
    closedMessage: closedMessage ?? '',
    orderableFrom: entity.orderableFrom,
    tags: (tags ?? []).map((tag) => ({ id: tag.id })),
    images: inImageOrder(images ?? [], imageOrder).map(toImage),
    logo: toImageOrNull(logo),
    division: division ? { id: division.id } : null,
    deliveryAreas: [...(deliveryAreas ?? [])]
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map(toDeliveryArea),
  };
  return isAdmin(auth) ? { ...branch, apiKey, isAutoPrintEnabled } : branch;
}
