import type { Branch } from '../contract/organisation.js';
import { normalizePhone } from '../forms/phone-input.js';

/** The address a directions link leads to. */
export type DirectionsPlace = Pick<
  Branch,
  'latitude' | 'longitude' | 'street' | 'zipCode' | 'city'
>;

const isCoordinate = (value: number | null, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * The external maps link with route directions to a place (Google Maps URLs, which open the maps
 * app on phones): destination by coordinates when both are valid, else by 'street, zip city';
 * null when neither is known.
 */
export function mapsDirectionsUrl(place: DirectionsPlace): string | null {
  const destination =
    isCoordinate(place.latitude, 90) && isCoordinate(place.longitude, 180)
      ? `${place.latitude},${place.longitude}`
      : [place.street.trim(), `${place.zipCode.trim()} ${place.city.trim()}`.trim()]
          .filter(Boolean)
          .join(', ');
  return destination
    ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`
    : null;
}

/** A `tel:` link of a phone number as displayed ('+43 512 123456' → 'tel:+43512123456'); null when empty. */
export function telHref(phone: string): string | null {
  const number = normalizePhone(phone);
  return /\d/.test(number) ? `tel:${number}` : null;
}

/** A `mailto:` link of an e-mail address (trimmed); null when empty. */
export function mailtoHref(email: string): string | null {
  const address = email.trim();
  return address ? `mailto:${address}` : null;
}
