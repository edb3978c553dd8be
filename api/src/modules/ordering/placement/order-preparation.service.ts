import { Inject, Injectable } from '@nestjs/common';
import {
  availablePaymentMethods,
  businessDayOf,
  formatEuro,
  isOnlinePaymentMethod,
  orderAmountErrors,
  orderRefusalOf,
  orderTotalError,
  PAYMENT_METHODS,
  priceCart,
  type FieldError,
  type Branch,
  type CartItemInput,
  type Config,
  type DeliveryArea,
  type OrderForm,
  type OrderType,
} from '@bestellwerk/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { ValidationFailedError } from '../../../common/errors/app-errors.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/app-config.module.js';
import { ConfigService } from '../../content/config.service.js';
import { toBranch } from '../../organisation/branch.mapper.js';
import { BranchEntity } from '../../organisation/entities/branch.entity.js';
import { TableEntity } from '../../organisation/entities/table.entity.js';
import type { CreateOrderInput } from './create-order.input.js';
import { DonateeEntity } from '../entities/donatee.entity.js';
import { OrderItemEntity } from '../entities/order-item.entity.js';
import { OrderEntity } from '../entities/order.entity.js';
import { distinctErrors, orderFormOf } from './order-form-input.js';
import {
  appointmentErrors,
  bothOrderTypesError,
  checkOrderForm,
  ORDER_DETAILS_MESSAGES,
  orderTypeOfFlags,
} from './order-details-checks.js';
import { orderableProducts } from './orderable-cart.js';
import { uploadReferenceErrors } from './order-uploads.js';
import { newOrderHash, newOrderUid } from '../public-status/order-secrets.js';

/** German messages of the checks the domain does not make (our wording). */
export const PLACEMENT_MESSAGES = {
  unknownBranch: 'Diese Filiale wurde nicht gefunden oder nimmt derzeit keine Bestellungen an.',
  bothOrderTypes: ORDER_DETAILS_MESSAGES.bothOrderTypes,
  donationsDisabled: 'Spenden sind derzeit nicht möglich.',
  unknownDonatee: 'Die gewählte Organisation wurde nicht gefunden.',
  unknownTable: ORDER_DETAILS_MESSAGES.unknownTable,
  staffPaysOnSite: 'Telefonbestellungen werden vor Ort bezahlt.',
} as const;

/**
 * Who enters the order: the customer at the checkout, or staff taking it on the phone (no
 * legal checkboxes to tick, paid on site only).
 */
export type OrderEntryMode = 'checkout' | 'staff';

/** The checkout's checks staff orders skip: the customer ticks these, not staff. */
const CUSTOMER_ONLY_FIELDS = new Set(['legalInstructions', 'privacyPolicy']);

/** Everything checked and computed before the order is written. */
export interface PreparedOrder {
  branch: BranchEntity;
  config: Config;
  order: OrderEntity;
}

/** What the checks settled, from which the order is built. */
interface CheckedOrder {
  form: OrderForm;
  orderType: OrderType;
  area: DeliveryArea | null;
  table: string | null;
  appointment: Date | null;
  now: Date;
  priced: ReturnType<typeof priceCart>;
  mode: OrderEntryMode;
}

/**
 * Checks a checkout against the branch, its current menu, hours, tables, payment methods and
 * the config with the domain's rules, and prices it on the server: the order as it will be
 * stored, or a 400 naming every failing field. Nothing is written here.
 */
