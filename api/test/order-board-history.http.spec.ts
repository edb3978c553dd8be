import { businessDayOf, type Order, type PaymentMethod } from '@bestellwerk/domain';
import { In } from 'typeorm';
import { OrderItemEntity } from '../src/modules/ordering/entities/order-item.entity.js';
import { OrderEntity } from '../src/modules/ordering/entities/order.entity.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import { createBranch } from './support/order-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';

/** How many orders the year holds: a few thousand, inserted in bulk. */
const ORDER_COUNT = 3000;
const DAY = 24 * 60 * 60 * 1000;
const YEAR_START = new Date('2025-01-01T07:00:00Z');

type State = 'open' | 'confirmed' | 'inDelivery' | 'completed' | 'rejected' | 'canceled' | 'failed';
type Kind = 'takeaway' | 'delivery' | 'dineIn';

const STATES: State[] = [
  'completed',
  'completed',
  'open',
  'confirmed',
  'inDelivery',
  'rejected',
  'canceled',
  'failed',
  'completed',
];
const KINDS: Kind[] = ['takeaway', 'delivery', 'dineIn', 'takeaway'];
const METHODS: PaymentMethod[] = ['cash', 'atm-card', 'mollie', 'cash', 'datatrans'];
const FIRST = ['Anna', 'Bernd', 'Clara', 'Dieter', 'Eva', 'Franz', 'Gerda'];
const LAST = ['Huber', 'Gruber', 'Bauer', 'Wagner', 'Pichler', 'Steiner', 'Moser', 'Hofer'];

/** The generated order as the test knows it, to compute what each filter must find. */
interface Known {
  id: number;
  uid: string;
  branch: number;
  businessDay: string;
  createdAt: Date;
  ticketNumber: number;
  state: State;
  kind: Kind;
  paymentMethod: PaymentMethod;
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  phone: string;
}

/** Letters only, so a searched number can only match the ticket number. */
const letters = (n: number) => {
  let text = '';
  do {
    text = String.fromCharCode(97 + (n % 26)) + text;
    n = Math.floor(n / 26);
  } while (n > 0);
  return `hist-${text}`;
};

