// IBAN and BIC of a bank account (ISO 13616 and ISO 9362), as people type them.

/** Lengths of the IBANs of the countries our shops and their partners bank in. */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AT: 20,
  DE: 22,
  CH: 21,
  LI: 21,
  IT: 27,
  SI: 19,
  HU: 28,
  CZ: 24,
  SK: 24,
  NL: 18,
  BE: 16,
  LU: 20,
  FR: 27,
};

/** An IBAN or BIC without spaces, in capitals ('at61 1904…' → 'AT611904…'). */
export function compactBankCode(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/**
 * Whether `text` is a valid IBAN: country code, two check digits and up to 30 letters or digits
 * (spaces allowed, any case), the length of the country where we know it, and the ISO 7064
 * mod-97 checksum.
 */
export function isIban(text: string): boolean {
  const iban = compactBankCode(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length !== undefined && iban.length !== length) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const digits = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** Whether `text` is a BIC: bank (4 letters), country (2 letters), place (2), branch (3, optional). */
export function isBic(text: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compactBankCode(text));
}

/** An IBAN in groups of four, as printed: 'AT61 1904 3002 3457 3201'. */
export function formatIban(text: string): string {
  return compactBankCode(text).replace(/(.{4})(?=.)/g, '$1 ');
}
