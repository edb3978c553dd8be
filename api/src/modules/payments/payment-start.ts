/** Where the customer goes to pay an order online, and the provider's id of that payment. */
export interface PaymentStart {
  redirectUrl: string;
  reference: string;
}
