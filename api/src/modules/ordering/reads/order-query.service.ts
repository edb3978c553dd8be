import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Order, OrderStatusFilter, PublicOrder } from '@bestellwerk/domain';
import { Brackets, Repository, type SelectQueryBuilder } from 'typeorm';
import { containsPattern } from '../../../common/crud/crud.service.js';
import { NotFoundError } from '../../../common/errors/app-errors.js';
import type { AuthContext } from '../../../common/http/auth-context.js';
import type { OrderListQuery } from './order-list.query.js';
import { OrderEntity } from '../entities/order.entity.js';
import { toOrder, toPublicOrder } from './order.mapper.js';
import { visibleBranches } from './order-access.js';
import { attachItems, selectOrders } from './order-reads.js';
import { secretsMatch } from '../public-status/order-secrets.js';

const DEFAULT_PAGE_SIZE = 100;
const DAY_MS = 24 * 60 * 60 * 1000;
/** More than any zone's offset from UTC: createdAt lies within this of its business day. */
const BUSINESS_DAY_SLACK_MS = 2 * DAY_MS;
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
  constructor(@InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>) {}

  private select(): SelectQueryBuilder<OrderEntity> {
    return selectOrders(this.orders.manager);
  }

  private attachItems(orders: OrderEntity[]): Promise<void> {
    return attachItems(this.orders.manager, orders);
  }

  /**
   * The orders the caller may see, newest first, filtered and paged. Employees only get
   * orders of their branches (a condition of the query, not a filter afterwards). Three
   * queries: the page (which can walk the createdAt index backwards), the count over the
   * order table alone, and the page's items.
   */
  async list(auth: AuthContext, query: OrderListQuery): Promise<{ items: Order[]; total: number }> {
    const visible = visibleBranches(auth);
    if (visible && visible.length === 0) return { items: [], total: 0 };
    const filter = (qb: SelectQueryBuilder<OrderEntity>) => {
      if (visible) qb.andWhere('o.branch IN (:...visible)', { visible });
      if (query.branch) qb.andWhere('o.branch = :branch', { branch: Number(query.branch) });
      this.businessDays(qb, query.from, query.to);
      if (query.status) qb.andWhere(`(${STATUS_CONDITIONS[query.status]})`);
      if (query.orderType) qb.andWhere(`(${ORDER_TYPE_CONDITIONS[query.orderType]})`);
      if (query.paymentMethod)
        qb.andWhere('o.paymentMethod = :paymentMethod', { paymentMethod: query.paymentMethod });
      this.search(qb, query.search);
      return qb;
    };

    const pageSize = query.pageSize ? Number(query.pageSize) : DEFAULT_PAGE_SIZE;
    const page = query.page ? Number(query.page) : 1;
    // Every join is to-one, so LIMIT counts orders (no DISTINCT sub-query needed).
    const orders = await filter(this.select())
      .orderBy('o.createdAt', 'DESC')
      .addOrderBy('o.id', 'DESC')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .getMany();
    const total = await filter(
      this.orders.createQueryBuilder('o').setParameters({ yes: true, no: false }),
    ).getCount();
    await this.attachItems(orders);
    return { items: orders.map(toOrder), total };
  }

  /**
   * Business days from/to (inclusive). A business day is the Vienna day of createdAt, so a
   * createdAt range with two days' slack either side (any zone) adds nothing to the result
   * but lets the database use the createdAt indexes instead of reading every order.
   */
  private businessDays(qb: SelectQueryBuilder<OrderEntity>, from?: string, to?: string): void {
    if (from) {
      qb.andWhere('o.businessDay >= :from', { from });
      qb.andWhere('o.createdAt >= :createdFrom', {
        createdFrom: new Date(Date.parse(`${from}T00:00:00Z`) - BUSINESS_DAY_SLACK_MS),
      });
    }
    if (to) {
      qb.andWhere('o.businessDay <= :to', { to });
      qb.andWhere('o.createdAt < :createdTo', {
        createdTo: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS + BUSINESS_DAY_SLACK_MS),
      });
    }
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
    const visible = visibleBranches(auth);
    if (visible && visible.length === 0) throw new NotFoundError('ORDER_NOT_FOUND');
    const qb = this.select().where('o.id = :id', { id });
    if (visible) qb.andWhere('o.branch IN (:...visible)', { visible });
    const order = await qb.getOne();
    if (!order) throw new NotFoundError('ORDER_NOT_FOUND');
    await this.attachItems([order]);
    return toOrder(order);
  }

  /**
   * The customer's view of an order by uid and hash. A wrong hash answers exactly like an
   * unknown uid; the hash is compared in constant time.
   */
  async getPublic(uid: string, hash: string): Promise<PublicOrder> {
    if (!URL_TOKEN.test(uid) || !URL_TOKEN.test(hash)) throw new NotFoundError('ORDER_NOT_FOUND');
    const order = await this.select().where('o.uid = :uid', { uid }).getOne();
    if (!order || !secretsMatch(order.hash, hash)) throw new NotFoundError('ORDER_NOT_FOUND');
    await this.attachItems([order]);
    return toPublicOrder(order);
  }
}
