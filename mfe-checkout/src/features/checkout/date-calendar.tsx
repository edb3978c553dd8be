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
 * available slots can be picked; all others (past days included) are disabled.
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
  return (
    <div className="bw-calendar">
      <div className="bw-calendar__header">
        <button
          type="button"
          className="bw-icon-button"
          aria-label="Vorheriger Monat"
          disabled={monthIndex(month) <= monthIndex(firstMonth)}
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
          disabled={monthIndex(month) >= monthIndex(lastMonth)}
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
        <tbody>
          {monthCalendarWeeks(month.year, month.month).map((week) => (
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
