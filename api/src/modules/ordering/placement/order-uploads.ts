import {
  isUploadPart,
  uploadExtensions,
  uploadPreviewUrlOf,
  uploadUrl,
  type FieldError,
  type CartItemInput,
  type Id,
  type OrderUploadFile,
  type OrderUploadToken,
  type PartType,
  type Product,
} from '@bestellwerk/domain';
import { In, type EntityManager } from 'typeorm';
import { UploadEntity } from '../../media/entities/upload.entity.js';
import { isUploadToken } from '../../media/upload-tokens.js';
import { OrderItemEntity } from '../entities/order-item.entity.js';
import type { OrderEntity } from '../entities/order.entity.js';

/** The upload ids the parts of an order's items name, each once, in item and part order. */
export function orderUploadIds(order: OrderEntity): number[] {
  const ids = (order.items ?? []).flatMap((item) =>
    (item.parts ?? []).flatMap((part) => part.uploads ?? []),
  );
  return [...new Set(ids)];
}

/**
 * Loads the files the items of all given orders name, with one query (none when no order has
 * a file), and sets each order's `uploadFiles`. Expects the items loaded.
 */
export async function attachUploads(manager: EntityManager, orders: OrderEntity[]): Promise<void> {
  const ids = [...new Set(orders.flatMap(orderUploadIds))];
  const rows = ids.length === 0 ? [] : await manager.find(UploadEntity, { where: { id: In(ids) } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const order of orders)
    order.uploadFiles = orderUploadIds(order).flatMap((id) => byId.get(id) ?? []);
}

/** An upload as staff open it from an order: its name, link and image preview. */
export function toOrderUploadFile(upload: UploadEntity): OrderUploadFile {
  return {
    id: upload.id,
    name: upload.name,
    mimeType: upload.mimeType,
    size: upload.size,
    url: uploadUrl(upload),
    previewUrl: uploadPreviewUrlOf(upload),
  };
}

/** German messages of an upload part whose uploads may not be ordered (at the part's field). */
export const ORDER_UPLOAD_MESSAGES = {
  missing: 'Die hochgeladene Datei wurde nicht gefunden. Bitte laden Sie die Datei erneut hoch.',
  foreign:
    'Die hochgeladene Datei gehört nicht zu dieser Bestellung. Bitte laden Sie die Datei erneut hoch.',
  taken:
    'Die hochgeladene Datei wurde bereits mit einer anderen Bestellung gesendet. Bitte laden Sie die Datei erneut hoch.',
  image: 'Hier sind nur Fotos im Format JPG, PNG oder GIF möglich.',
  file: 'Dieser Dateityp ist hier nicht möglich.',
} as const;

/**
 * Who names the uploads: the customer at the checkout (each upload needs the token its upload
 * answer carried, and may not be on another order yet), or staff on the phone or at the
 * order (trusted: no tokens). The part's file types hold for both.
 */
export interface UploadReferenceRules {
  mode: 'checkout' | 'staff';
  /** The order body's `uploadTokens` (checkout only). */
  tokens?: readonly OrderUploadToken[];
}

/** Orders older than their uploads cannot name them; this much clock difference is allowed. */
const CLOCK_SLACK_MS = 60 * 60 * 1000;

/**
 * Of the given upload ids, those an order's items name. Only orders created or changed since
 * `since` are read (an upload cannot be on an order older than itself); with `exceptFailed`,
 * orders whose payment failed do not count (their cart is ordered again).
 */
export async function uploadIdsOnOrders(
  manager: EntityManager,
  ids: readonly number[],
  since: Date,
  { exceptFailed = false }: { exceptFailed?: boolean } = {},
): Promise<Set<number>> {
  const wanted = new Set(ids);
  const found = new Set<number>();
  if (wanted.size === 0) return found;
  const query = manager
    .createQueryBuilder(OrderItemEntity, 'item')
    .innerJoin('item.order', 'o')
    .select(['item.id', 'item.parts'])
    .where('(o.createdAt >= :since OR o.updatedAt >= :since)', {
      since: new Date(since.getTime() - CLOCK_SLACK_MS),
    });
  if (exceptFailed) query.andWhere('o.isFailed = :failed', { failed: false });
  for (const item of await query.getMany())
    for (const part of item.parts ?? [])
      for (const id of part.uploads ?? []) if (wanted.has(id)) found.add(id);
  return found;
}

/** The upload ids of a part value: one id, a list of ids, or none. */
function uploadIdsOf(value: CartItemInput['parts'][number] | undefined): number[] {
  return (Array.isArray(value) ? value : [value]).filter(
    (id): id is number => typeof id === 'number',
  );
}

/** The message for an upload of this extension on a part of this type, or null when it fits. */
function typeProblem(partType: PartType, extension: string): string | null {
  if (uploadExtensions(partType).includes(`.${extension.toLowerCase()}`)) return null;
  return partType === 'image' || partType === 'images'
    ? ORDER_UPLOAD_MESSAGES.image
    : ORDER_UPLOAD_MESSAGES.file;
}

/**
 * What is wrong with the uploads the items' upload parts name, one German error per part at
 * `items.{i}.parts.{j}`: an upload that does not exist; at the checkout, one named without the
 * token of its upload answer or already on another order (that did not fail); for everyone,
 * an upload whose type the part does not take (image parts: JPG, PNG, GIF; storefront.md §5).
 * Empty when all is well. Products missing from `products` are reported elsewhere.
 */
export async function uploadReferenceErrors(
  manager: EntityManager,
  items: readonly CartItemInput[],
  products: ReadonlyMap<Id, Product>,
  rules: UploadReferenceRules,
): Promise<FieldError[]> {
  const references: { field: string; type: PartType; ids: number[] }[] = [];
  items.forEach((item, index) => {
    const product = products.get(item.product);
    if (product?.type !== 'configurable') return;
    product.config.parts.forEach((part, partIndex) => {
      if (!isUploadPart(part.type)) return;
      const ids = uploadIdsOf(item.parts[partIndex]);
      if (ids.length > 0)
        references.push({ field: `items.${index}.parts.${partIndex}`, type: part.type, ids });
    });
  });
  if (references.length === 0) return [];

  const all = [...new Set(references.flatMap((r) => r.ids))];
  const uploads = new Map(
    (
      await manager.find(UploadEntity, {
        select: { id: true, extension: true, tokenHash: true, createdAt: true },
        where: { id: In(all) },
      })
    ).map((upload) => [upload.id, upload]),
  );
  const atCheckout = rules.mode === 'checkout';
  const tokens = rules.tokens ?? [];
  const hasToken = (upload: UploadEntity) =>
    tokens.some((given) => given.id === upload.id && isUploadToken(upload.tokenHash, given.token));
  const known = [...uploads.values()];
  const taken =
    atCheckout && known.length > 0
      ? await uploadIdsOnOrders(
          manager,
          known.map((upload) => upload.id),
          new Date(Math.min(...known.map((upload) => upload.createdAt.getTime()))),
          { exceptFailed: true },
        )
      : new Set<number>();

  /** The first rule the part's uploads break, or null. */
  const problemOf = (type: PartType, named: (UploadEntity | undefined)[]): string | null => {
    if (named.some((upload) => !upload)) return ORDER_UPLOAD_MESSAGES.missing;
    const found = named as UploadEntity[];
    if (atCheckout && found.some((upload) => !hasToken(upload)))
      return ORDER_UPLOAD_MESSAGES.foreign;
    const wrongType = found.map((upload) => typeProblem(type, upload.extension)).find(Boolean);
    if (wrongType) return wrongType;
    return found.some((upload) => taken.has(upload.id)) ? ORDER_UPLOAD_MESSAGES.taken : null;
  };
  const errors: FieldError[] = [];
  for (const { field, type, ids } of references) {
    const message = problemOf(
      type,
      ids.map((id) => uploads.get(id)),
    );
    if (message) errors.push({ field, message });
  }
  return errors;
}
