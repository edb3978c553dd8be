import fc from 'fast-check';
import { errorMessage } from '../contract/error-catalogue.js';
import {
  PUNCH_ACTIONS,
  allowedPunches,
  applyPunch,
  clockStateOf,
  type PunchAction,
  type PunchedActivity,
} from './punch.js';

const T0 = '2026-11-26T07:00:00.000Z';
const T1 = '2026-11-26T10:00:00.000Z';
const T2 = '2026-11-26T10:30:00.000Z';
const T3 = '2026-11-26T15:00:00.000Z';

function punched(result: ReturnType<typeof applyPunch>): PunchedActivity {
  if (!result.ok) throw new Error(result.code);
  return result.activity;
}

describe('applyPunch', () => {
  it('starts, pauses, resumes and ends one activity', () => {
    const started = punched(applyPunch(null, 'start', T0));
    expect(started).toEqual({ state: 'running', start: T0, end: null, pauses: [] });
    const paused = punched(applyPunch(started, 'pause', T1));
    expect(paused).toEqual({ ...started, state: 'paused', pauses: [{ start: T1, end: null }] });
    const resumed = punched(applyPunch(paused, 'resume', T2));
    expect(resumed.state).toBe('running');
    expect(resumed.pauses).toEqual([{ start: T1, end: T2 }]);
    const ended = punched(applyPunch(resumed, 'end', T3));
    expect(ended).toEqual({ state: 'ended', start: T0, end: T3, pauses: [{ start: T1, end: T2 }] });
  });

  it('ending during a pause closes the pause at the end', () => {
    const paused = punched(applyPunch(punched(applyPunch(null, 'start', T0)), 'pause', T1));
    expect(punched(applyPunch(paused, 'end', T3))).toEqual({
      state: 'ended',
      start: T0,
      end: T3,
      pauses: [{ start: T1, end: T3 }],
    });
  });

  it.each<[string, PunchedActivity | null, PunchAction, string]>([
    [
      'a second start',
      { state: 'running', start: T0, end: null, pauses: [] },
      'start',
      'Die Arbeit läuft bereits.',
    ],
    [
      'a pause while paused',
      { state: 'paused', start: T0, end: null, pauses: [{ start: T1, end: null }] },
      'pause',
      'Es läuft keine Arbeit, die pausiert werden kann.',
    ],
    [
      'a resume while running',
      { state: 'running', start: T0, end: null, pauses: [] },
      'resume',
      'Es gibt keine Pause, die fortgesetzt werden kann.',
    ],
    ['an end while stopped', null, 'end', 'Es läuft keine Arbeit, die beendet werden kann.'],
    ['a pause while stopped', null, 'pause', 'Es läuft keine Arbeit, die pausiert werden kann.'],
  ])('refuses %s with a German conflict', (_case, open, action, message) => {
    const result = applyPunch(open, action, T2);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(errorMessage(result.code)).toBe(message);
  });

  it('treats an ended activity like none: only start is allowed', () => {
    const ended: PunchedActivity = { state: 'ended', start: T0, end: T1, pauses: [] };
    expect(clockStateOf(ended)).toBe('stopped');
    expect(allowedPunches(clockStateOf(ended))).toEqual(['start']);
  });

  it('never has more than one open pause, whatever the sequence of taps (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PUNCH_ACTIONS), { maxLength: 30 }), (actions) => {
        let open: PunchedActivity | null = null;
        actions.forEach((action, index) => {
          const at = new Date(Date.parse(T0) + index * 60_000).toISOString();
          const result = applyPunch(open, action, at);
          const allowed = allowedPunches(clockStateOf(open)).includes(action);
          expect(result.ok).toBe(allowed);
          if (result.ok) open = result.activity.state === 'ended' ? null : result.activity;
        });
        const openPauses = open
          ? (open as PunchedActivity).pauses.filter((p) => p.end === null)
          : [];
        expect(openPauses.length).toBe(
          open && (open as PunchedActivity).state === 'paused' ? 1 : 0,
        );
      }),
    );
  });
});
