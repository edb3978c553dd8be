/**
 * The central deny list of the application log: no password, password hash, token, PIN, API
 * key or other secret is ever stored in an entry. A field counts as secret when one word of
 * its name (camelCase, snake_case, kebab-case or dotted path) is one of SECRET_WORDS, or two
 * neighbouring words form one of SECRET_WORD_PAIRS (`apiKey`, `private_key`).
 */
export const SECRET_WORDS: ReadonlySet<string> = new Set([
  'password',
  'passwords',
  'passwort',
  'passwd',
  'pwd',
  'hash',
  'token',
  'tokens',
  'pin',
  'secret',
  'secrets',
  'credential',
  'credentials',
  'apikey',
  'cookie',
]);

export const SECRET_WORD_PAIRS: ReadonlySet<string> = new Set([
  'api key',
  'private key',
  'access key',
  'client key',
]);

/** What a secret's value is replaced with. */
export const REDACTED = '[entfernt]';

function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s._\-[\]]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

/** Whether a field of this name holds a secret. */
export function isSecretField(name: string): boolean {
  const parts = words(name);
  return parts.some(
    (word, index) =>
      SECRET_WORDS.has(word) || (index > 0 && SECRET_WORD_PAIRS.has(`${parts[index - 1]} ${word}`)),
  );
}

/**
 * A copy of a JSON-like value with the value of every secret field replaced by REDACTED, at any
 * depth. A change entry `{ field, old, new }` of a secret field keeps its name (an auditor sees
 * that it changed) without the values.
 */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value !== 'object' || value === null) return value;
  if (value instanceof Date) return value.toISOString();
  const source = value as Record<string, unknown>;
  const isChange = typeof source.field === 'string' && 'old' in source && 'new' in source;
  if (isChange && isSecretField(source.field as string)) {
    return { ...source, old: REDACTED, new: REDACTED };
  }
  return Object.fromEntries(
    Object.entries(source).map(([key, item]) => [
      key,
      isSecretField(key) ? REDACTED : withoutSecrets(item),
    ]),
  );
}
