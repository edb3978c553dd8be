import fc from 'fast-check';
import {
  breakIntervals,
  formatDuration,
  workIntervals,
  workingTimeOf,
  type ActivitySpan,
} from './working-time.js';

const at = (time: string) => `2026-11-26T${time}:00.000Z`;
const MIN = 60_000;

describe('workingTimeOf', () => {
  it('takes the pauses off the gross time', () => {
    const span: ActivitySpan = {
      start: at('06:00'),
      end: at('14:30'),
      pauses: [{ start: at('10:00'), end: at('10:30') }],
    };
    expect(workingTimeOf(span, new Date(at('20:00')))).toEqual({
      grossMs: 510 * MIN,
      breakMs: 30 * MIN,
      netMs: 480 * MIN,
    });
  });

  it('runs an open activity and an open pause until now', () => {
    const span: ActivitySpan = {
      start: at('06:00'),
      end: null,
      pauses: [{ start: at('09:00'), end: null }],
    };
    expect(workingTimeOf(span, new Date(at('09:20')))).toEqual({
      grossMs: 200 * MIN,
      breakMs: 20 * MIN,
      netMs: 180 * MIN,
    });
  });

  it('counts overlapping pauses and pauses outside the activity once and only inside', () => {
    const span: ActivitySpan = {
      start: at('08:00'),
      end: at('12:00'),
      pauses: [
        { start: at('07:00'), end: at('08:15') },
        { start: at('10:00'), end: at('10:30') },
        { start: at('10:15'), end: at('10:45') },
        { start: at('11:50'), end: at('13:00') },
      ],
    };
    expect(breakIntervals(span, new Date(at('20:00'))).map((b) => (b.end - b.start) / MIN)).toEqual(
      [15, 45, 10],
    );
    expect(workingTimeOf(span, new Date(at('20:00'))).netMs).toBe(170 * MIN);
  });
});

describe('formatDuration', () => {
  it.each<[number, string]>([
    [0, '0:00'],
    [59 * 1000, '0:00'],
    [485 * MIN, '8:05'],
    [25 * 60 * MIN, '25:00'],
    [-90 * MIN, '-1:30'],
  ])('%p ms → %p', (ms, text) => expect(formatDuration(ms)).toBe(text));
});

const minute = fc.integer({ min: 0, max: 24 * 60 });
const spanArbitrary = fc
  .record({
    start: minute,
    length: fc.option(fc.integer({ min: 0, max: 16 * 60 }), { nil: null }),
    pauses: fc.array(fc.record({ start: minute, length: fc.option(minute, { nil: null }) }), {
      maxLength: 5,
    }),
  })
  .map(({ start, length, pauses }): ActivitySpan => {
    const base = Date.parse('2026-03-29T00:00:00.000Z');
    const iso = (minutes: number) => new Date(base + minutes * MIN).toISOString();
    return {
      start: iso(start),
      end: length === null ? null : iso(start + length),
      pauses: pauses.map((pause) => ({
        start: iso(pause.start),
        end: pause.length === null ? null : iso(pause.start + pause.length),
      })),
    };
  });

describe('working time (properties)', () => {
  const now = new Date('2026-03-30T12:00:00.000Z');

  it('net + breaks = gross, none negative', () => {
    fc.assert(
      fc.property(spanArbitrary, (span) => {
        const time = workingTimeOf(span, now);
        expect(time.netMs + time.breakMs).toBe(time.grossMs);
        expect(time.netMs).toBeGreaterThanOrEqual(0);
        expect(time.breakMs).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('work and breaks tile the activity without overlapping', () => {
    fc.assert(
      fc.property(spanArbitrary, (span) => {
        const pieces = [...workIntervals(span, now), ...breakIntervals(span, now)].sort(
          (a, b) => a.start - b.start,
        );
        for (let i = 1; i < pieces.length; i++) expect(pieces[i].start).toBe(pieces[i - 1].end);
        const time = workingTimeOf(span, now);
        const work = workIntervals(span, now).reduce((sum, w) => sum + w.end - w.start, 0);
        expect(work).toBe(time.netMs);
      }),
    );
  });
});
