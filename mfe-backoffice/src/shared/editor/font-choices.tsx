import type { Font } from '@bestellwerk/domain';
import { useApiQuery, type ApiQuery } from '@bestellwerk/client';
import { Button } from '@bestellwerk/ui';

/** A font as GET /api/fonts lists it: one variant of a family, with a German label. */
export interface FontChoice extends Font {
  label?: string;
}

/** The installation's fonts (GET /api/fonts), loaded once per control. */
export function useFontChoices(): ApiQuery<FontChoice[]> {
  return useApiQuery((client, signal) => client.get('/fonts', { signal }), []);
}

/** The families of the fonts, each once, sorted (GET /api/fonts lists variants). */
export function fontFamilies(fonts: readonly Pick<Font, 'family'>[]): string[] {
  return [...new Set(fonts.map((font) => font.family))].sort((a, b) => a.localeCompare(b, 'de'));
}

/** The failed font list's message with a retry; nothing while it loads or loaded. */
export function FontsLoadError({ fonts }: { fonts: ApiQuery<FontChoice[]> }) {
  if (fonts.status !== 'error') return null;
  return (
    <p className="bo-field-error">
      Schriftarten konnten nicht geladen werden.{' '}
      <Button variant="secondary" onClick={fonts.reload}>
        Erneut versuchen
      </Button>
    </p>
  );
}
