/** The parts of an address the order form asks, in the order of the form. */
export const ADDRESS_PARTS = [
  'street',
  'stairway',
  'floor',
  'door',
  'zipCode',
  'city',
  'country',
] as const;

/** One part of an address: `street`, `zipCode`, … */
export type AddressPart = (typeof ADDRESS_PARTS)[number];

/** The field of an address part: `street` for the customer, `deliveryStreet` for the delivery. */
export type AddressField<P extends AddressPart = AddressPart> = P | `delivery${Capitalize<P>}`;

/**
 * The order form's field of one address part: the customer's address, or with `delivery` the
 * different delivery address (`street` → `deliveryStreet`).
 */
export function addressField<P extends AddressPart>(part: P, delivery: boolean): AddressField<P> {
  const field = delivery ? `delivery${part[0].toUpperCase()}${part.slice(1)}` : part;
  return field as AddressField<P>;
}
