import { Injectable, Logger } from '@nestjs/common';
import { isUploadPart, type OrderItemPart } from '@bestellwerk/domain';
import { In, type EntityManager } from 'typeorm';
import type { AuthContext } from '../../../common/http/auth-context.js';
import { ApiClock } from '../../auth/clock.js';
import { LogService } from '../../insights/log.service.js';
import { FontEntity } from '../../media/entities/font.entity.js';
import { UploadEntity } from '../../media/entities/upload.entity.js';
import { uploadPreviewKey } from '../../media/media-files.service.js';
import { MediaStorage } from '../../media/media-storage.service.js';
import { OrderEventsService } from '../../order-events/order-events.service.js';
import { OrderItemEntity } from '../entities/order-item.entity.js';
import { OrderEntity } from '../entities/order.entity.js';
import { QuestionnaireEntity } from '../entities/questionnaire.entity.js';
import { ORDER_FORM_TEXT_FIELDS } from '../placement/order-form-input.js';
import { OrderStorageService } from '../placement/order-storage.service.js';
import { orderUploadIds, uploadIdsOnOrders } from '../placement/order-uploads.js';
import { findVisibleOrder } from '../reads/order-access.js';

/**
 * The customer's personal data on an order as it is erased: every text they entered (names,
 * addresses, VAT number, phone, e-mail; the comment becomes null) and the flags that tell
 * company or a second address.
 */
export const ERASED_ORDER_FIELDS: Partial<OrderEntity> = {
  ...Object.fromEntries(ORDER_FORM_TEXT_FIELDS.map((field) => [field, ''])),
  comment: null,
  isCompany: false,
  isDeliveryAddressDifferent: false,
  isDeliveryCompany: false,
};

/** The names of the erased fields, as the edit log's changes name them. */
const ERASED_FIELD_NAMES: ReadonlySet<string> = new Set(Object.keys(ERASED_ORDER_FIELDS));

/** A part without its files: upload references and their file names go. */
function withoutUploads(part: OrderItemPart): OrderItemPart {
  return isUploadPart(part.type) || part.uploads.length > 0
    ? { ...part, values: isUploadPart(part.type) ? [] : part.values, uploads: [] }
    : part;
}

/** The uploads that are gone with the order: their rows are deleted, their files follow. */
type ErasedUploads = Pick<UploadEntity, 'id' | 'version' | 'storage'>[];

/**
 * Deleting an order (DELETE /api/orders/{id}, admins): the customer's personal data is erased
 * (names, addresses, phone, e-mail, VAT number, comment, the rating's comment, the files of the
 * items' parts) and the order is soft-deleted, so it leaves every list, board and the status
 * page. Ticket number, dates, items, totals, taxes, payment and branch stay for the
 * statutory retention.
 */
@Injectable()
export class OrderErasureService {
  private readonly logger = new Logger('OrderErasure');

  constructor(
    private readonly storage: OrderStorageService,
    private readonly media: MediaStorage,
    private readonly events: OrderEventsService,
    private readonly logs: LogService,
    private readonly clock: ApiClock,
  ) {}

  /**
   * Erases and deletes the order; a second call (or an unknown id) is the 404 of a missing
   * order. The boards hear of it; the log records who did it.
   */
  async erase(auth: AuthContext, id: number): Promise<void> {
    const { order, uploads } = await this.storage.transaction((manager) =>
      this.eraseIn(manager, auth, id),
    );
    for (const upload of uploads) {
      try {
        await this.media.remove(upload.storage);
        await this.media.remove(uploadPreviewKey(upload.id, upload.version));
      } catch (error) {
        this.logger.error(
          `Datei ${upload.id} der gelöschten Bestellung ${id} nicht entfernt: ${String(error)}`,
        );
      }
    }
    this.events.publish({ type: 'updated', order: id, branch: order.branch.id, cause: 'deleted' });
    await this.logs.record({
      level: 'warning',
      area: 'orders',
      message: `Bestellung #${order.ticketNumber} gelöscht (personenbezogene Daten entfernt)`,
      record: { type: 'order', id },
      context: { orderId: id, ticketNumber: order.ticketNumber },
      userId: auth.userId,
    });
  }

  private async eraseIn(
    manager: EntityManager,
    auth: AuthContext,
    id: number,
  ): Promise<{ order: OrderEntity; uploads: ErasedUploads }> {
    const order = await findVisibleOrder(manager, auth, id, { items: true, lock: true });
    const named = orderUploadIds(order);
    await manager.update(OrderEntity, order.id, {
      ...ERASED_ORDER_FIELDS,
      deletedAt: this.clock.now(),
    });
    // Earlier edits logged old and new names, addresses…: those values go as well.
    await this.logs.redactRecordFields(
      manager,
      { type: 'order', id: order.id },
      ERASED_FIELD_NAMES,
    );
    await manager.update(QuestionnaireEntity, { order: { id: order.id } }, { comment: null });
    for (const item of order.items) {
      const parts = (item.parts ?? []).map(withoutUploads);
      if (JSON.stringify(parts) !== JSON.stringify(item.parts ?? []))
        await manager.update(OrderItemEntity, item.id, { parts });
    }
    return { order, uploads: await this.unusedUploads(manager, named) };
  }

  /**
   * Of the uploads the order named, those no other order and no font names (the order is
   * deleted already, so it no longer counts), deleted as rows; their files are removed after
   * the transaction.
   */
  private async unusedUploads(manager: EntityManager, ids: number[]): Promise<ErasedUploads> {
    if (ids.length === 0) return [];
    const uploads = await manager.find(UploadEntity, {
      select: { id: true, version: true, storage: true, createdAt: true },
      where: { id: In(ids) },
    });
    if (uploads.length === 0) return [];
    const oldest = new Date(Math.min(...uploads.map((upload) => upload.createdAt.getTime())));
    const elsewhere = await uploadIdsOnOrders(
      manager,
      uploads.map((upload) => upload.id),
      oldest,
    );
    const fonts = await manager.find(FontEntity, {
      select: { id: true, upload: { id: true } },
      relations: { upload: true },
      where: { upload: { id: In(ids) } },
    });
    const kept = new Set([...elsewhere, ...fonts.flatMap((font) => font.upload?.id ?? [])]);
    const gone = uploads.filter((upload) => !kept.has(upload.id));
    if (gone.length > 0)
      await manager.delete(UploadEntity, { id: In(gone.map((upload) => upload.id)) });
    return gone;
  }
}
