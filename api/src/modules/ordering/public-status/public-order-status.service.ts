import { Injectable } from '@nestjs/common';
import { matchesHash, serialiseJson } from '../../../common/cache/prepared-response.js';
import { OrderQueryService } from '../reads/order-query.service.js';
import { PublicOrderEtags } from './public-order-etags.js';

/** The customer's status poll: unchanged (304) or the answer's plain JSON bytes. */
export type PublicOrderStatusAnswer =
  | { notModified: true; answerHash: string }
  | { notModified: false; answerHash: string; identity: Buffer };

/**
 * GET /api/orders/public/{uid}/{hash}, as 3,000 waiting customers poll it: a poll naming the
 * ETag of an unchanged order's last answer is answered from memory, without loading the order;
 * anything else loads it as OrderQueryService.getPublic does (a wrong hash is the same 404).
 * The answer holds no time-dependent state, so equal data means an equal answer.
 */
@Injectable()
export class PublicOrderStatusService {
  constructor(
    private readonly queries: OrderQueryService,
    private readonly etags: PublicOrderEtags,
  ) {}

  /** The poll's answer; `ifNoneMatch` is the request's If-None-Match header. */
  async answer(
    uid: string,
    hash: string,
    ifNoneMatch: string | undefined,
  ): Promise<PublicOrderStatusAnswer> {
    const known = this.etags.answerHashOf(uid, hash);
    if (known !== undefined && matchesHash(ifNoneMatch, known))
      return { notModified: true, answerHash: known };
    const changesBefore = this.etags.changeCount;
    const order = await this.queries.getPublic(uid, hash);
    const { identity, hash: answerHash } = serialiseJson({ data: order });
    this.etags.remember({ uid, hash, order: order.id }, answerHash, changesBefore);
    if (matchesHash(ifNoneMatch, answerHash)) return { notModified: true, answerHash };
    return { notModified: false, answerHash, identity };
  }
}
