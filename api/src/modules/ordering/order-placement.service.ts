import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  availablePaymentMethods,
  branchCatalog,
  branchClosedNotice,
  businessDayOf,
  checkoutDeliveryError,
  emptyOrderForm,
  findOrderableProduct,
  formatEuro,
  isUploadPart,
  ORDER_FORM_MESSAGES,
  PAYMENT_METHODS,
  priceCart,
  validateAppointment,
  validateOrderForm,
  type ApiError,
  type Branch,
  type CartItemInput,
  type Category,
  type Config,
  type DeliveryArea,
  type Id,
  type OrderForm,
  type OrderType,
  type Product,
  type PublicOrder,
} from '@bestellwerk/domain';
import { DataSource, In, type EntityManager } from 'typeorm';
import { IdempotencyMismatchError, ValidationFailedError } from '../../common/errors/app-errors.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import { toCategory, toProduct } from '../catalog/catalog.mapper.js';
import { CategoryEntity } from '../catalog/entities/category.entity.js';
import { MenuEntity } from '../catalog/entities/menu.entity.js';
import { ProductEntity } from '../catalog/entities/product.entity.js';
import { toMenu } from '../catalog/catalog.mapper.js';
import { ConfigService } from '../content/config.service.js';
import { UploadEntity } from '../media/entities/upload.entity.js';
import { toBranch } from '../organisation/branch.mapper.js';
import { BranchEntity } from '../organisation/entities/branch.entity.js';
import { TableEntity } from '../organisation/entities/table.entity.js';
import { PaymentsService } from '../payments/payments.service.js';
import type { CreateOrderBody } from './dto/create-order.input.js';
import { DonateeEntity } from './entities/donatee.entity.js';
import { IdempotencyRecordEntity } from './entities/idempotency-record.entity.js';
import { OrderItemEntity } from './entities/order-item.entity.js';
import { OrderEntity } from './entities/order.entity.js';
import { deleteExpiredIdempotencyRecords, storedResponse } from './idempotency.js';
import { OrderMailService } from './order-mails.js';
import {
  IdempotencyInProgressError,
  PAYMENT_START_FAILED,
  PaymentStartError,
  StoredErrorAnswer,
} from './order-placement.errors.js';
import { toPublicOrder } from './order.mapper.js';
import { newOrderHash, newOrderUid } from './order-secrets.js';
import { isUniqueViolation, nextTicketNumber, withTransactionRetry } from './ticket-numbers.js';

/** German messages of the checks the domain does not make (our wording). */
export const PLACEMENT_MESSAGES = {
  unknownBranch: 'Diese Filiale wurde nicht gefunden oder nimmt derzeit keine Bestellungen an.',
  bothOrderTypes: 'Bitte wählen Sie entweder Lieferung oder Essen vor Ort.',
  uploadMissing:
    'Die hochgeladene Datei wurde nicht gefunden. Bitte laden Sie die Datei erneut hoch.',
  donationsDisabled: 'Spenden sind derzeit nicht möglich.',
  unknownDonatee: 'Die gewählte Organisation wurde nicht gefunden.',
  unknownTable: ORDER_FORM_MESSAGES.table,
} as const;

/** Everything checked and computed before the order is written. */
interface PreparedOrder {
  branch: BranchEntity;
  config: Config;
  order: OrderEntity;
}

/** Raised inside the transaction when the Idempotency-Key is taken by a concurrent request. */
class KeyTakenSignal extends Error {}

/** The text fields of the order form, trimmed before they are checked and stored. */
const TEXT_FIELDS = [
  'companyName',
  'firstName',
  'lastName',
  'company',
  'street',
  'floor',
  'stairway',
  'door',
  'zipCode',
  'city',
  'vatNo',
  'phone',
  'email',
  'deliveryCompanyName',
  'deliveryFirstName',
  'deliveryLastName',
  'deliveryStreet',
  'deliveryFloor',
  'deliveryStairway',
  'deliveryDoor',
  'deliveryZipCode',
  'deliveryCity',
  'comment',
] as const;

/** The order form of a body: the empty form's defaults, overlaid with what was sent, trimmed. */
function orderFormOf(body: CreateOrderBody): OrderForm {
  const form: OrderForm = emptyOrderForm(body.branch);
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined && key in form)
      (form as unknown as Record<string, unknown>)[key] = value;
  }
  for (const field of TEXT_FIELDS) form[field] = (form[field] ?? '').trim();
  form.table = typeof form.table === 'string' && form.table.trim() ? form.table.trim() : null;
  return form;
}

