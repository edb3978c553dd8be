/** A base64 data URL: `data:[<type>][;param=value]*;base64,<data>`. */
const DATA_URL =
  /^data:([a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+)?((?:;[a-z0-9-]+=[^;,]*)*);base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The bytes of a base64 data URL, or null when it is not one or its base64 is malformed
 * (Node's decoder would silently skip invalid characters). The declared type is ignored: the
 * content decides (file-sniffing.ts). Line breaks in the base64 are tolerated.
 */
export function decodeDataUrl(value: string): Buffer | null {
  const header = DATA_URL.exec(value);
  if (!header) return null;
  const base64 = value.slice(header[0].length).replace(/[\r\n]/g, '');
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) return null;
  return Buffer.from(base64, 'base64');
}
