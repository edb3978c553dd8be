import {
  BREAK_RULES,
  breakDueText,
  checkBreaks,
  requiredBreakMinutes,
} from './statutory-breaks.js';
import type { ActivitySpan } from './working-time.js';

const MIN = 60_000;
const at = (time: string) => `2026-11-26T${time}:00.000Z`;

function day(
  start: string,
  end: string | null,
  pauses: [string, string | null][] = [],
): ActivitySpan {
  return {
    start: at(start),
    end: end === null ? null : at(end),
    pauses: pauses.map(([from, to]) => ({ start: at(from), end: to === null ? null : at(to) })),
  };
}

describe('requiredBreakMinutes', () => {
  it.each<[keyof typeof BREAK_RULES, number, number]>([
    ['DE', 360, 0],
    ['DE', 361, 30],
    ['DE', 540, 30],
    ['DE', 541, 45],
    ['AT', 360, 0],
    ['AT', 361, 30],
    ['AT', 700, 30],
    ['AT_BAKERY', 361, 30],
  ])('%s after %p net minutes: %p', (rule, netMinutes, required) => {
    expect(requiredBreakMinutes(BREAK_RULES[rule], netMinutes * MIN)).toBe(required);
  });
});

describe('checkBreaks', () => {
  const late = new Date(at('23:00'));

  it('counts the thresholds on net time: 9 h 01 gross with a 30-minute break needs no 45 (DE)', () => {
    const check = checkBreaks(BREAK_RULES.DE, [day('06:00', '15:01', [['10:00', '10:30']])], late);
    expect(check).toMatchObject({
      netMinutes: 511,
      countedBreakMinutes: 30,
      requiredBreakMinutes: 30,
      shortfallMinutes: 0,
      breakDueInMinutes: null,
    });
  });

  it('flags a day that falls short and ignores breaks under 15 minutes (DE)', () => {
    const check = checkBreaks(
      BREAK_RULES.DE,
      [
        day('06:00', '16:00', [
          ['09:00', '09:10'],
          ['12:00', '12:20'],
        ]),
      ],
      late,
    );
    expect(check.netMinutes).toBe(570);
    expect(check.countedBreakMinutes).toBe(20);
    expect(check.requiredBreakMinutes).toBe(45);
    expect(check.shortfallMinutes).toBe(25);
  });

  it('lets Austria split the half hour into blocks of ten minutes', () => {
    const pauses: [string, string][] = [
      ['09:00', '09:10'],
      ['11:00', '11:10'],
      ['13:00', '13:10'],
    ];
    const check = checkBreaks(BREAK_RULES.AT, [day('06:00', '14:30', pauses)], late);
    expect(check.countedBreakMinutes).toBe(30);
    expect(check.shortfallMinutes).toBe(0);
    expect(
      checkBreaks(BREAK_RULES.DE, [day('06:00', '14:30', pauses)], late).countedBreakMinutes,
    ).toBe(0);
  });

  it('counts the gap between two activities of a day as a break', () => {
    const check = checkBreaks(BREAK_RULES.DE, [day('06:00', '10:00'), day('10:45', '14:00')], late);
    expect(check.countedBreakMinutes).toBe(45);
    expect(check.netMinutes).toBe(435);
  });

  it('pays 15 minutes of a bakery break (BäckAG §6)', () => {
    const check = checkBreaks(
      BREAK_RULES.AT_BAKERY,
      [day('05:00', '13:30', [['09:00', '09:30']])],
      late,
    );
    expect(check.netMinutes).toBe(480);
    expect(check.paidMinutes).toBe(495);
    expect(
      checkBreaks(BREAK_RULES.AT, [day('05:00', '13:30', [['09:00', '09:30']])], late).paidMinutes,
    ).toBe(480);
  });

  it('warns while working before the break falls due, and not on a break', () => {
    const running = checkBreaks(BREAK_RULES.DE, [day('06:00', null)], new Date(at('11:40')));
    expect(running.breakDueInMinutes).toBe(20);
    expect(breakDueText(running.breakDueInMinutes)).toBe('Pause fällig in 20 min');
    const early = checkBreaks(BREAK_RULES.DE, [day('06:00', null)], new Date(at('08:00')));
    expect(breakDueText(early.breakDueInMinutes)).toBeNull();
    const overdue = checkBreaks(BREAK_RULES.DE, [day('06:00', null)], new Date(at('12:05')));
    expect(breakDueText(overdue.breakDueInMinutes)).toBe('Pause jetzt fällig');
    const onBreak = checkBreaks(
      BREAK_RULES.DE,
      [day('06:00', null, [['11:50', null]])],
      new Date(at('12:05')),
    );
    expect(onBreak.breakDueInMinutes).toBeNull();
  });

  it('after an early break, warns before six hours of work in a row (DE)', () => {
    // 1 h worked, a break, then 5 h 40 in a row at 13:10: the 6-hour stretch ends at 13:30,
    // long before the 9 hours net that would need 45 minutes.
    const check = checkBreaks(
      BREAK_RULES.DE,
      [day('06:00', null, [['07:00', '07:30']])],
      new Date(at('13:10')),
    );
    expect(check.netMinutes).toBe(400);
    expect(check.breakDueInMinutes).toBe(20);
  });

  it('after the first half hour, warns before nine hours net (DE)', () => {
    const check = checkBreaks(
      BREAK_RULES.DE,
      [day('06:00', null, [['11:00', '11:30']])],
      new Date(at('15:10')),
    );
    expect(check.netMinutes).toBe(520);
    expect(check.breakDueInMinutes).toBe(20);
  });
});
