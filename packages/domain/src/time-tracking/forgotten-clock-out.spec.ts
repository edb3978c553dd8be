import {
  AUTO_END_FALLBACK_HOURS,
  activitiesOverlap,
  autoEndOf,
  closeActivityAt,
} from './forgotten-clock-out.js';
import type { PunchedActivity } from './punch.js';

const at = (time: string) => `2026-11-26T${time}:00.000Z`;
const open: PunchedActivity = { state: 'running', start: at('06:00'), end: null, pauses: [] };

describe('autoEndOf', () => {
  const planned = { shiftEnd: at('14:00'), closingTime: at('18:00') };

  it('closes at the planned shift end once the grace period has passed', () => {
    expect(autoEndOf(open, planned, new Date(at('14:59')), 60)).toBeNull();
    expect(autoEndOf(open, planned, new Date(at('15:00')), 60)).toBe(at('14:00'));
  });

  it('falls back to the closing time, then to the longest regular day', () => {
    expect(
      autoEndOf(open, { shiftEnd: null, closingTime: at('18:00') }, new Date(at('19:00'))),
    ).toBe(at('18:00'));
    const fallback = new Date(Date.parse(at('06:00')) + AUTO_END_FALLBACK_HOURS * 3_600_000);
    expect(autoEndOf(open, { shiftEnd: null, closingTime: null }, new Date(at('17:00')))).toBe(
      fallback.toISOString(),
    );
  });

  it('ignores a shift that ended before the activity started', () => {
    const lateStart = { ...open, start: at('15:00') };
    expect(autoEndOf(lateStart, planned, new Date(at('19:00')))).toBe(at('18:00'));
  });

  it('leaves ended activities alone', () => {
    expect(
      autoEndOf({ start: at('06:00'), end: at('07:00') }, planned, new Date(at('23:00'))),
    ).toBeNull();
  });
});

describe('closeActivityAt', () => {
  it('drops pauses after the end and closes an open pause there', () => {
    const forgotten: PunchedActivity = {
      state: 'paused',
      start: at('06:00'),
      end: null,
      pauses: [
        { start: at('10:00'), end: null },
        { start: at('15:00'), end: null },
      ],
    };
    expect(closeActivityAt(forgotten, at('14:00'))).toEqual({
      state: 'ended',
      start: at('06:00'),
      end: at('14:00'),
      pauses: [{ start: at('10:00'), end: at('14:00') }],
    });
  });
});

describe('activitiesOverlap', () => {
  const now = new Date(at('20:00'));
  it.each<[string, string | null, string, string | null, boolean]>([
    ['06:00', '10:00', '09:00', '12:00', true],
    ['06:00', '10:00', '10:00', '12:00', false],
    ['06:00', null, '12:00', '13:00', true],
    ['12:00', '13:00', '06:00', '11:59', false],
  ])('%s–%s and %s–%s: %p', (aStart, aEnd, bStart, bEnd, overlap) => {
    const span = (start: string, end: string | null) => ({ start: at(start), end: end && at(end) });
    expect(activitiesOverlap(span(aStart, aEnd), span(bStart, bEnd), now)).toBe(overlap);
  });
});
