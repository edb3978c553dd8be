import { Module } from '@nestjs/common';
import { PaymentsService } from './payments.service.js';

/** Payment providers (Mollie, Datatrans, the built-in Testzahlung) behind one service. */
@Module({
  providers: [PaymentsService],
  exports: [PaymentsService],
})
export class PaymentsModule {}
