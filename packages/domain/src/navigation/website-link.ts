/**
 * The link of a website as staff typed it ('www.example.at', 'https://example.at'): trimmed, with
 * 'https://' added when no http(s) scheme is given; null when empty or when another scheme
 * (javascript:, data:, …) is named, so no typed value becomes a script link.
 */
export function websiteHref(website: string): string | null {
  const value = website.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[^:/]+:\d/.test(value)) return null;
  return `https://${value.replace(/^\/+/, '')}`;
}

/** A website as shown to visitors: without scheme and trailing slash ('https://example.at/' → 'example.at'). */
export function websiteLabel(website: string): string {
  return website
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '');
}
