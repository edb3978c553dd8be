import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Order, PublicOrder } from '@bestellwerk/domain';
import { Brackets, Repository, type SelectQueryBuilder } from 'typeorm';
import { containsPattern } from '../../common/crud/crud.service.js';
import { NotFoundError } from '../../common/errors/app-errors.js';
import { isAdmin, type AuthContext } from '../../common/http/auth-context.js';
import type { OrderListQuery, OrderStatusFilter } from './dto/order-list.query.js';
import { OrderItemEntity } from './entities/order-item.entity.js';
import { OrderEntity } from './entities/order.entity.js';
import { toOrder, toPublicOrder } from './order.mapper.js';
import { secretsMatch } from './order-secrets.js';

/** The one answer for unknown, foreign-branch and wrong-hash orders: existence is not told. */
export const ORDER_NOT_FOUND = 'Bestellung wurde nicht gefunden.';

const DEFAULT_PAGE_SIZE = 100;
/** At most this many words of a search term are used. */
const MAX_SEARCH_WORDS = 5;
/** Text columns the order search looks in. */
const SEARCH_COLUMNS = ['firstName', 'lastName', 'companyName', 'email', 'phone', 'uid'];
/** What a public uid or hash may look like; anything else is not looked up. */
const URL_TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

/** Flag conditions of each status filter. */
const STATUS_CONDITIONS: Record<OrderStatusFilter, string> = {
  open: 'o.isConfirmed = :no AND o.isCompleted = :no AND o.isRejected = :no AND o.isCanceled = :no AND o.isFailed = :no',
  confirmed:
    'o.isConfirmed = :yes AND o.isCompleted = :no AND o.isRejected = :no AND o.isCanceled = :no AND o.isFailed = :no',
  completed: 'o.isCompleted = :yes',
  rejected: 'o.isRejected = :yes',
  canceled: 'o.isCanceled = :yes',
  failed: 'o.isFailed = :yes',
};

const ORDER_TYPE_CONDITIONS: Record<string, string> = {
  delivery: 'o.isDelivery = :yes',
  dineIn: 'o.isDineIn = :yes',
  takeaway: 'o.isDelivery = :no AND o.isDineIn = :no',
};

/**
 * Reads of orders: the staff list and single order (limited to the caller's branches unless
 * admin) and the customer's status page by uid and hash. Every read costs a fixed number of
 * queries, however many orders and items there are.
 */
@Injectable()
export class OrderQueryService {
  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(OrderItemEntity) private readonly items: Repository<OrderItemEntity>,
  ) {}

  /** Branch ids the caller may see orders of; null means all (admins). */
  private visibleBranches(auth: AuthContext): number[] | null {
    return isAdmin(auth) ? null : auth.branchIds;
  }

  /** Orders with the to-one references needed by the mappers, in one SELECT. */
  private select(): SelectQueryBuilder<OrderEntity> {
    return this.orders
      .createQueryBuilder('o')
      .innerJoin('o.branch', 'branch')
      .addSelect('branch.id')
      .leftJoin('o.donatee', 'donatee')
      .addSelect('donatee.id')
      .leftJoin('o.deliveryArea', 'deliveryArea')
      .addSelect('deliveryArea.id')
      .leftJoin('o.questionnaire', 'questionnaire')
      .addSelect(['questionnaire.id', 'questionnaire.rating'])
      .setParameters({ yes: true, no: false });
  }

  /** Loads the items of all given orders with one query and attaches them. */
  private async attachItems(orders: OrderEntity[]): Promise<void> {
    if (orders.length === 0) return;
    const rows = await this.items
      .createQueryBuilder('i')
      .innerJoin('i.order', 'ord')
      .addSelect('ord.id')
      .leftJoin('i.product', 'product')
      .addSelect('product.id')
      .where('ord.id IN (:...ids)', { ids: orders.map((order) => order.id) })
      .orderBy('i.position', 'ASC')
      .getMany();
    const byOrder = new Map<number, OrderItemEntity[]>(orders.map((order) => [order.id, []]));
    for (const row of rows) byOrder.get(row.order.id)?.push(row);
    for (const order of orders) order.items = byOrder.get(order.id) ?? [];
  }

  /**
   * The orders the caller may see, newest first, filtered and paged. Employees only get
   * orders of their branches (a condition of the query, not a filter afterwards).
   */
  async list(auth: AuthContext, query: OrderListQuery): Promise<{ items: Order[]; total: number }> {
    const visible = this.visibleBranches(auth);
    if (visible && visible.length === 0) return { items: [], total: 0 };
    const qb = this.select();
    if (visible) qb.andWhere('branch.id IN (:...visible)', { visible });
    if (query.branch) qb.andWhere('branch.id = :branch', { branch: Number(query.branch) });
    if (query.from) qb.andWhere('o.businessDay >= :from', { from: query.from });
    if (query.to) qb.andWhere('o.businessDay <= :to', { to: query.to });
    if (query.status) qb.andWhere(`(${STATUS_CONDITIONS[query.status]})`);
    if (query.orderType) qb.andWhere(`(${ORDER_TYPE_CONDITIONS[query.orderType]})`);
    if (query.paymentMethod)
      qb.andWhere('o.paymentMethod = :paymentMethod', { paymentMethod: query.paymentMethod });
    this.search(qb, query.search);

    const pageSize = query.pageSize ? Number(query.pageSize) : DEFAULT_PAGE_SIZE;
    const page = query.page ? Number(query.page) : 1;
    // Every join is to-one, so LIMIT counts orders (no DISTINCT sub-query needed).
    const [orders, total] = await qb
      .orderBy('o.createdAt', 'DESC')
      .addOrderBy('o.id', 'DESC')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .getManyAndCount();
    await this.attachItems(orders);
    return { items: orders.map(toOrder), total };
  }

  /** Every word must occur in one of the text columns, or equal the ticket number. */
  private search(qb: SelectQueryBuilder<OrderEntity>, term: string | undefined): void {
    const words = (term ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .slice(0, MAX_SEARCH_WORDS);
    words.forEach((word, index) => {
      qb.andWhere(
        new Brackets((or) => {
          for (const column of SEARCH_COLUMNS)
            or.orWhere(`LOWER(o.${column}) LIKE :word${index} ESCAPE '!'`);
          if (/^\d{1,9}$/.test(word)) or.orWhere(`o.ticketNumber = :ticket${index}`);
        }),
        { [`word${index}`]: containsPattern(word), [`ticket${index}`]: Number(word) },
      );
    });
  }

  /** One order for staff; foreign-branch orders answer the same 404 as missing ones. */
  async get(auth: AuthContext, id: number): Promise<Order> {
    const visible = this.visibleBranches(auth);
    if (visible && visible.length === 0) throw new NotFoundError(ORDER_NOT_FOUND);
    const qb = this.select().where('o.id = :id', { id });
    if (visible) qb.andWhere('branch.id IN (:...visible)', { visible });
    const order = await qb.getOne();
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
    await this.attachItems([order]);
    return toOrder(order);
  }

  /**
   * The customer's view of an order by uid and hash. A wrong hash answers exactly like an
   * unknown uid; the hash is compared in constant time.
   */
  async getPublic(uid: string, hash: string): Promise<PublicOrder> {
    if (!URL_TOKEN.test(uid) || !URL_TOKEN.test(hash)) throw new NotFoundError(ORDER_NOT_FOUND);
    const order = await this.select().where('o.uid = :uid', { uid }).getOne();
    if (!order || !secretsMatch(order.hash, hash)) throw new NotFoundError(ORDER_NOT_FOUND);
    await this.attachItems([order]);
    return toPublicOrder(order);
  }
}
