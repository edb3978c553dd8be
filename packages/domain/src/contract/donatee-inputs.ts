import type { InputLimits } from './input-limits.js';

/** POST/PUT /api/donatees: a recipient of the optional donation. */
export interface DonateeInput {
  identifier: string;
  name: string;
  description?: string;
  /** The account the donations are transferred to (checksum checked); '' for none. */
  iban?: string;
  /** '' for none. */
  bic?: string;
}

export const DonateeLimits = {
  identifier: 100,
  name: 255,
  description: 5000,
} as const satisfies InputLimits<DonateeInput>;
