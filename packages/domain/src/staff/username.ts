/**
 * Characters that may surround a typed username without being part of it: whitespace (incl.
 * NBSP and the BOM, which JavaScript counts as whitespace) and the default-ignorable ones a
 * copy-paste brings along (zero-width space and joiners, word joiner, soft hyphen, …).
 */
const EDGE_CHARACTERS =
  /^[\s\p{Default_Ignorable_Code_Point}]+|[\s\p{Default_Ignorable_Code_Point}]+$/gu;

/**
 * The one form of a staff username, for storing it, looking it up, keeping it unique, the
 * sign-in lockout and login links: Unicode NFKC (fullwidth "ＡＤＭＩＮ" is "ADMIN"), without
 * whitespace or invisible characters at either end, lower-cased. Idempotent: normalising a
 * normalised name changes nothing, so every way of typing one account leads to one key.
 */
export function normaliseUsername(typed: string): string {
  const lowerCased = typed.normalize('NFKC').toLowerCase().normalize('NFKC');
  return lowerCased.replace(EDGE_CHARACTERS, '');
}
