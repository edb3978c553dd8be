import type { Order } from '@bestellwerk/domain';

/** One page of the order list and the number of all orders matching the filter. */
export interface OrderPage {
  orders: Order[];
  /** From the answer's X-Total-Count header; null when the answer had none. */
  total: number | null;
}

/** Loads one page of `GET /api{path}` with its total (tests inject one; the API by default). */
export type OrderPageLoader = (path: string, signal: AbortSignal) => Promise<OrderPage>;
