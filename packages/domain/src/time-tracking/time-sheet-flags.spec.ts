import { signedMinutes, timeSheetFlagTexts } from './time-sheet-flags.js';

const calm = { autoEnded: false, open: false, corrected: false };

describe('timeSheetFlagTexts', () => {
  it('says nothing about an ordinary day', () => {
    expect(timeSheetFlagTexts({ breakShortfallMinutes: 0, flags: calm })).toEqual([]);
  });

  it('words every flag in German, the shortfall with its minutes', () => {
    expect(
      timeSheetFlagTexts({
        breakShortfallMinutes: 15,
        flags: { autoEnded: true, open: true, corrected: true },
      }),
    ).toEqual([
      'Pause zu kurz (15 min fehlen)',
      'automatisch beendet – bitte prüfen',
      'läuft noch',
      'korrigiert',
    ]);
  });
});

describe('signedMinutes', () => {
  it.each([
    [0, '0:00'],
    [450, '+7:30'],
    [-30, '-0:30'],
    [605, '+10:05'],
  ])('%p minutes are %p', (minutes, text) => {
    expect(signedMinutes(minutes)).toBe(text);
  });
});
