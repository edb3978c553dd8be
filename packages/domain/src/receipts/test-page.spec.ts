import { encodeEscPos } from './escpos.js';
import { TEST_PAGE_CHARACTERS, testPageLines } from './test-page.js';

describe('testPageLines', () => {
  it('shows shop, device, time and the German characters with the euro sign', () => {
    const lines = testPageLines({
      shopName: 'Bäckerei Huber',
      deviceName: 'Bondrucker Theke',
      requestedAt: '2026-11-20T08:30:00.000Z',
      timeZone: 'Europe/Vienna',
    });
    expect(lines.map(({ style, text }) => `${style[0]}|${text}`)).toEqual([
      'b|                 Bäckerei Huber',
      'l|       Testseite',
      `n|${'-'.repeat(48)}`,
      'n|Gerät: Bondrucker Theke',
      'n|Zeit: 20.11.2026 09:30',
      'n|Umlaute: ÄÖÜ äöü ß €',
      `n|${'-'.repeat(48)}`,
      'n|Wenn Sie die Umlaute und das Euro-Zeichen',
      'n|richtig lesen, ist der Bondrucker fertig',
      'n|eingerichtet.',
    ]);
  });

  it('prints the special characters at their PC858 positions', () => {
    const bytes = encodeEscPos(
      testPageLines({
        shopName: '',
        deviceName: 'X',
        requestedAt: new Date('2026-11-20T08:30:00Z'),
        timeZone: 'Europe/Vienna',
      }),
    );
    expect(TEST_PAGE_CHARACTERS).toBe('ÄÖÜ äöü ß €');
    const expected = '8e 99 9a 20 84 94 81 20 e1 20 d5';
    const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join(' ');
    expect(hex).toContain(expected);
  });
});
