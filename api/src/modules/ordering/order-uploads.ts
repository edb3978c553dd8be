import { uploadPreviewUrlOf, uploadUrl, type OrderUploadFile } from '@bestellwerk/domain';
import { In, type EntityManager } from 'typeorm';
import { UploadEntity } from '../media/entities/upload.entity.js';
import type { OrderEntity } from './entities/order.entity.js';

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
