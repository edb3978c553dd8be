import { CONTENT_MAX_CHARS } from '@bestellwerk/domain';
import {
  cleanBlockValue,
  cleanSiteContent,
  sizeErrors,
  TOO_LARGE_MESSAGE,
  UNSAFE_URL_MESSAGE,
} from './content-values.js';

describe('cleanBlockValue', () => {
  it('sanitises the HTML fields of its kind only', () => {
    const dirty = '<p onclick="x">Hallo<script>alert(1)</script></p>';
    expect(cleanBlockValue('text', { html: dirty }, 'value').value).toEqual({
      html: '<p>Hallo</p>',
    });
    expect(cleanBlockValue('form', { thankYou: dirty, privacySite: 3 }, 'value').value).toEqual({
      thankYou: '<p>Hallo</p>',
      privacySite: 3,
    });
    // A hero's title is plain text, shown escaped by the front end: stored as given.
    expect(cleanBlockValue('hero', { title: '<b>Titel</b>' }, 'value').value).toEqual({
      title: '<b>Titel</b>',
    });
  });

  it('refuses unsafe link and frame URLs at their field', () => {
    const result = cleanBlockValue(
      'text-slider',
      { text: '', link: { label: 'x', target: null, url: 'javascript:alert(1)' } },
      'content.2.value',
    );
    expect(result.errors).toEqual([
      { message: UNSAFE_URL_MESSAGE, field: 'content.2.value.link.url' },
    ]);
    expect(
      cleanBlockValue('iframe', { url: 'https://maps.example.com/x' }, 'value').errors,
    ).toEqual([]);
    expect(cleanBlockValue('iframe', { url: 'data:text/html,x' }, 'value').errors).toHaveLength(1);
  });

  it('does not change the value it was given', () => {
    const value = { html: '<script>x</script>' };
    cleanBlockValue('text', value, 'value');
    expect(value).toEqual({ html: '<script>x</script>' });
  });
});

describe('cleanSiteContent and sizeErrors', () => {
  it('cleans each item by its kind and limits the size of the body', () => {
    const result = cleanSiteContent([
      { type: 'text', value: { html: '<p>a</p><iframe></iframe>' } },
      { type: 'map', value: {} },
    ]);
    expect(result).toEqual({
      value: [
        { type: 'text', value: { html: '<p>a</p>' } },
        { type: 'map', value: {} },
      ],
      errors: [],
    });
    const huge = [{ type: 'text' as const, value: { html: 'x'.repeat(CONTENT_MAX_CHARS) } }];
    expect(cleanSiteContent(huge).errors).toEqual([
      { message: TOO_LARGE_MESSAGE, field: 'content' },
    ]);
    expect(sizeErrors({ a: 'x'.repeat(100) }, 'value')).toEqual([]);
  });
});
