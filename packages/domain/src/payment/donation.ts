/**
 * The donation shown at checkout, in the shop currency (storefront.md §9): the payment provider funds it,
 * so it costs the customer nothing and is never added to the order total.
 */
export const DONATION_AMOUNT = 0.07;
