import {
  correctionBody,
  correctionDraftOf,
  correctionErrors,
  currentMonth,
  minutesText,
  monthTitle,
  shiftMonth,
} from './time-sheet-rules.js';
import { makeEmployee } from './time-sheet-fixtures.js';

const VIENNA = 'Europe/Vienna';

describe('time sheet months', () => {
  it('defaults to the month of the business day and steps across years', () => {
    expect(currentMonth(new Date('2026-10-31T23:30:00.000Z'), VIENNA)).toBe('2026-11');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(monthTitle('2026-10')).toBe('Oktober 2026');
    expect(minutesText(0)).toBe('–');
    expect(minutesText(450)).toBe('7:30');
  });
});

describe('corrections', () => {
  const activity = makeEmployee().days[1].activities[0];

  it('starts from the activity on the wall clock, without a reason', () => {
    expect(correctionDraftOf(3, '2026-10-02', activity, VIENNA)).toEqual({
      activityId: 7,
      employeeId: 3,
      date: '2026-10-02',
      start: '08:00',
      end: '15:00',
      pauses: [],
      comment: '',
      reason: '',
      openState: null,
    });
  });

  it('keeps a running or paused activity open when no end is entered', () => {
    const paused = {
      ...activity,
      state: 'paused' as const,
      end: null,
      pauses: [{ start: '2026-10-02T08:00:00.000Z', end: null }],
    };
    const draft = { ...correctionDraftOf(3, '2026-10-02', paused, VIENNA), reason: 'zu spät' };
    expect(draft).toMatchObject({
      end: '',
      openState: 'paused',
      pauses: [{ start: '10:00', end: '' }],
    });
    expect(correctionErrors(draft)).toEqual({});
    expect(correctionBody({ ...draft, start: '07:55' }, VIENNA)).toMatchObject({
      start: '2026-10-02T05:55:00.000Z',
      end: null,
      state: 'paused',
      pauses: [{ start: '2026-10-02T08:00:00.000Z', end: null }],
    });
    // An ended activity needs its end, and only the last pause of an open one may last.
    expect(correctionErrors({ ...draft, openState: null }).end).toBeDefined();
    const earlierOpen = { ...draft, pauses: [{ start: '09:00', end: '' }, ...draft.pauses] };
    expect(correctionErrors(earlierOpen)['pauses.0']).toBeDefined();
    // Entering an end closes it.
    expect(correctionBody({ ...draft, end: '16:00', pauses: [] }, VIENNA)).toMatchObject({
      end: '2026-10-02T14:00:00.000Z',
      state: 'ended',
    });
  });

  it('needs a reason and valid times', () => {
    const draft = correctionDraftOf(3, '2026-10-02', activity, VIENNA);
    expect(correctionErrors(draft)).toEqual({ reason: 'Bitte geben Sie eine Begründung an.' });
    expect(correctionErrors({ ...draft, reason: '   ' }).reason).toBeDefined();
    expect(
      correctionErrors({
        ...draft,
        start: '8',
        end: '08:00',
        reason: 'x',
        pauses: [{ start: '', end: '' }],
      }),
    ).toEqual({
      start: 'Bitte eine Uhrzeit wie 08:30 eingeben.',
      'pauses.0': 'Bitte Beginn und Ende der Pause wie 10:00 eingeben.',
    });
    expect(correctionErrors({ ...draft, reason: 'vergessen' })).toEqual({});
  });

  it('writes the times as instants; an end before the start is the next morning (DST day)', () => {
    const body = correctionBody(
      {
        activityId: null,
        employeeId: 3,
        date: '2026-10-24',
        start: '22:00',
        end: '06:00',
        pauses: [{ start: '02:00', end: '02:30' }],
        comment: ' Inventur ',
        reason: ' Stempeluhr defekt ',
        openState: null,
      },
      VIENNA,
    );
    expect(body).toEqual({
      user: { id: 3 },
      start: '2026-10-24T20:00:00.000Z',
      end: '2026-10-25T05:00:00.000Z',
      state: 'ended',
      // 02:00 is still summer time (UTC+2); 06:00 is winter time (UTC+1).
      pauses: [{ start: '2026-10-25T00:00:00.000Z', end: '2026-10-25T00:30:00.000Z' }],
      comment: 'Inventur',
      reason: 'Stempeluhr defekt',
    });
  });
});
