import type { DataSource } from 'typeorm';
import { CategoryEntity } from '../../src/modules/catalog/entities/category.entity.js';
import { MenuEntity } from '../../src/modules/catalog/entities/menu.entity.js';
import { ProductEntity } from '../../src/modules/catalog/entities/product.entity.js';
import { BranchEntity } from '../../src/modules/organisation/entities/branch.entity.js';
import { DeliveryAreaEntity } from '../../src/modules/organisation/entities/delivery-area.entity.js';
import { OrderItemEntity } from '../../src/modules/ordering/entities/order-item.entity.js';
import { OrderEntity } from '../../src/modules/ordering/entities/order.entity.js';
import { QuestionnaireEntity } from '../../src/modules/ordering/entities/questionnaire.entity.js';
import { TicketCounterEntity } from '../../src/modules/ordering/entities/ticket-counter.entity.js';
import {
  newOrderHash,
  newOrderUid,
} from '../../src/modules/ordering/public-status/order-secrets.js';
import { businessDayOf, type AlternativeUnit, type CartPartValue } from '@bestellwerk/domain';
import { makeAlternativeUnit, makeConfigurableProduct } from '@bestellwerk/domain/testing';

/**
 * Orders straight through the repositories, for tests of the reads (there is no creation
 * endpoint yet). Ticket numbers come from the per-day counter row like the real creation will.
 */

let branchCounter = 0;

/** A branch with the given fields (identifier and name generated). */
export async function createBranch(
  dataSource: DataSource,
  fields: Partial<BranchEntity> = {},
): Promise<BranchEntity> {
  branchCounter += 1;
  const repository = dataSource.getRepository(BranchEntity);
  return repository.save(
    repository.create({
      identifier: `filiale-${branchCounter}`,
      name: `Filiale ${branchCounter}`,
      apiKey: `key-${branchCounter}`,
      ...fields,
    }),
  );
}

export type ItemFixture = Partial<Omit<OrderItemEntity, 'order'>>;

export interface OrderFixture extends Partial<
  Omit<OrderEntity, 'items' | 'branch' | 'donatee' | 'deliveryArea'>
> {
  branch: BranchEntity | { id: number };
  donatee?: { id: number } | null;
  deliveryArea?: { id: number } | null;
  /** Items in order; defaults to one Semmel. */
  items?: ItemFixture[];
  /** Stores a questionnaire with this overall rating. */
  rating?: number;
}

/** Next ticket number of a branch and day, from the counter row. */
async function nextTicket(dataSource: DataSource, branchId: number, day: string): Promise<number> {
  const counters = dataSource.getRepository(TicketCounterEntity);
  let counter = await counters.findOne({
    where: { branch: { id: branchId }, businessDay: day },
  });
  counter ??= counters.create({ branch: { id: branchId }, businessDay: day, lastNumber: 0 });
  counter.lastNumber += 1;
  await counters.save(counter);
  return counter.lastNumber;
}

/** Stores an order with items (and optionally a questionnaire) and returns it with its ids. */
export async function createOrder(
  dataSource: DataSource,
  { items, rating, ...fields }: OrderFixture,
): Promise<OrderEntity> {
  const createdAt = fields.createdAt ?? new Date();
  const businessDay = fields.businessDay ?? businessDayOf(createdAt);
  const ticketNumber =
    fields.ticketNumber ?? (await nextTicket(dataSource, fields.branch.id, businessDay));
  const orderItems = (
    items ?? [{ name: 'Kaisersemmel', amount: 2, unitPrice: 0.6, gross: 1.2, net: 1.09 }]
  ).map((item, position) =>
    dataSource.getRepository(OrderItemEntity).create({
      position,
      productUid: `P-${position + 1}`,
      name: `Artikel ${position + 1}`,
      amount: 1,
      unit: 'piece',
      parts: [],
      calculationModel: 'fixed',
      isPriceHidden: false,
      unitPrice: 1,
      gross: 1,
      net: 0.91,
      taxRate: 10,
      product: null,
      ...item,
    }),
  );
  const gross = orderItems.reduce((sum, item) => sum + item.gross, 0);
  const order = dataSource.getRepository(OrderEntity).create({
    uid: newOrderUid(),
    hash: newOrderHash(),
    firstName: 'Anna',
    lastName: 'Huber',
    email: 'anna.huber@example.com',
    phone: '+436641234567',
    paymentMethod: 'cash',
    privacyPolicy: true,
    legalInstructions: true,
    gross: Math.round(gross * 100) / 100,
    totalGross: Math.round(gross * 100) / 100,
    totalNet: Math.round((gross / 1.1) * 100) / 100,
    deliveryGross: 0,
    taxes: { '10': Math.round((gross - gross / 1.1) * 100) / 100 },
    ...fields,
    createdAt,
    businessDay,
    ticketNumber,
    items: orderItems,
  });
  const saved = await dataSource.getRepository(OrderEntity).save(order);
  if (rating !== undefined) {
    await dataSource.getRepository(QuestionnaireEntity).save({
      order: { id: saved.id },
      rating,
      foodRating: rating,
      serviceRating: rating,
      processRating: rating,
      comment: 'Sehr gut',
    });
  }
  return saved;
}

// --- Catalogue for order placement (POST /api/orders) ---

/** Open around the clock every day (00:00–00:00 is a whole day). */
export const ALWAYS_OPEN = [
  { type: 'daily', date: null, isClosed: false, from: '00:00', to: '00:00' },
];

