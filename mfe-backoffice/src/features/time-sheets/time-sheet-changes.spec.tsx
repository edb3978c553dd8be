import { render, screen, within } from '@testing-library/react';
import type { WorkingTimeChange } from '@bestellwerk/domain';
import { TimeSheetChanges } from './time-sheet-changes.js';

const SOPHIE = { id: 3, name: 'Sophie Wagner' };
const SHIFT = { branch: null, department: null, comment: '' };

/** An entry by the admin about Sophie; the fields given replace the defaults. */
function entry(id: number, fields: Partial<WorkingTimeChange>): WorkingTimeChange {
  return {
    id,
    at: '2026-11-26T09:30:00.000Z',
    by: { id: 1, name: 'Clara Chefin' },
    subject: 'schedule',
    action: 'updated',
    month: '2026-11',
    record: { id: 10 + id },
    activity: null,
    employee: SOPHIE,
    before: null,
    after: null,
    reason: '',
    ...fields,
  };
}

/** The text of each entry of the list, its lines joined by " | ". */
function renderedEntries(changes: WorkingTimeChange[]): string[] {
  render(<TimeSheetChanges changes={changes} timeZone="Europe/Vienna" />);
  const list = screen.getByRole('region', { name: 'Änderungsprotokoll' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) =>
      Array.from(item.querySelectorAll('p'))
        .map((line) => line.textContent)
        .join(' | '),
    );
}

describe('TimeSheetChanges', () => {
  it('reads shifts, absences, balances and access in German, with who and when', () => {
    expect(
      renderedEntries([
        entry(1, {
          before: { ...SHIFT, start: '2026-11-23T06:00:00.000Z', end: '2026-11-23T14:00:00.000Z' },
          after: { ...SHIFT, start: '2026-11-23T07:00:00.000Z', end: '2026-11-23T15:00:00.000Z' },
        }),
        entry(2, {
          action: 'created',
          after: {
            ...SHIFT,
            start: '2026-11-24T21:00:00.000Z',
            end: '2026-11-25T05:00:00.000Z',
            comment: 'Nachtdienst',
          },
        }),
        entry(3, {
          subject: 'absence',
          action: 'created',
          month: '2026-12',
          after: { kind: 'holiday', from: '2026-12-22', to: '2026-12-31', comment: '' },
        }),
        entry(4, {
          subject: 'absence',
          action: 'deleted',
          before: { kind: 'sick', from: '2026-11-20', to: '2026-11-20', comment: 'Grippe' },
        }),
        entry(5, {
          subject: 'holidayBalance',
          before: { year: 2027, entitlement: 25, carryOver: 0 },
          after: { year: 2027, entitlement: 27, carryOver: 1.5 },
        }),
        entry(6, { subject: 'access', action: 'linkRenewed', record: null }),
        entry(7, { subject: 'access', action: 'pinSet', record: null }),
        entry(8, { subject: 'access', action: 'pinRemoved', record: null }),
      ]),
    ).toEqual([
      '26.11.2026 10:30 · Clara Chefin | Schicht geändert · Sophie Wagner · Mo, 23.11. 07:00–15:00 → 08:00–16:00',
      '26.11.2026 10:30 · Clara Chefin | Schicht angelegt · Sophie Wagner · Di, 24.11. 22:00–06:00, Nachtdienst',
      '26.11.2026 10:30 · Clara Chefin | Abwesenheit angelegt · Sophie Wagner · Urlaub 22.12.–31.12.',
      '26.11.2026 10:30 · Clara Chefin | Abwesenheit gelöscht · Sophie Wagner · Krankheit 20.11., Grippe',
      '26.11.2026 10:30 · Clara Chefin | Urlaubskonto geändert · Sophie Wagner · 2027: Anspruch 25 → 27, Übertrag 0 → 1,5',
      '26.11.2026 10:30 · Clara Chefin | Neuer Zeiterfassungs-Link · Sophie Wagner',
      '26.11.2026 10:30 · Clara Chefin | PIN gesetzt · Sophie Wagner',
      '26.11.2026 10:30 · Clara Chefin | PIN entfernt · Sophie Wagner',
    ]);
  });

  it('names the day on both sides when a shift moves to another day; a new balance shows its values', () => {
    expect(
      renderedEntries([
        entry(1, {
          before: { ...SHIFT, start: '2026-11-23T06:00:00.000Z', end: '2026-11-23T14:00:00.000Z' },
          after: { ...SHIFT, start: '2026-11-24T06:00:00.000Z', end: '2026-11-24T14:00:00.000Z' },
        }),
        entry(2, {
          subject: 'holidayBalance',
          action: 'created',
          after: { year: 2027, entitlement: 25, carryOver: 2.5 },
        }),
      ]),
    ).toEqual([
      '26.11.2026 10:30 · Clara Chefin | Schicht geändert · Sophie Wagner · Mo, 23.11. 07:00–15:00 → Di, 24.11. 07:00–15:00',
      '26.11.2026 10:30 · Clara Chefin | Urlaubskonto angelegt · Sophie Wagner · 2027: Anspruch 25, Übertrag 2,5',
    ]);
  });

  it('keeps activities with their reason, the automatic clock-out and the month itself', () => {
    const activity = {
      pauses: [],
      state: 'ended' as const,
      comment: '',
      project: null,
      task: null,
      branch: null,
    };
    expect(
      renderedEntries([
        entry(1, {
          subject: 'activity',
          activity: { id: 11 },
          before: {
            ...activity,
            start: '2026-11-02T07:00:00.000Z',
            end: '2026-11-02T13:00:00.000Z',
          },
          after: {
            ...activity,
            start: '2026-11-02T07:00:00.000Z',
            end: '2026-11-02T14:00:00.000Z',
          },
          reason: 'Ende vergessen',
        }),
        entry(2, {
          subject: 'activity',
          action: 'autoEnded',
          by: null,
          before: { ...activity, start: '2026-11-03T07:00:00.000Z', end: null, state: 'running' },
          after: {
            ...activity,
            start: '2026-11-03T07:00:00.000Z',
            end: '2026-11-03T19:00:00.000Z',
          },
        }),
        entry(3, { subject: 'month', action: 'monthClosed', record: null, employee: null }),
      ]),
    ).toEqual([
      '26.11.2026 10:30 · Clara Chefin | Arbeitszeit korrigiert · Sophie Wagner · 08:00–14:00 → 08:00–15:00 | Begründung: Ende vergessen',
      '26.11.2026 10:30 · Automatik | Arbeitszeit automatisch beendet · Sophie Wagner · 08:00–offen → 08:00–20:00',
      '26.11.2026 10:30 · Clara Chefin | Monat abgeschlossen',
    ]);
  });

  it('says when the month has no changes', () => {
    render(<TimeSheetChanges changes={[]} />);
    expect(screen.getByText('Keine Änderungen in diesem Monat.')).toBeInTheDocument();
  });
});
