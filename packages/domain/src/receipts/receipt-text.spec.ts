import {
  amountLines,
  centredLines,
  hangingLines,
  paragraphLines,
  receiptText,
  receiptWidth,
  wrapReceiptText,
} from './receipt-text.js';

describe('receiptText', () => {
  it.each<[string, string]>([
    ['  Anna\tHuber  ', 'Anna Huber'],
    ['Zeile 1\r\nZeile 2', 'Zeile 1 Zeile 2'],
    ['\u001b@Drucker', '@Drucker'],
    ['1\u00a0kg', '1 kg'],
    ['Mu\u0308sli', 'Müsli'],
  ])('%j → %j', (input, expected) => {
    expect(receiptText(input)).toBe(expected);
  });

  it('counts columns per code point', () => {
    expect(receiptWidth('Größe €')).toBe(7);
    expect(receiptWidth('🍰')).toBe(1);
  });
});

describe('wrapReceiptText', () => {
  it.each<[string, number, number | undefined, string[]]>([
    ['', 10, undefined, []],
    ['Apfelstrudel', 20, undefined, ['Apfelstrudel']],
    ['eins zwei drei vier', 9, undefined, ['eins zwei', 'drei vier']],
    ['eins zwei drei vier', 14, 4, ['eins', 'zwei drei vier']],
    ['Donaudampfschifffahrt', 8, undefined, ['Donaudam', 'pfschiff', 'fahrt']],
    ['ab Donaudampfschiff', 8, undefined, ['ab', 'Donaudam', 'pfschiff']],
    ['Zwischensumme', 20, 12, ['', 'Zwischensumme']],
    ['Donaudampfschifffahrt', 16, 12, ['Donaudampfsc', 'hifffahrt']],
  ])('%j at %i (first line %s)', (text, width, firstWidth, expected) => {
    expect(wrapReceiptText(text, width, firstWidth)).toEqual(expected);
  });
});

describe('layout helpers', () => {
  it('hangs continuation lines under the text after the lead', () => {
    expect(hangingLines('3 × ', 'Sachertorte mit Schlagobers', 16)).toEqual([
      '3 × Sachertorte',
      '    mit',
      '    Schlagobers',
    ]);
  });

  it('centres each wrapped line, leaning left, without trailing spaces', () => {
    expect(centredLines('Wien', 9)).toEqual(['  Wien']);
    expect(centredLines('Bäckerei Huber Wien', 14)).toEqual(['Bäckerei Huber', '     Wien']);
    expect(centredLines('', 10)).toEqual([]);
  });

  it.each<[string, string, number, string, string[]]>([
    ['Gesamt', '11,70 €', 20, '', ['Gesamt       11,70 €']],
    ['Zwischensumme', '11,70 €', 21, '', ['Zwischensumme 11,70 €']],
    ['Zwischensumme', '11,70 €', 20, '', ['             11,70 €', 'Zwischensumme']],
    ['Liefergebühr Zone 2', '3,50 €', 20, '', ['Liefergebühr  3,50 €', 'Zone 2']],
    ['Apfelstrudel', '11,70 €', 20, '3 × ', ['3 ×          11,70 €', '    Apfelstrudel']],
  ])('%j with %j in %i columns', (label, amount, width, lead, expected) => {
    expect(amountLines(label, amount, width, lead)).toEqual(expected);
  });

  it('keeps paragraphs, one empty line between them at most, none at the ends', () => {
    expect(paragraphLines('\n\nHallo\r\n\r\n\r\nbitte läuten\u2028Danke\n\n', 12)).toEqual([
      'Hallo',
      '',
      'bitte läuten',
      'Danke',
    ]);
    expect(paragraphLines('   ')).toEqual([]);
  });
});
