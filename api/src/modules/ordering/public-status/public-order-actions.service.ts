import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  applyCounterAppointmentAnswer,
  validateQuestionnaire,
  type CounterAppointmentAnswer,
  type PublicOrder,
} from '@bestellwerk/domain';
import { DataSource, Repository } from 'typeorm';
import { isUniqueViolation } from '../../../database/unique-violation.js';
import {
  ConflictError,
  NotFoundError,
  ValidationFailedError,
} from '../../../common/errors/app-errors.js';
import { CONFIG_ID, ConfigEntity } from '../../content/entities/config.entity.js';
import type { QuestionnaireInput } from './questionnaire.input.js';
import { OrderEntity } from '../entities/order.entity.js';
import { OrderEventsService } from '../../order-events/order-events.service.js';
import { QuestionnaireEntity } from '../entities/questionnaire.entity.js';
import { OrderQueryService } from '../reads/order-query.service.js';
import { secretsMatch } from './order-secrets.js';
import { OrderStatusService, toStatusFields } from '../board/order-status.service.js';

/** What a public uid or hash may look like; anything else is not looked up. */
const URL_TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * What the customer does on the status page without a session, by uid and hash: answer a
 * counter-appointment and rate a completed order. Unknown uid and wrong hash answer the same
 * 404; the hash is compared in constant time.
 */
@Injectable()
export class PublicOrderActionsService {
  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(QuestionnaireEntity)
    private readonly questionnaires: Repository<QuestionnaireEntity>,
    private readonly dataSource: DataSource,
    private readonly status: OrderStatusService,
    private readonly queries: OrderQueryService,
    private readonly events: OrderEventsService,
  ) {}

  /** The order behind a status-page link, or the order 404. */
  private async find(uid: string, hash: string): Promise<OrderEntity> {
    if (!URL_TOKEN.test(uid) || !URL_TOKEN.test(hash)) throw new NotFoundError('ORDER_NOT_FOUND');
    const order = await this.orders
      .createQueryBuilder('o')
      .leftJoin('o.questionnaire', 'questionnaire')
      .addSelect('questionnaire.id')
      .innerJoin('o.branch', 'branch')
      .addSelect('branch.id')
      .where('o.uid = :uid', { uid })
      .getOne();
    if (!order || !secretsMatch(order.hash, hash)) throw new NotFoundError('ORDER_NOT_FOUND');
    return order;
  }

  /**
   * Accepts (order confirmed at that time) or rejects (order cancelled) the proposed time and
   * answers the public order; 409 when there is no proposal to answer.
   */
  async answerCounterAppointment(
    uid: string,
    hash: string,
    answer: CounterAppointmentAnswer,
  ): Promise<PublicOrder> {
    const order = await this.find(uid, hash);
    await this.status.apply(order, applyCounterAppointmentAnswer(toStatusFields(order), answer));
    this.events.publish({
      type: 'updated',
      order: order.id,
      branch: order.branch.id,
      cause: answer === 'accept' ? 'counter-appointment-confirmed' : 'counter-appointment-rejected',
    });
    return this.queries.getPublic(uid, hash);
  }

  /**
   * Stores the customer's rating once: only with order reviews enabled, for a completed order
   * without a rating (else 409); each missing or out-of-range rating is a 400 on its field.
   * A unique index on the order makes a simultaneous second rating a 409 as well.
   */
  async rate(uid: string, hash: string, input: QuestionnaireInput): Promise<PublicOrder> {
    const order = await this.find(uid, hash);
    const config = await this.dataSource.getRepository(ConfigEntity).findOne({
      where: { id: CONFIG_ID },
      select: { id: true, isOrderReviewEnabled: true },
    });
    if (!config?.isOrderReviewEnabled) throw new ConflictError('RATING_DISABLED');
    if (!order.isCompleted || order.isRejected || order.isCanceled || order.isFailed)
      throw new ConflictError('RATING_BEFORE_COMPLETION');
    if (order.questionnaire) throw new ConflictError('ORDER_ALREADY_RATED');
    const { comment, ...ratings } = input;
    const errors = validateQuestionnaire(ratings);
    if (errors.length) throw new ValidationFailedError(errors);

    try {
      await this.questionnaires.insert({
        order: { id: order.id },
        rating: input.rating,
        foodRating: input.foodRating,
        serviceRating: input.serviceRating,
        processRating: input.processRating,
        comment: comment?.trim() || null,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError('ORDER_ALREADY_RATED');
      throw error;
    }
    this.events.publish({
      type: 'updated',
      order: order.id,
      branch: order.branch.id,
      cause: 'rated',
    });
    return this.queries.getPublic(uid, hash);
  }
}
