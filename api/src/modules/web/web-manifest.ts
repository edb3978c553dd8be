import {
  IMAGE_SIZES,
  imageUrl,
  type Config,
  type Image,
  type ImageSize,
} from '@bestellwerk/domain';

/** One entry of a web app manifest's `icons`. */
export interface WebManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: 'any' | 'maskable';
}

/** The web app manifest of the installable app (storefront.md §4 "Installable app"). */
export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: WebManifestIcon[];
}

/** Icons shipped with the shell (shell/public/icons), used when no square image is configured. */
export const FALLBACK_ICONS: readonly WebManifestIcon[] = [
  { src: '/icons/app-icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/app-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/app-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

const MIME_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
};

/** Launchers want square icons; a pixel of rounding is tolerated. */
function isSquare(image: Image): boolean {
  return image.width > 0 && image.height > 0 && Math.abs(image.width - image.height) <= 1;
}

/**
 * The icons of one configured image: an SVG as it is ('any' size); otherwise every sized
 * variant narrower than the image (/image/{size}/…) and the original. Nothing for images that
 * are not square or whose size is unknown, or whose file type a launcher cannot show.
 */
export function imageIcons(image: Image | null): WebManifestIcon[] {
  if (!image) return [];
  const type = MIME_TYPES[image.extension.toLowerCase()];
  if (!type) return [];
  if (type === 'image/svg+xml') return [{ src: imageUrl(image), sizes: 'any', type }];
  if (!isSquare(image)) return [];
  const variants = (Object.entries(IMAGE_SIZES) as [ImageSize, number][])
    .filter(([, width]) => width < image.width)
    .sort((a, b) => a[1] - b[1])
    .map(([size, width]) => ({ src: imageUrl(image, size), sizes: `${width}x${width}`, type }));
  return [...variants, { src: imageUrl(image), sizes: `${image.width}x${image.width}`, type }];
}

/**
 * The manifest from the config: name and short name are the shop name, colours the theme
 * colours; icons from the favicon, else the logo, then the shell's own icons (which always
 * provide the 192 and 512 px PNGs browsers ask for).
 */
export function webManifest(
  config: Pick<Config, 'shopName' | 'themeColor' | 'backgroundColor' | 'favicon' | 'logo'>,
): WebManifest {
  const name = config.shopName.trim() || 'Bestellwerk';
  const configured = imageIcons(config.favicon);
  return {
    id: '/',
    name,
    short_name: name,
    lang: 'de',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: config.themeColor,
    background_color: config.backgroundColor,
    icons: [...(configured.length > 0 ? configured : imageIcons(config.logo)), ...FALLBACK_ICONS],
  };
}