/** The first of each field-and-message pair, in order. */
function distinct(errors: ApiError[]): ApiError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = `${error.field ?? ''}\u0000${error.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Order placement (POST /api/orders): checks a checkout against the branch, its current menu,
 * hours, tables, payment methods and the config with the domain's rules, prices it on the
 * server, and stores it with a per-day ticket number and its Idempotency-Key in one
 * transaction. Then starts the online payment and sends the e-mails.
 */
@Injectable()
export class OrderPlacementService {
  private readonly logger = new Logger('OrderPlacement');
  /** SQLite has one connection: its transactions must not overlap. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly appConfig: AppConfig,
    private readonly configs: ConfigService,
    private readonly payments: PaymentsService,
    private readonly mails: OrderMailService,
  ) {}

  /**
   * Places an order and answers its public view (201). With an Idempotency-Key a repeat of the
   * same body answers the stored result and creates nothing; the key with another body is a 422.
   * Invalid input is a 400 listing every failure at its field, and nothing is stored. When the
   * online payment cannot be started the stored order is marked failed and the answer is a 502.
   */
  async place(body: CreateOrderBody, key: string | null, hash: string): Promise<PublicOrder> {
    if (key) {
      const replay = await this.replay(key, hash);
      if (replay) return replay;
    }
    const now = new Date();
    const prepared = await this.prepare(body, now);
    let order: OrderEntity;
    try {
      order = await this.store(prepared, key, hash);
    } catch (error) {
      if (!(error instanceof KeyTakenSignal) || !key) throw error;
      const replay = await this.replay(key, hash);
      if (!replay) throw new IdempotencyInProgressError();
      return replay;
    }
    await deleteExpiredIdempotencyRecords(this.dataSource.manager, now);
    await this.startPayment(order, key);
    this.mails.orderPlaced(order, { branch: prepared.branch, config: prepared.config });
    return toPublicOrder(order);
  }

  /** The stored answer of a key, thrown when it was an error; null when the key is new. */
  private async replay(key: string, hash: string): Promise<PublicOrder | null> {
    const record = await this.dataSource
      .getRepository(IdempotencyRecordEntity)
      .findOne({ where: { key } });
    if (!record) return null;
    if (record.requestHash !== hash) throw new IdempotencyMismatchError();
    const stored = storedResponse(record);
    if (!stored) throw new IdempotencyInProgressError();
    if (stored.status >= 400) {
      const errors = (stored.body as { errors?: ApiError[] } | null)?.errors ?? [];
      throw new StoredErrorAnswer(stored.status, errors);
    }
    return stored.body as PublicOrder;
  }

  /** Loads what the rules need, runs them all, and builds the (unsaved) order. */
  private async prepare(body: CreateOrderBody, now: Date): Promise<PreparedOrder> {
    const timeZone = this.appConfig.timeZone;
    const manager = this.dataSource.manager;
    const form = orderFormOf(body);
    const items: CartItemInput[] = body.items.map((item) => ({
      product: item.product,
      amount: item.amount,
      unit: item.unit,
      parts: item.parts ?? [],
    }));
    const branchEntity = await manager.findOne(BranchEntity, {
      where: { id: form.branch, isEnabled: true, isPublic: true },
      relations: { deliveryAreas: true },
    });
    if (!branchEntity)
      throw ValidationFailedError.field('branch', PLACEMENT_MESSAGES.unknownBranch);
    const branch = toBranch(branchEntity) as Branch;
    const config = await this.configs.get();

    const errors: ApiError[] = [];
    if (body.isDelivery && body.isDineIn)
      errors.push({ field: 'orderType', message: PLACEMENT_MESSAGES.bothOrderTypes });
    const orderType: OrderType = body.isDelivery
      ? 'delivery'
      : body.isDineIn
        ? 'dineIn'
        : 'takeaway';

    const closed = branchClosedNotice(branch, now, timeZone);
    if (closed && !branch.isPreorderEnabled)
      errors.push({ field: 'branch', message: closed.join(' ') });

    const tables = await manager.find(TableEntity, {
      where: { branch: { id: branch.id } },
      relations: { branch: true },
    });
    const tableRefs = tables.map((t) => ({
      identifier: t.identifier,
      branch: { id: t.branch.id },
    }));
    const paymentMethods = availablePaymentMethods({
      enabledProviders: PAYMENT_METHODS,
      config,
      branch,
    });
    const formErrors = validateOrderForm(form, branch, orderType, {
      tables: tableRefs,
      paymentMethods,
    });
    errors.push(...formErrors);
    const delivery = checkoutDeliveryError(branch, orderType, now, timeZone);
    if (delivery && !formErrors.some((e) => e.field === 'orderType'))
      errors.push({ field: 'orderType', message: delivery.message });
    const table = orderType === 'dineIn' ? form.table : null;
    if (table && !tableRefs.some((t) => t.identifier === table))
      errors.push({ field: 'table', message: PLACEMENT_MESSAGES.unknownTable });

    const area: DeliveryArea | null =
      orderType === 'delivery'
        ? (branch.deliveryAreas.find((a) => a.id === form.deliveryArea) ?? null)
        : null;
    const products = await this.orderableProducts(manager, branch.id, items, now);
    const priced = priceCart({
      products,
      items,
      orderType,
      deliveryArea: area,
      formatMoney: (euros) => formatEuro(euros),
    });
    errors.push(...priced.errors.map((e) => (e.field ? e : { ...e, field: 'items' })));

    const appointment = form.appointmentDate ? new Date(form.appointmentDate) : null;
    const appointmentError = validateAppointment(
      {
        branch,
        orderType,
        now,
        timeZone,
        products: priced.items.map((item) => products.get(item.product!.id)!),
      },
      appointment,
    );
    if (appointmentError) errors.push(appointmentError);

    errors.push(...(await this.uploadErrors(manager, items, products)));
    if (form.donatee !== null) {
      if (!config.isDonationEnabled)
        errors.push({ field: 'donatee', message: PLACEMENT_MESSAGES.donationsDisabled });
      else if (!(await manager.exists(DonateeEntity, { where: { id: form.donatee } })))
        errors.push({ field: 'donatee', message: PLACEMENT_MESSAGES.unknownDonatee });
    }

    const all = distinct(errors);
    if (all.length > 0) throw new ValidationFailedError(all);

    const { branch: _branch, table: _table, donatee, deliveryArea: _area, ...fields } = form;
    const order = manager.create(OrderEntity, {
      ...fields,
      uid: newOrderUid(),
      hash: newOrderHash(),
      branch: { id: branch.id },
      businessDay: businessDayOf(now, timeZone),
      createdAt: now,
      comment: form.comment || null,
      appointmentDate: appointment,
      isDelivery: orderType === 'delivery',
      isDineIn: orderType === 'dineIn',
      deliveryArea: area ? { id: area.id } : null,
      deliveryAreaName: area?.area ?? '',
      deliveryAreaFee: area?.price ?? null,
      deliveryAreaTaxRate: area?.tax ?? 0,
      tableIdentifier: table,
      donatee: donatee !== null ? { id: donatee } : null,
      gross: priced.pricing.gross,
      totalNet: priced.pricing.totalNet,
      totalGross: priced.pricing.totalGross,
      deliveryGross: priced.pricing.deliveryGross,
      taxes: priced.pricing.taxes,
      paymentRedirectUrl: null,
      paymentReference: null,
    });
    order.items = priced.items.map((item, position) =>
      manager.create(OrderItemEntity, {
        position,
        product: { id: item.product!.id },
        productUid: item.productUid,
        name: item.name,
        amount: item.amount,
        unit: item.unit,
        parts: item.parts,
        calculationModel: item.calculationModel,
        isPriceHidden: item.isPriceHidden,
        unitPrice: item.unitPrice,
        gross: item.gross,
        net: item.net,
        taxRate: item.taxRate,
      }),
    );
    return { branch: branchEntity, config, order };
  }

  /**
   * The products of the cart that can be ordered now: in the branch's active menu, in an
   * available category, enabled and scheduled. Only the cart's products are loaded.
   */
  private async orderableProducts(
    manager: EntityManager,
    branchId: Id,
    items: CartItemInput[],
    now: Date,
  ): Promise<Map<Id, Product>> {
    const menus = (
      await manager
        .getRepository(MenuEntity)
        .createQueryBuilder('menu')
        .leftJoinAndSelect('menu.branches', 'branch')
        .innerJoin('menu.branches', 'assigned', 'assigned.id = :branchId', { branchId })
        .getMany()
    ).map(toMenu);
    const wanted = new Set(items.map((item) => item.product));
    const categoryIds = new Set<Id>();
    const productIds = new Set<Id>();
    for (const menu of menus)
      for (const category of menu.catalog)
        for (const entry of category.products)
          if (wanted.has(entry.id)) {
            categoryIds.add(category.id);
            productIds.add(entry.id);
          }
    const found = new Map<Id, Product>();
    if (productIds.size === 0) return found;
    const [categories, products] = await Promise.all([
      manager.find(CategoryEntity, { where: { id: In([...categoryIds]) } }),
      manager.find(ProductEntity, { where: { id: In([...productIds]) } }),
    ]);
    const categoryMap = new Map<Id, Category>(categories.map((c) => [c.id, toCategory(c)]));
    const productMap = new Map<Id, Product>(products.map((p) => [p.id, toProduct(p)]));
    const catalog = branchCatalog(
      menus,
      branchId,
      categoryMap,
      productMap,
      now,
      this.appConfig.timeZone,
    );
    if (!catalog) return found;
    for (const id of wanted) {
      const product = findOrderableProduct(catalog.categories, id);
      if (product) found.set(id, product);
    }
    return found;
  }

  /** Upload parts naming uploads that do not exist, at `items.{i}.parts.{j}`. */
  private async uploadErrors(
    manager: EntityManager,
    items: CartItemInput[],
    products: Map<Id, Product>,
  ): Promise<ApiError[]> {
    const references: { field: string; ids: number[] }[] = [];
    items.forEach((item, index) => {
      const product = products.get(item.product);
      if (product?.type !== 'configurable') return;
      product.config.parts.forEach((part, partIndex) => {
        if (!isUploadPart(part.type)) return;
        const value = item.parts[partIndex];
        const ids = (Array.isArray(value) ? value : [value]).filter(
          (id): id is number => typeof id === 'number',
        );
        if (ids.length > 0) references.push({ field: `items.${index}.parts.${partIndex}`, ids });
      });
    });
    if (references.length === 0) return [];
    const all = [...new Set(references.flatMap((r) => r.ids))];
    const existing = new Set(
      (await manager.find(UploadEntity, { select: { id: true }, where: { id: In(all) } })).map(
        (upload) => upload.id,
      ),
    );
    return references
      .filter((r) => r.ids.some((id) => !existing.has(id)))
      .map((r) => ({ field: r.field, message: PLACEMENT_MESSAGES.uploadMissing }));
  }

  /**
   * Writes the order, its items, its ticket number and the idempotency record in one
   * transaction, run again after deadlocks. A key taken by a concurrent request rolls
   * everything back and raises KeyTakenSignal.
   */
  private store(prepared: PreparedOrder, key: string | null, hash: string): Promise<OrderEntity> {
    const run = () =>
      withTransactionRetry(() =>
        this.dataSource.transaction(async (manager) => {
          let recordId: number | null = null;
          if (key) {
            try {
              const inserted = await manager.insert(IdempotencyRecordEntity, {
                key,
                requestHash: hash,
                responseStatus: null,
              });
              recordId = Number(inserted.identifiers[0].id);
            } catch (error) {
              if (isUniqueViolation(error)) throw new KeyTakenSignal();
              throw error;
            }
          }
          const order = manager.create(OrderEntity, { ...prepared.order });
          order.items = prepared.order.items.map((item) =>
            manager.create(OrderItemEntity, { ...item }),
          );
          order.ticketNumber = await nextTicketNumber(
            manager,
            prepared.branch.id,
            order.businessDay,
          );
          const saved = await manager.save(OrderEntity, order);
          saved.questionnaire = null;
          if (recordId !== null) {
            await manager.update(IdempotencyRecordEntity, recordId, {
              order: { id: saved.id },
              responseStatus: 201,
              responseBody: toPublicOrder(saved) as unknown as object,
            });
          }
          return saved;
        }),
      );
    if (this.dataSource.options.type !== 'better-sqlite3') return run();
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => undefined);
    return result;
  }

  /**
   * Starts the online payment of a stored order. A redirect is stored on the order (and in the
   * idempotency record); a failure marks the order failed, stores the 502 and throws it.
   */
  private async startPayment(order: OrderEntity, key: string | null): Promise<void> {
    const records = this.dataSource.getRepository(IdempotencyRecordEntity);
    let start: Awaited<ReturnType<PaymentsService['start']>>;
    try {
      start = await this.payments.start(order);
    } catch (error) {
      this.logger.error(
        `Zahlung für Bestellung ${order.id} konnte nicht gestartet werden: ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
      order.isFailed = true;
      await this.dataSource.getRepository(OrderEntity).update(order.id, { isFailed: true });
      if (key)
        await records.update(
          { key },
          { responseStatus: 502, responseBody: { errors: [{ message: PAYMENT_START_FAILED }] } },
        );
      throw new PaymentStartError();
    }
    if (!start) return;
    order.paymentRedirectUrl = start.redirectUrl;
    order.paymentReference = start.reference;
    await this.dataSource.getRepository(OrderEntity).update(order.id, {
      paymentRedirectUrl: start.redirectUrl,
      paymentReference: start.reference,
    });
    if (key)
      await records.update({ key }, { responseBody: toPublicOrder(order) as unknown as object });
  }
}
