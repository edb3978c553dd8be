import { OmitType } from '@nestjs/swagger';
import { CreateOrderInput } from './create-order.input.js';

/**
 * The body of POST /api/orders/staff (contract `StaffOrderInput`): the checkout's form and
 * cart without the legal checkboxes, which the customer on the phone does not tick.
 */
export class StaffOrderInput extends OmitType(CreateOrderInput, [
  'legalInstructions',
  'privacyPolicy',
] as const) {}
