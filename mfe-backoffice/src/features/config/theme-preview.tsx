import { HEX_COLOR, imageUrl, type EditorValues, type Image } from '@bestellwerk/domain';
import {
  contrastRatio,
  DEFAULT_THEME,
  themeTokens,
  webFontStylesheetUrl,
  type ThemeTokens,
} from '@bestellwerk/ui';

/** The variants the storefront embeds of its web font (body text and bold headings). */
const PREVIEW_FONT_VARIANTS = ['regular', '700'] as const;

const RADIUS = /^(0|\d{1,3}(\.\d{1,3})?(rem|em|px|%))$/;

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const imageOf = (value: unknown): Image | null =>
  value && typeof value === 'object' && typeof (value as Image).id === 'number'
    ? (value as Image)
    : null;

/**
 * The theme tokens of the form's draft. Values still being typed (`#C4`, `1.`) keep the
 * default, so the preview never shows a broken style.
 */
export function previewTokens(values: EditorValues): ThemeTokens {
  const color = (value: unknown) => (HEX_COLOR.test(textOf(value)) ? textOf(value) : undefined);
  const radius = textOf(values.borderRadius);
  return themeTokens({
    primaryColor: color(values.primaryColor),
    backgroundColor: color(values.backgroundColor),
    borderRadius: RADIUS.test(radius) ? radius : DEFAULT_THEME.borderRadius,
    fontFamily: textOf(values.fontFamily),
  });
}

/** The contrast as the WCAG writes it: '4,6:1'. */
const ratioText = (ratio: number) =>
  `${ratio.toLocaleString('de-AT', { maximumFractionDigits: 1 })}:1`;

/**
 * A small storefront sample styled with the draft's theme: header with logo and shop name, a
 * product card with a link and a button (samples only, not interactive). It changes with every keystroke, before saving.
 */
export function ThemePreview({ values }: { values: EditorValues }) {
  const tokens = previewTokens(values);
  const logo = imageOf(values.logo);
  const shopName = textOf(values.shopName) || 'Ihr Shop';
  const contrast = contrastRatio(tokens.onPrimaryColor, tokens.primaryColor);
  return (
    <figure className="bo-config-preview" aria-labelledby="config-preview-title">
      <figcaption id="config-preview-title" className="bo-config-preview__title">
        Vorschau des Themes
      </figcaption>
      {tokens.webFont
        ? PREVIEW_FONT_VARIANTS.map((variant) => (
            <link
              key={variant}
              rel="stylesheet"
              href={webFontStylesheetUrl(tokens.webFont, variant)}
            />
          ))
        : null}
      <div
        className="bo-config-preview__page"
        data-testid="theme-preview"
        style={{
          background: tokens.backgroundColor,
          fontFamily: tokens.fontFamily,
          ['--bw-color-primary' as string]: tokens.primaryColor,
          ['--bw-color-background' as string]: tokens.backgroundColor,
          ['--bw-radius' as string]: tokens.borderRadius,
        }}
      >
        <div
          className="bo-config-preview__header"
          style={{ background: tokens.primaryColor, color: tokens.onPrimaryColor }}
        >
          {logo ? <img src={imageUrl(logo, 'icon')} alt="" width={32} height={32} /> : null}
          <strong>{shopName}</strong>
        </div>
        <div className="bo-config-preview__card" style={{ borderRadius: tokens.borderRadius }}>
          <strong>Kaisersemmel</strong>
          <span>0,55 €</span>
          <span className="bo-config-preview__link" style={{ color: tokens.primaryTextColor }}>
            Zutaten und Allergene
          </span>
          <span
            className="bo-config-preview__button"
            style={{
              background: tokens.primaryColor,
              color: tokens.onPrimaryColor,
              borderRadius: tokens.borderRadius,
            }}
          >
            In den Warenkorb
          </span>
        </div>
      </div>
      <p className="bo-muted">
        Schrift: {tokens.webFont || 'Systemschrift'} · Kontrast der Schrift auf der Hauptfarbe:{' '}
        {ratioText(contrast)}
        {contrast < 4.5 ? ' (unter 4,5:1, schwer lesbar)' : ''}
      </p>
    </figure>
  );
}
