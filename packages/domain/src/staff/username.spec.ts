import { normaliseUsername } from './username.js';

describe('normaliseUsername', () => {
  const cases: [string, string, string][] = [
    ['plain', 'admin', 'admin'],
    ['upper case', 'ADMIN', 'admin'],
    ['leading and trailing spaces', '  admin  ', 'admin'],
    ['tab and newline', '\tadmin\n', 'admin'],
    ['no-break space', '\u00a0admin\u00a0', 'admin'],
    ['narrow no-break and ideographic space', '\u202fadmin\u3000', 'admin'],
    ['byte order mark', '\ufeffadmin', 'admin'],
    ['zero-width space, joiners and word joiner', '\u200badmin\u200c\u200d\u2060', 'admin'],
    ['soft hyphen at the end', 'admin\u00ad', 'admin'],
    ['fullwidth letters', 'ＡＤＭＩＮ', 'admin'],
    ['fullwidth first letter and a trailing space', 'Ａnna ', 'anna'],
    ['fullwidth digits and full stop', 'ｍａｘ．１', 'max.1'],
    ['ligature', 'ﬁlialleiter', 'filialleiter'],
    ['decomposed umlaut composes', 'Mu\u0308ller', 'müller'],
    ['inner space stays', 'anna maria', 'anna maria'],
    ['inner zero-width space stays (it names no existing account)', 'ad\u200bmin', 'ad\u200bmin'],
    ['only invisible characters', ' \u00a0\ufeff\u200b ', ''],
    ['empty', '', ''],
  ];
  it.each(cases)('%s', (_name, typed, expected) => {
    expect(normaliseUsername(typed)).toBe(expected);
  });

  it.each(cases)('is idempotent: %s', (_name, typed) => {
    const once = normaliseUsername(typed);
    expect(normaliseUsername(once)).toBe(once);
  });

  it('stays idempotent where lower-casing leaves a combining mark (dotted capital I)', () => {
    const once = normaliseUsername('\u0130stanbul');
    expect(once).toBe('i\u0307stanbul');
    expect(normaliseUsername(once)).toBe(once);
  });
});
