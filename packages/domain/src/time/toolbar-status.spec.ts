import { makeBranch } from '../testing/contract-fixtures.js';
import { at, closed, hours } from './test-fixtures.js';
import { branchesToolbarText, branchToolbarStatus, openBranchesText } from './toolbar-status.js';

describe('openBranchesText', () => {
  it.each([
    [0, 'Alle Standorte geschlossen'],
    [1, '1 Standort geöffnet'],
    [2, '2 Standorte geöffnet'],
    [12, '12 Standorte geöffnet'],
  ])('%i open → %s', (count, text) => {
    expect(openBranchesText(count)).toBe(text);
  });
});

describe('branchesToolbarText', () => {
  const morning = makeBranch({ openingHours: [hours('daily', '07:00', '12:00')] });
  const allDay = makeBranch({ openingHours: [hours('daily', '07:00', '18:00')] });
  const alwaysClosed = makeBranch({ openingHours: [closed('daily')] });

  it.each([
    ['all three, two open', '2026-11-23 10:00', '2 Standorte geöffnet'],
    ['closing soon counts as open', '2026-11-23 11:30', '2 Standorte geöffnet'],
    ['one left', '2026-11-23 12:00', '1 Standort geöffnet'],
    ['none at night', '2026-11-23 22:00', 'Alle Standorte geschlossen'],
  ])('%s', (_name, time, text) => {
    expect(branchesToolbarText([morning, allDay, alwaysClosed], at(time))).toBe(text);
  });

  it('reads no branches as all closed', () => {
    expect(branchesToolbarText([], at('2026-11-23 10:00'))).toBe('Alle Standorte geschlossen');
  });
});

describe('branchToolbarStatus', () => {
  const branch = makeBranch({ openingHours: [hours('daily', '07:00', '18:30')] });
  it.each([
    ['open', '2026-11-23 10:00', 'Geöffnet bis 18:30', false, 'open'],
    [
      'exactly 60 minutes left: no warning',
      '2026-11-23 17:30',
      'Geöffnet bis 18:30',
      false,
      'open',
    ],
    [
      'under 60 minutes left: warning',
      '2026-11-23 17:31',
      'Geöffnet bis 18:30',
      true,
      'closing-soon',
    ],
    ['closed', '2026-11-23 18:30', 'Geschlossen', false, 'closed'],
  ])('%s', (_name, time, text, isWarning, state) => {
    const status = branchToolbarStatus(branch, at(time));
    expect(status).toMatchObject({ text, isWarning, state });
  });

  it('shows the closing time of a night shift on the next day', () => {
    const night = makeBranch({ openingHours: [hours('daily', '20:00', '02:00')] });
    expect(branchToolbarStatus(night, at('2026-11-23 23:00')).text).toBe('Geöffnet bis 02:00');
  });

  it('reads just "Geöffnet" when open around the clock', () => {
    const always = makeBranch({ openingHours: [hours('daily', '00:00', '00:00')] });
    expect(branchToolbarStatus(always, at('2026-11-23 23:00'))).toEqual({
      state: 'open',
      text: 'Geöffnet',
      isWarning: false,
      closesAt: null,
    });
  });
});