@Injectable()
export class OrderPreparationService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly appConfig: AppConfig,
    private readonly configs: ConfigService,
  ) {}

  /**
   * Loads what the rules need, runs them all, and builds the (unsaved) order. Every failure
   * is collected and thrown as one 400 (ValidationFailedError) naming the fields. In `staff`
   * mode the legal checkboxes are not asked and only methods paid on site are accepted.
   */
  async prepare(
    body: CreateOrderInput,
    now: Date,
    mode: OrderEntryMode = 'checkout',
  ): Promise<PreparedOrder> {
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

    const errors: FieldError[] = [];
    const both = bothOrderTypesError(body);
    if (both) errors.push(both);
    const orderType = orderTypeOfFlags(body);

    const refusal = orderRefusalOf(branch, now, timeZone);
    if (refusal) errors.push(refusal);

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
    const paidOnlineByStaff = mode === 'staff' && isOnlinePaymentMethod(form.paymentMethod);
    const { table, area, formErrors, followingErrors } = checkOrderForm({
      form,
      orderType,
      branch,
      tables: tableRefs,
      paymentMethods,
      keep: (error) =>
        !(mode === 'staff' && CUSTOMER_ONLY_FIELDS.has(error.field ?? '')) &&
        !(paidOnlineByStaff && error.field === 'paymentMethod'),
      now,
      timeZone,
    });
    if (paidOnlineByStaff)
      errors.push({ field: 'paymentMethod', message: PLACEMENT_MESSAGES.staffPaysOnSite });
    errors.push(...formErrors, ...followingErrors);

    const products = await orderableProducts(manager, branch.id, items, now, timeZone);
    const priced = priceCart({
      products,
      items,
      orderType,
      deliveryArea: area,
      formatMoney: (euros) => formatEuro(euros),
    });
    // The order limits first: an absurd amount is named once, by its bound.
    const known = items.flatMap((item, index) => {
      const product = products.get(item.product);
      return product ? [{ index, product, amount: item.amount, unit: item.unit }] : [];
    });
    const limitErrors = orderAmountErrors(known, (i) => `items.${known[i].index}.amount`);
    errors.push(...limitErrors);
    const limitFields = new Set(limitErrors.map((e) => e.field));
    errors.push(
      ...priced.errors
        .filter((e) => !limitFields.has(e.field))
        .map((e) => (e.field ? e : { ...e, field: 'items' })),
    );
    if (limitErrors.length === 0) {
      const totalError = orderTotalError(priced.cents.totalGross);
      if (totalError) errors.push(totalError);
    }

    const appointment = form.appointmentDate ? new Date(form.appointmentDate) : null;
    errors.push(
      ...appointmentErrors(
        {
          branch,
          orderType,
          now,
          timeZone,
          products: priced.items.map((item) => products.get(item.product!.id)!),
          leadTimeProducts: items.flatMap((item) => products.get(item.product) ?? []),
        },
        appointment,
      ),
    );

    errors.push(
      ...(await uploadReferenceErrors(manager, items, products, {
        mode: mode === 'staff' ? 'staff' : 'checkout',
        tokens: body.uploadTokens ?? [],
      })),
    );
    if (form.donatee !== null) {
      if (!config.isDonationEnabled)
        errors.push({ field: 'donatee', message: PLACEMENT_MESSAGES.donationsDisabled });
      else if (!(await manager.exists(DonateeEntity, { where: { id: form.donatee } })))
        errors.push({ field: 'donatee', message: PLACEMENT_MESSAGES.unknownDonatee });
    }

    const all = distinctErrors(errors);
    if (all.length > 0) throw new ValidationFailedError(all);

    const order = this.newOrder(manager, {
      form,
      orderType,
      area,
      table,
      appointment,
      now,
      priced,
      mode,
    });
    return { branch: branchEntity, config, order };
  }

  /** The unsaved order with its item snapshots, from a checked form and the server's pricing. */
  private newOrder(manager: EntityManager, checked: CheckedOrder): OrderEntity {
    const { form, orderType, area, table, appointment, now, priced, mode } = checked;
    const timeZone = this.appConfig.timeZone;
    const { branch: _branch, table: _table, donatee, deliveryArea: _area, ...fields } = form;
    const order = manager.create(OrderEntity, {
      ...fields,
      uid: newOrderUid(),
      hash: newOrderHash(),
      branch: { id: form.branch },
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
      isEnteredByStaff: mode === 'staff',
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
    return order;
  }
}