/** A branch that takes every order type at any time, with one delivery area. */
export async function createOpenBranch(
  dataSource: DataSource,
  fields: Partial<BranchEntity> = {},
): Promise<BranchEntity> {
  const branch = await createBranch(dataSource, {
    openingHours: ALWAYS_OPEN as BranchEntity['openingHours'],
    isDeliveryEnabled: true,
    isTakeawayEnabled: true,
    isDineInEnabled: true,
    isCashEnabled: true,
    isDeliveryPhoneRequired: false,
    isDeliveryAddressRequired: false,
    email: 'filiale@example.com',
    ...fields,
  });
  return branch;
}

/** A delivery area of a branch. */
export async function createDeliveryArea(
  dataSource: DataSource,
  branch: { id: number },
  fields: Partial<DeliveryAreaEntity> = {},
): Promise<DeliveryAreaEntity> {
  const repository = dataSource.getRepository(DeliveryAreaEntity);
  return repository.save(
    repository.create({
      branch: { id: branch.id },
      area: 'Zone 1',
      price: 3.5,
      tax: 20,
      free: false,
      freeFromOrderValue: 50,
      minimumOrderValue: 10,
      ...fields,
    }),
  );
}

let productCounter = 0;

/** A product (normal, piece, fixed price, 10 % takeaway tax unless given). */
export async function createProduct(
  dataSource: DataSource,
  fields: Partial<ProductEntity> = {},
): Promise<ProductEntity> {
  productCounter += 1;
  const repository = dataSource.getRepository(ProductEntity);
  return repository.save(
    repository.create({
      uid: `ART-${productCounter}`,
      name: `Produkt ${productCounter}`,
      type: 'normal',
      price: 1,
      unit: 'piece',
      calculationModel: 'fixed',
      tax: 10,
      takeawayTax: 10,
      dineInTax: 10,
      isEnabled: true,
      ...fields,
    }),
  );
}

/**
 * The configurable cake of `makeConfigurableProduct()` (Torte, 30 €: size, extras, inscription,
 * photo), stored with the taxes of `createProduct()` unless given.
 */
export function createConfigurableProduct(
  dataSource: DataSource,
  fields: Partial<ProductEntity> = {},
): Promise<ProductEntity> {
  const { name, type, price, config } = makeConfigurableProduct();
  return createProduct(dataSource, { name, type, price, config, ...fields });
}

/**
 * Bergkäse at 20 € per kg, also sold by the gram at a fixed price; the gram has no amount limits
 * unless `gram` sets them.
 */
export function createCheese(
  dataSource: DataSource,
  gram: Partial<AlternativeUnit> = {},
): Promise<ProductEntity> {
  return createProduct(dataSource, {
    name: 'Bergkäse',
    price: 20,
    unit: 'kg',
    alternativeUnits: [makeAlternativeUnit({ unit: 'g', ratio: 0.001, ...gram })],
  });
}

/** One category holding the products, in a menu of the branches available since yesterday. */
export async function createMenu(
  dataSource: DataSource,
  branches: { id: number }[],
  products: { id: number }[],
): Promise<MenuEntity> {
  const category = await dataSource
    .getRepository(CategoryEntity)
    .save(dataSource.getRepository(CategoryEntity).create({ name: 'Alles', isEnabled: true }));
  const repository = dataSource.getRepository(MenuEntity);
  return repository.save(
    repository.create({
      name: 'Speisekarte',
      availableFrom: new Date(Date.now() - 24 * 3600 * 1000),
      branches: branches.map((branch) => ({ id: branch.id })),
      catalog: [
        {
          id: category.id,
          products: products.map((product) => ({
            id: product.id,
            isEnabled: true,
            schedule: null,
          })),
        },
      ],
    }),
  );
}

// --- Request bodies of order placement ---

/** The error envelope of an order that does not exist or is not the caller's to see. */
export const ORDER_NOT_FOUND = {
  errors: [{ code: 'ORDER_NOT_FOUND', message: 'Bestellung wurde nicht gefunden.' }],
};

/** One item of an order request: `amount` of a product in `unit`, with the parts' values. */
export function itemInput(
  product: { id: number },
  amount: number,
  unit = 'piece',
  parts: CartPartValue[] = [],
) {
  return { product: product.id, amount, unit, parts };
}

/** A phone order of Herta Telefon for the branch (POST /api/orders/staff), paid in cash. */
export function phoneOrderBody(
  branch: { id: number },
  items: unknown[],
  fields: Record<string, unknown> = {},
) {
  return {
    branch: branch.id,
    firstName: 'Herta',
    lastName: 'Telefon',
    phone: '+436641234567',
    paymentMethod: 'cash',
    items,
    ...fields,
  };
}

/**
 * A takeaway order of Anna Huber from Neubaugasse 1, 1070 Wien, as the checkout sends it
 * (POST /api/orders): paid in cash, both legal checkboxes ticked.
 */
export function checkoutBody(
  branch: { id: number },
  items: unknown[],
  fields: Record<string, unknown> = {},
) {
  return {
    branch: branch.id,
    firstName: 'Anna',
    lastName: 'Huber',
    email: 'anna@example.com',
    phone: '+436641234567',
    street: 'Neubaugasse 1',
    zipCode: '1070',
    city: 'Wien',
    country: 'AT',
    paymentMethod: 'cash',
    legalInstructions: true,
    privacyPolicy: true,
    isDelivery: false,
    isDineIn: false,
    items,
    ...fields,
  };
}
