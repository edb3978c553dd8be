import type { Order, RatingReport } from '@bestellwerk/domain';
import { ConfigService } from '../src/modules/content/config.service.js';
import type { ConfigInput } from '../src/modules/content/dto/config.input.js';
import { QuestionnaireEntity } from '../src/modules/ordering/entities/questionnaire.entity.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import {
  createMenu,
  createOpenBranch,
  createProduct,
  itemInput as item,
  phoneOrderBody,
} from './support/order-fixtures.js';
import { signInBranchStaff } from './support/staff-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';

type Scores = [number, number, number, number];

/** GET /api/ratings: the customers' ratings with averages per branch; the rating on the order. */
describe('GET /api/ratings', () => {
  let t: TestApp;
  let wien: BranchEntity;
  let graz: BranchEntity;
  let admin: StaffSession;
  let wienStaff: StaffSession;
  let grazStaff: StaffSession;
  const orders: Record<string, Order> = {};

  /** A phone order of the branch rated with these scores at that instant. */
  async function rated(branch: BranchEntity, scores: Scores, at: string, comment = '') {
    const semmel = await createProduct(t.dataSource, { name: 'Semmel', price: 0.6 });
    await createMenu(t.dataSource, [branch], [semmel]);
    const order = await t.create<Order>(
      '/api/orders/staff',
      phoneOrderBody(branch, [item(semmel, 1)]),
      admin,
    );
    const repository = t.dataSource.getRepository(QuestionnaireEntity);
    const [rating, foodRating, serviceRating, processRating] = scores;
    const saved = await repository.save(
      repository.create({
        order: { id: order.id },
        rating,
        foodRating,
        serviceRating,
        processRating,
        comment,
      }),
    );
    await repository.update(saved.id, { createdAt: new Date(at) });
    return order;
  }
  const report = async (query: string, session: StaffSession | undefined = admin) => {
    const response = await t.request('GET', `/api/ratings${query}`, { session });
    expect({ status: response.status, body: response.body }).toMatchObject({ status: 200 });
    return response.json<{ data: RatingReport }>().data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.get(ConfigService).update({ isCashEnabled: true } as ConfigInput);
    wien = await createOpenBranch(t.dataSource, { name: 'Wien' });
    graz = await createOpenBranch(t.dataSource, { name: 'Graz' });
    ({ admin, wienStaff, grazStaff } = await signInBranchStaff(t, wien, graz));
    orders.a = await rated(wien, [5, 4, 5, 3], '2026-11-10T10:00:00Z', 'Sehr freundlich');
    orders.b = await rated(wien, [4, 4, 3, 3], '2026-11-12T10:00:00Z');
    orders.c = await rated(graz, [2, 3, 2, 1], '2026-11-11T10:00:00Z', 'Zu lange gewartet');
    // Outside the period: 1 October, and 1 December 00:30 in Vienna (30 November in UTC).
    orders.d = await rated(wien, [1, 1, 1, 1], '2026-10-01T10:00:00Z');
    orders.e = await rated(wien, [1, 1, 1, 1], '2026-11-30T23:30:00Z');
  });
  afterAll(() => t.close());

  const november = '?from=2026-11-01&to=2026-11-30';

  it('answers the ratings of the period newest first and the averages per branch', async () => {
    const data = await report(november);
    expect(data.ratings.map((r) => r.order.id)).toEqual([orders.b.id, orders.c.id, orders.a.id]);
    expect(data.ratings[2]).toEqual({
      id: expect.any(Number),
      order: {
        id: orders.a.id,
        ticketNumber: orders.a.ticketNumber,
        businessDay: orders.a.businessDay,
      },
      branch: { id: wien.id, name: 'Wien' },
      rating: 5,
      foodRating: 4,
      serviceRating: 5,
      processRating: 3,
      comment: 'Sehr freundlich',
      createdAt: '2026-11-10T10:00:00.000Z',
    });
    expect(data.averages).toEqual([
      {
        branch: { id: graz.id, name: 'Graz' },
        count: 1,
        rating: 2,
        foodRating: 3,
        serviceRating: 2,
        processRating: 1,
      },
      {
        branch: { id: wien.id, name: 'Wien' },
        count: 2,
        rating: 4.5,
        foodRating: 4,
        serviceRating: 4,
        processRating: 3,
      },
    ]);
    // Without a period: all five; one branch only.
    expect((await report('')).ratings).toHaveLength(5);
    expect((await report(`${november}&branch=${graz.id}`)).averages).toEqual([
      expect.objectContaining({ branch: { id: graz.id, name: 'Graz' }, count: 1 }),
    ]);
  });

  it('shows employees only the ratings of their branches', async () => {
    const own = await report(november, wienStaff);
    expect(own.ratings.map((r) => r.branch.id)).toEqual([wien.id, wien.id]);
    expect(own.averages.map((a) => a.branch.name)).toEqual(['Wien']);
    expect(await report(`${november}&branch=${wien.id}`, grazStaff)).toEqual({
      ratings: [],
      averages: [],
    });
  });

  it('needs a session (401)', async () => {
    const anonymous = await t.request('GET', `/api/ratings${november}`);
    expect(anonymous.status).toBe(401);
  });

  it.each<[string, string, string]>([
    ['a date that does not exist', '?from=2026-02-30', 'from'],
    ['a branch that is no id', '?branch=wien', 'branch'],
    ['a period that ends before it starts', '?from=2026-11-30&to=2026-11-01', 'to'],
  ])('refuses %s with a German 400', async (_name, query, field) => {
    const response = await t.request('GET', `/api/ratings${query}`, { session: admin });
    expect(response.status).toBe(400);
    const { errors } = response.json<{ errors: { field?: string; message: string }[] }>();
    expect(errors).toEqual([expect.objectContaining({ field })]);
    expect(errors[0].message).toMatch(/[äöüß]|muss|darf|Format/);
  });

  it('costs the same number of queries for few ratings as for many', async () => {
    const few = await t.countQueries(() => report('?from=2026-11-10&to=2026-11-10'));
    const many = await t.countQueries(() => report(''));
    expect(many).toBe(few);
  });

  it('gives staff the rating on the order itself (runs last: removes a rating)', async () => {
    const read = await t.request('GET', `/api/orders/${orders.c.id}`, { session: admin });
    expect(read.json<{ data: Order }>().data.questionnaire).toEqual({
      rating: 2,
      foodRating: 3,
      serviceRating: 2,
      processRating: 1,
      comment: 'Zu lange gewartet',
      createdAt: '2026-11-11T10:00:00.000Z',
    });
    await t.dataSource.getRepository(QuestionnaireEntity).delete({ order: { id: orders.d.id } });
    const unrated = await t.request('GET', `/api/orders/${orders.d.id}`, { session: admin });
    expect(unrated.json<{ data: Order }>().data.questionnaire).toBeNull();
  });
});
