import { TestPaymentEntity } from './entities/test-payment.entity.js';

/** The state of the built-in Testzahlung provider (real providers keep theirs themselves). */
export const PAYMENTS_ENTITIES = [TestPaymentEntity];
