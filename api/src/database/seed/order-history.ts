// Past orders in bulk, for the demo's three months and the statistics bench's 200,000: plain
// multi-row INSERTs behind the API's back (no events, no mails), generated day by day from a
// seeded pseudo-random sequence, so the same options always give the same orders.
import {
  addCalendarDays,
  calendarDaysBetween,
  instantOfDayMinutes,
  weekdayIndexOf,
  type DateString,
  type OrderType,
  type PaymentMethod,
  type UnitKey,
} from '@bestellwerk/domain';
import type { EntityManager } from 'typeorm';
import { newOrderHash, newOrderUid } from '../../modules/ordering/public-status/order-secrets.js';

/** A product the history sells, with its price and tax rates as the catalogue has them. */
export interface HistoryProduct {
  id: number;
  name: string;
  uid: string;
  unit: UnitKey;
  price: number;
  /** Tax in percent by order type (delivery, takeaway, dine-in). */
  tax: number;
  takeawayTax: number;
  dineInTax: number;
  /** How often it is picked, relative to the others (1 by default). */
  weight?: number;
}

export interface HistoryBranch {
  id: number;
  /** Average orders on a day of normal weight (Monday–Friday); scaled by WEEKDAY_WEIGHTS. */
  ordersPerDay: number;
  /** Order types this branch takes (takeaway when none). */
  orderTypes?: OrderType[];
  /** Weekdays without orders (0 = Monday). */
  closedWeekdays?: number[];
}

export interface OrderHistoryOptions {
  branches: HistoryBranch[];
  products: HistoryProduct[];
  /** First and last business day, both inclusive. */
  from: DateString;
  to: DateString;
  timeZone: string;
  /** Seed of the pseudo-random sequence. */
  seed?: number;
  /** Share of orders paid online (Mollie); of those, 1 in 8 fails. */
  onlineShare?: number;
}

/** Orders of a weekday (Monday first) relative to Monday–Friday: Saturday is the busy day. */
export const WEEKDAY_WEIGHTS = [1, 0.95, 1, 1.05, 1.15, 1.5, 0.6];

/**
 * When a bakery's orders are placed, as weights per hour from 06:00 to 18:59: the breakfast
 * rush, lunch, and the afternoon coffee.
 */
const HOUR_WEIGHTS: [hour: number, weight: number][] = [
  [6, 6],
  [7, 10],
  [8, 9],
  [9, 6],
  [10, 4],
  [11, 6],
  [12, 7],
  [13, 4],
  [14, 3],
  [15, 4],
  [16, 4],
  [17, 3],
  [18, 1],
];

/** A small fast generator of numbers in [0, 1) from a seed (mulberry32). */
function randomSequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weighted<T>(items: readonly T[], weightOf: (item: T) => number, random: number): T {
  const total = items.reduce((sum, item) => sum + weightOf(item), 0);
  let left = random * total;
  for (const item of items) {
    left -= weightOf(item);
    if (left < 0) return item;
  }
  return items[items.length - 1];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

const FIRST_NAMES = ['Anna', 'Lukas', 'Sophie', 'David', 'Lena', 'Jakob', 'Marie', 'Felix'];
const LAST_NAMES = ['Gruber', 'Huber', 'Wagner', 'Bauer', 'Pichler', 'Moser', 'Steiner'];

const ORDER_COLUMNS = [
  'id',
  'uid',
  'hash',
  'branchId',
  'ticketNumber',
  'businessDay',
  'firstName',
  'lastName',
  'paymentMethod',
  'legalInstructions',
  'privacyPolicy',
  'isConfirmed',
  'isCompleted',
  'isRejected',
  'isCanceled',
  'isFailed',
  'isDelivery',
  'isDineIn',
  'isDelivered',
  'isPaid',
  'isRefunded',
  'gross',
  'totalNet',
  'totalGross',
  'deliveryGross',
  'taxes',
  'createdAt',
  'updatedAt',
] as const;

const ITEM_COLUMNS = [
  'orderId',
  'position',
  'productId',
  'productUid',
  'name',
  'amount',
  'unit',
  'parts',
  'unitPrice',
  'gross',
  'net',
  'taxRate',
] as const;

/** Delivery fee of the history's delivery orders below 30 €, at 20 %. */
const DELIVERY_FEE = 3.5;

/** A DATETIME value both drivers store as it is: UTC, `YYYY-MM-DD HH:MM:SS.mmm`. */
const datetime = (instant: Date) => instant.toISOString().replace('T', ' ').replace('Z', '');

/** Inserts rows of `columns` into `table` in multi-row INSERTs of `chunk` rows. */
async function insertRows(
  manager: EntityManager,
  table: string,
  columns: readonly string[],
  rows: unknown[][],
  chunk: number,
): Promise<void> {
  const escape = (name: string) => manager.connection.driver.escape(name);
  const head = `INSERT INTO ${escape(table)} (${columns.map(escape).join(', ')}) VALUES `;
  const placeholders = `(${columns.map(() => '?').join(', ')})`;
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    await manager.query(head + part.map(() => placeholders).join(', '), part.flat());
  }
}

/** Days per INSERT batch. */
const DAYS_PER_BATCH = 7;

