/** The localStorage key that remembers a dismissed rating prompt for one order. */
export function ratingDismissalKey(uid: string): string {
  return `bestellwerk.rating-dismissed.${uid}`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Whether the customer dismissed the rating prompt of this order earlier (false without storage). */
export function isRatingDismissed(uid: string): boolean {
  try {
    return storage()?.getItem(ratingDismissalKey(uid)) === '1';
  } catch {
    return false;
  }
}

/** Remembers that the rating prompt of this order was dismissed; a full or blocked storage is ignored. */
export function dismissRating(uid: string): void {
  try {
    storage()?.setItem(ratingDismissalKey(uid), '1');
  } catch {
    // Private mode or a full storage: the prompt simply shows again next visit.
  }
}
