/** The value of cookie `name` in `document.cookie`, or null. */
export function readCookie(name: string, source: string = document.cookie): string | null {
  for (const pair of source.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    if (pair.slice(0, separator).trim() === name) {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    }
  }
  return null;
}

/** Sets a first-party cookie for the whole site that lasts `days` days. */
export function writeCookie(name: string, value: string, days: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${days * 86_400}; Path=/; SameSite=Lax${secure}`;
}
