import { formatDecimal } from '@bestellwerk/domain';

/** Days as the accounts show them: '20,5 Tage', '1 Tag'. */
export function daysText(value: number): string {
  return `${formatDecimal(value)} ${Math.abs(value) === 1 ? 'Tag' : 'Tage'}`;
}

/** What is left of an account in words: '3 Tage', or '2 Tage überzogen' when overdrawn. */
export function leftText(left: number): string {
  return left < 0 ? `${daysText(-left)} überzogen` : daysText(left);
}
