import type { KeyboardEvent } from 'react';
import {
  formatCalendarDate,
  germanMonthName,
  germanWeekdayName,
  monthCalendarWeeks,
  type DateString,
} from '@bestellwerk/domain';

/** Column heads of the Monday-first grid. */
const WEEKDAY_HEADS = [
  ['Mo', 'Montag'],
  ['Di', 'Dienstag'],
  ['Mi', 'Mittwoch'],
  ['Do', 'Donnerstag'],
  ['Fr', 'Freitag'],
  ['Sa', 'Samstag'],
  ['So', 'Sonntag'],
] as const;

/** A month of the calendar: year and month 1…12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** The month before or after `month`. */
export function shiftMonth({ year, month }: CalendarMonth, by: number): CalendarMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

function monthIndex({ year, month }: CalendarMonth): number {
  return year * 12 + month;
}

/**
 * Where an arrow key moves the focus among the month's pickable days (in date order): the next
 * or previous one (right/left), the first one at least a week later or earlier (down/up), the
 * first or last of the month (Home/End). Null when there is none in that direction.
 */
export function nextFocusDay(
  days: readonly DateString[],
  current: DateString,
  key: string,
): DateString | null {
  const index = days.indexOf(current);
  if (index === -1 || days.length === 0) return null;
  const byDate = (offset: number) => {
    const target = new Date(`${current}T00:00:00Z`);
    target.setUTCDate(target.getUTCDate() + offset);
    return target.toISOString().slice(0, 10);
  };
  switch (key) {
    case 'ArrowRight':
      return days[index + 1] ?? null;
    case 'ArrowLeft':
      return days[index - 1] ?? null;
    case 'ArrowDown':
      return days.find((day) => day >= byDate(7)) ?? null;
    case 'ArrowUp':
      return [...days].reverse().find((day) => day <= byDate(-7)) ?? null;
    case 'Home':
      return days[0];
    case 'End':
      return days[days.length - 1];
    default:
      return null;
  }
}

export interface DateCalendarProps {
  /** The month shown. */
  month: CalendarMonth;
  /** The first and last month that may be shown (today's and the slot horizon's). */
  firstMonth: CalendarMonth;
  lastMonth: CalendarMonth;
  selected: DateString | null;
  /** Whether a day may be picked (it has slots; past days never do). */
  isSelectable: (date: DateString) => boolean;
  onSelect: (date: DateString) => void;
  onMonthChange: (month: CalendarMonth) => void;
}

/**
 * The date picker: a month grid with Monday-first weekdays and ISO week numbers. Only days with
 * available slots can be picked; all others (past days included) are disabled. The grid is one
 * Tab stop (the selected day, else the first pickable one); arrow keys, Home and End move among
 * the pickable days, Page Up and Page Down change the month.
 */
export function DateCalendar({
  month,
  firstMonth,
  lastMonth,
  selected,
  isSelectable,
  onSelect,
  onMonthChange,
}: DateCalendarProps) {
  const title = `${germanMonthName(month.month)} ${month.year}`;
  const titleId = `checkout-calendar-${month.year}-${month.month}`;
  const weeks = monthCalendarWeeks(month.year, month.month);
  const pickable = weeks
    .flatMap((week) => week.days)
    .filter((day) => day.isInMonth && isSelectable(day.date))
    .map((day) => day.date);
  const tabStop = selected && pickable.includes(selected) ? selected : (pickable[0] ?? null);
  const canGoBack = monthIndex(month) > monthIndex(firstMonth);
  const canGoForward = monthIndex(month) < monthIndex(lastMonth);

  function onKeyDown(event: KeyboardEvent<HTMLTableSectionElement>) {
    const current = (event.target as HTMLElement).dataset.date;
    if (event.key === 'PageUp' || event.key === 'PageDown') {
      const forward = event.key === 'PageDown';
      if (forward ? canGoForward : canGoBack) onMonthChange(shiftMonth(month, forward ? 1 : -1));
      event.preventDefault();
      return;
    }
    const target = current ? nextFocusDay(pickable, current, event.key) : null;
    if (!target) return;
    event.preventDefault();
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-date="${target}"]`)?.focus();
  }
  return (
    <div className="bw-calendar">
      <div className="bw-calendar__header">
        <button
          type="button"
          className="bw-icon-button"
          aria-label="Vorheriger Monat"
          disabled={!canGoBack}
          onClick={() => onMonthChange(shiftMonth(month, -1))}
        >
          ‹
        </button>
        <h3 id={titleId} className="bw-calendar__title" aria-live="polite">
          {title}
        </h3>
        <button
          type="button"
          className="bw-icon-button"
          aria-label="Nächster Monat"
          disabled={!canGoForward}
          onClick={() => onMonthChange(shiftMonth(month, 1))}
        >
          ›
        </button>
      </div>
      <table className="bw-calendar__grid" aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">
              <abbr title="Kalenderwoche">KW</abbr>
            </th>
            {WEEKDAY_HEADS.map(([short, long]) => (
              <th key={short} scope="col">
                <abbr title={long}>{short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody onKeyDown={onKeyDown}>
          {weeks.map((week) => (
            <tr key={week.days[0].date}>
              <th scope="row" className="bw-calendar__week">
                {week.isoWeek.week}
              </th>
              {week.days.map((day) => {
                const selectable = day.isInMonth && isSelectable(day.date);
                const isSelected = day.date === selected;
                return (
                  <td key={day.date}>
                    {day.isInMonth ? (
                      <button
                        type="button"
                        className="bw-calendar__day"
                        aria-label={`${germanWeekdayName(day.date)}, ${formatCalendarDate(day.date)}`}
                        aria-pressed={isSelected}
                        data-date={day.date}
                        tabIndex={day.date === tabStop ? 0 : -1}
                        disabled={!selectable}
                        onClick={() => onSelect(day.date)}
                      >
                        {day.day}
                      </button>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