describe('GET /api/orders over a year of orders (history)', () => {
  let t: TestApp;
  let admin: StaffSession;
  let wienStaff: StaffSession;
  let wien: BranchEntity;
  let graz: BranchEntity;
  const known: Known[] = [];

  const list = async (query: string, session = admin) => {
    const response = await t.request('GET', `/api/orders?${query}`, { session });
    expect({ query, status: response.status, body: response.body }).toMatchObject({ status: 200 });
    return {
      ids: response.json<{ data: Order[] }>().data.map((order) => order.id),
      orders: response.json<{ data: Order[] }>().data,
      total: Number(response.headers['x-total-count']),
    };
  };

  /** What the list must answer: newest first (then highest id), paged. */
  const expected = (filter: (order: Known) => boolean, page = 1, pageSize = 100) => {
    const all = known
      .filter(filter)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
    return {
      ids: all.slice((page - 1) * pageSize, page * pageSize).map((order) => order.id),
      total: all.length,
    };
  };

  const matchesWord = (order: Known, word: string) =>
    [order.firstName, order.lastName, order.companyName, order.email, order.phone, order.uid].some(
      (text) => text.toLowerCase().includes(word.toLowerCase()),
    ) ||
    (/^\d{1,9}$/.test(word) && order.ticketNumber === Number(word));

  beforeAll(async () => {
    t = await createTestApp();
    wien = await createBranch(t.dataSource, { name: 'Wien' });
    graz = await createBranch(t.dataSource, { name: 'Graz' });
    await t.createUser('chefin', ['ROLE_ADMIN']);
    await t.createUser('wien-verkauf', ['ROLE_EMPLOYEE'], { branchIds: [wien.id] });
    admin = await t.login('chefin');
    wienStaff = await t.login('wien-verkauf');

    const tickets = new Map<string, number>();
    const rows: Partial<OrderEntity>[] = [];
    for (let i = 0; i < ORDER_COUNT; i += 1) {
      const createdAt = new Date(
        YEAR_START.getTime() + Math.floor((i * 365) / ORDER_COUNT) * DAY + (i % 11) * 3600_000,
      );
      const branch = i % 3 === 0 ? graz : wien;
      const businessDay = businessDayOf(createdAt);
      const counter = `${branch.id}/${businessDay}`;
      const ticketNumber = (tickets.get(counter) ?? 0) + 1;
      tickets.set(counter, ticketNumber);
      const state = STATES[i % STATES.length];
      const kind = KINDS[i % KINDS.length];
      const firstName = FIRST[i % FIRST.length];
      const lastName = LAST[(i * 3) % LAST.length];
      const order: Omit<Known, 'id'> = {
        uid: letters(i),
        branch: branch.id,
        businessDay,
        createdAt,
        ticketNumber,
        state,
        kind,
        paymentMethod: METHODS[i % METHODS.length],
        firstName,
        lastName,
        companyName: i % 10 === 0 ? 'Hotel Sacher' : '',
        email: `${firstName}.${lastName}@example.com`.toLowerCase(),
        phone: '+436640000000',
      };
      known.push({ ...order, id: 0 });
      rows.push({
        ...order,
        branch: { id: branch.id } as BranchEntity,
        hash: 'h'.repeat(43),
        isConfirmed: ['confirmed', 'inDelivery', 'completed'].includes(state),
        isInDelivery: state === 'inDelivery',
        isCompleted: state === 'completed',
        isRejected: state === 'rejected',
        isCanceled: state === 'canceled',
        isFailed: state === 'failed',
        isDelivery: kind === 'delivery',
        isDineIn: kind === 'dineIn',
        gross: 10,
        totalGross: 10,
        totalNet: 9.09,
        taxes: { '10': 0.91 },
        updatedAt: createdAt,
      });
    }
    for (let start = 0; start < rows.length; start += 250) {
      await t.dataSource
        .createQueryBuilder()
        .insert()
        .into(OrderEntity)
        .values(rows.slice(start, start + 250))
        .execute();
    }
    const stored = await t.dataSource.getRepository(OrderEntity).find({
      select: { id: true, uid: true },
      where: { uid: In(known.map((order) => order.uid)) },
    });
    const idOf = new Map(stored.map((order) => [order.uid, order.id]));
    for (const order of known) order.id = idOf.get(order.uid)!;
    const items = known.map((order) => ({
      order: { id: order.id } as OrderEntity,
      position: 0,
      productUid: 'ART-1',
      name: 'Kaisersemmel',
      amount: 2,
      unit: 'piece' as const,
      parts: [],
      unitPrice: 5,
      gross: 10,
      net: 9.09,
      taxRate: 10,
    }));
    for (let start = 0; start < items.length; start += 250) {
      await t.dataSource
        .createQueryBuilder()
        .insert()
        .into(OrderItemEntity)
        .values(items.slice(start, start + 250))
        .execute();
    }
  }, 120_000);
  afterAll(() => t.close());

  it('holds a year of orders', async () => {
    expect(known.every((order) => order.id > 0)).toBe(true);
    expect(new Set(known.map((order) => order.businessDay)).size).toBeGreaterThan(360);
    expect(await list('pageSize=1')).toMatchObject({ total: ORDER_COUNT });
  });

  it.each<[string, string, (order: Known) => boolean]>([
    ['one business day', 'from=2025-06-15&to=2025-06-15', (o) => o.businessDay === '2025-06-15'],
    [
      'a quarter of one branch',
      'branch=WIEN&from=2025-04-01&to=2025-06-30',
      (o) => o.branch === wien.id && o.businessDay >= '2025-04-01' && o.businessDay <= '2025-06-30',
    ],
    [
      'completed deliveries',
      'status=completed&orderType=delivery',
      (o) => o.state === 'completed' && o.kind === 'delivery',
    ],
    [
      'still open (unconfirmed) takeaway paid in cash',
      'status=open&orderType=takeaway&paymentMethod=cash',
      (o) => o.state === 'open' && o.kind === 'takeaway' && o.paymentMethod === 'cash',
    ],
    [
      'confirmed incl. in delivery',
      'status=confirmed',
      (o) => o.state === 'confirmed' || o.state === 'inDelivery',
    ],
    [
      'canceled dine-in paid online in spring',
      'status=canceled&orderType=dineIn&paymentMethod=mollie&from=2025-03-01&to=2025-05-31',
      (o) =>
        o.state === 'canceled' &&
        o.kind === 'dineIn' &&
        o.paymentMethod === 'mollie' &&
        o.businessDay >= '2025-03-01' &&
        o.businessDay <= '2025-05-31',
    ],
    ['a name', 'search=huber', (o) => matchesWord(o, 'huber')],
    [
      'two words that must both match',
      'search=Anna%20Gruber',
      (o) => matchesWord(o, 'anna') && matchesWord(o, 'gruber'),
    ],
    [
      'a company in one month',
      'search=sacher&from=2025-02-01&to=2025-02-28',
      (o) => o.companyName !== '' && o.businessDay >= '2025-02-01' && o.businessDay <= '2025-02-28',
    ],
    ['a ticket number', 'search=5', (o) => o.ticketNumber === 5],
    [
      'a ticket number and a name on one day',
      'search=2%20bauer&from=2025-08-01&to=2025-08-31',
      (o) =>
        o.ticketNumber === 2 &&
        o.lastName === 'Bauer' &&
        o.businessDay >= '2025-08-01' &&
        o.businessDay <= '2025-08-31',
    ],
    ['a public order id', `search=${'hist-dx'}`, (o) => o.uid.includes('hist-dx')],
  ])('combines filters: %s', async (_name, query, filter) => {
    const want = expected(filter);
    expect(want.total).toBeGreaterThan(0);
    expect(await list(query.replace('WIEN', String(wien.id)))).toMatchObject(want);
  });

  it('pages through a filter with X-Total-Count, without gaps or repeats', async () => {
    const filter = (o: Known) => o.kind === 'delivery' && o.businessDay >= '2025-07-01';
    const query = 'orderType=delivery&from=2025-07-01';
    const seen: number[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await list(`${query}&page=${page}&pageSize=37`);
      expect(answer).toMatchObject(expected(filter, page, 37));
      if (answer.ids.length === 0) break;
      seen.push(...answer.ids);
    }
    expect(new Set(seen).size).toBe(expected(filter).total);
  });

  it('limits employees to their branch within every filter', async () => {
    const filter = (o: Known) => o.branch === wien.id && o.state === 'rejected';
    expect(await list('status=rejected', wienStaff)).toMatchObject(expected(filter));
    expect(await list(`status=rejected&branch=${graz.id}`, wienStaff)).toMatchObject({
      ids: [],
      total: 0,
    });
  });

  it('costs the same number of queries for any page size and filter', async () => {
    const count = (query: string) => t.countQueries(() => list(query));
    const small = await count('pageSize=5');
    expect(await count('pageSize=500')).toBe(small);
    expect(await count('pageSize=500&from=2025-01-01&to=2025-12-31&status=completed')).toBe(small);
    expect(await count('pageSize=500&search=anna%20huber%203&orderType=takeaway')).toBe(small);
    const page = await list('pageSize=500');
    expect(page.orders).toHaveLength(500);
    expect(page.orders.every((order) => order.items.length === 1)).toBe(true);
  });
});