/**
 * Generates and stores the orders of every day from `from` to `to` for each branch: times by
 * HOUR_WEIGHTS, 1–4 lines of weighted products, mostly completed, some rejected (3 %) or
 * canceled (3 %), `onlineShare` paid with Mollie (1 in 8 of those failed), takeaway with some
 * delivery and dine-in where the branch takes them. Ids continue after the highest one.
 * Answers the number of orders and lines stored.
 */
export async function insertOrderHistory(
  manager: EntityManager,
  { branches, products, from, to, timeZone, seed = 1, onlineShare = 0.1 }: OrderHistoryOptions,
): Promise<{ orders: number; lines: number }> {
  const random = randomSequence(seed);
  const [{ max }] = await manager.query<{ max: number | string | null }[]>(
    `SELECT MAX(id) AS max FROM ${manager.connection.driver.escape('customer_order')}`,
  );
  let id = Number(max ?? 0);
  let lines = 0;
  const days = calendarDaysBetween(from, to) + 1;
  for (let first = 0; first < days; first += DAYS_PER_BATCH) {
    const orderRows: unknown[][] = [];
    const itemRows: unknown[][] = [];
    for (let offset = first; offset < Math.min(days, first + DAYS_PER_BATCH); offset += 1) {
      const date = addCalendarDays(from, offset);
      for (const branch of branches) {
        const weekday = weekdayIndexOf(date);
        if (branch.closedWeekdays?.includes(weekday)) continue;
        const expected = branch.ordersPerDay * WEEKDAY_WEIGHTS[weekday];
        const count = Math.max(0, Math.round(expected * (0.85 + 0.3 * random())));
        const minutes = Array.from({ length: count }, () => {
          const [hour] = weighted(HOUR_WEIGHTS, ([, weight]) => weight, random());
          return hour * 60 + Math.floor(random() * 60);
        }).sort((a, b) => a - b);
        minutes.forEach((minute, index) => {
          id += 1;
          const createdAt = instantOfDayMinutes(date, minute, timeZone);
          const types = branch.orderTypes ?? ['takeaway'];
          const orderType = weighted(
            types,
            (type) => ({ takeaway: 8, delivery: 2, dineIn: 2 })[type],
            random(),
          );
          const online = random() < onlineShare;
          const paymentMethod: PaymentMethod = online ? 'mollie' : 'cash';
          const failed = online && random() < 1 / 8;
          const fate = random();
          const rejected = !failed && fate < 0.03;
          const canceled = !failed && !rejected && fate < 0.06;
          const lineCount = 1 + Math.floor(random() * random() * 4);
          let gross = 0;
          const taxGross = new Map<number, number>();
          for (let position = 0; position < lineCount; position += 1) {
            const product = weighted(products, (p) => p.weight ?? 1, random());
            const amount = 1 + Math.floor(random() * random() * 6);
            const rate =
              orderType === 'delivery'
                ? product.tax
                : orderType === 'dineIn'
                  ? product.dineInTax
                  : product.takeawayTax;
            const lineGross = round2(product.price * amount);
            gross += lineGross;
            taxGross.set(rate, (taxGross.get(rate) ?? 0) + lineGross);
            itemRows.push([
              id,
              position,
              product.id,
              product.uid,
              product.name,
              amount,
              product.unit,
              '[]',
              product.price,
              lineGross,
              round2(lineGross / (1 + rate / 100)),
              rate,
            ]);
            lines += 1;
          }
          gross = round2(gross);
          const deliveryGross = orderType === 'delivery' && gross < 30 ? DELIVERY_FEE : 0;
          if (deliveryGross) taxGross.set(20, (taxGross.get(20) ?? 0) + deliveryGross);
          const taxes: Record<string, number> = {};
          for (const [rate, amount] of taxGross)
            taxes[String(rate)] = round2(amount - amount / (1 + rate / 100));
          const totalGross = round2(gross + deliveryGross);
          const totalNet = round2(totalGross - Object.values(taxes).reduce((a, b) => a + b, 0));
          const completed = !failed && !rejected && !canceled;
          orderRows.push([
            id,
            newOrderUid(),
            newOrderHash(),
            branch.id,
            index + 1,
            date,
            FIRST_NAMES[Math.floor(random() * FIRST_NAMES.length)],
            LAST_NAMES[Math.floor(random() * LAST_NAMES.length)],
            paymentMethod,
            1,
            1,
            completed || canceled ? 1 : 0,
            completed ? 1 : 0,
            rejected ? 1 : 0,
            canceled ? 1 : 0,
            failed ? 1 : 0,
            orderType === 'delivery' ? 1 : 0,
            orderType === 'dineIn' ? 1 : 0,
            completed && orderType === 'delivery' ? 1 : 0,
            online && !failed ? 1 : 0,
            online && canceled ? 1 : 0,
            gross,
            totalNet,
            totalGross,
            deliveryGross,
            JSON.stringify(taxes),
            datetime(createdAt),
            datetime(new Date(createdAt.getTime() + 45 * 60_000)),
          ]);
        });
      }
    }
    await insertRows(manager, 'customer_order', ORDER_COLUMNS, orderRows, 400);
    await insertRows(manager, 'order_item', ITEM_COLUMNS, itemRows, 800);
  }
  return { orders: id - Number(max ?? 0), lines };
}
