import {
  ABSENCE_LABELS,
  formatDuration,
  germanMonthName,
  germanWeekdayName,
  MINUTE_MS,
  parseMonth,
  signedMinutes,
  timeSheetFlagTexts,
  type TimeSheetEmployee,
  type TimeSheetMonth,
} from '@bestellwerk/domain';
import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { createGermanPdf } from '../../common/pdf/german-pdf.js';
import { toDrawableText } from '../labels/winansi-text.js';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const ROW = 15.5;
const SIZE = 8;
const RULE = rgb(0.8, 0.8, 0.8);
const WEEKEND = rgb(0.95, 0.95, 0.95);

/** The columns of the day table: title, left edge (points from the margin), right-aligned. */
const COLUMNS = [
  { title: 'Datum', x: 0, right: false },
  { title: 'Plan', x: 78, right: true },
  { title: 'Beginn', x: 90, right: false },
  { title: 'Ende', x: 122, right: false },
  { title: 'Pausen', x: 184, right: true },
  { title: 'Netto', x: 224, right: true },
  { title: 'Überstd.', x: 268, right: true },
  { title: 'Abwesenheit', x: 278, right: false },
  { title: 'Hinweise', x: 348, right: false },
] as const;

const hours = (minutes: number) => formatDuration(minutes * MINUTE_MS);

interface Pen {
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
  drawable: ReadonlySet<number>;
}

/** Draws `text` with its left (or, `right`, its right) edge at x; y counts from the top. */
function write(
  pen: Pen,
  text: string,
  x: number,
  y: number,
  options: { size?: number; bold?: boolean; right?: boolean; maxWidth?: number } = {},
): void {
  const font = options.bold ? pen.bold : pen.regular;
  const size = options.size ?? SIZE;
  let drawable = toDrawableText(text, pen.drawable);
  if (options.maxWidth !== undefined) {
    while (drawable.length > 1 && font.widthOfTextAtSize(drawable, size) > options.maxWidth)
      drawable = `${drawable.slice(0, -2)}…`;
  }
  const width = font.widthOfTextAtSize(drawable, size);
  pen.page.drawText(drawable, {
    x: MARGIN + (options.right ? x - width : x),
    y: A4.height - y,
    size,
    font,
  });
}

function line(pen: Pen, y: number, from = 0, to = A4.width - 2 * MARGIN): void {
  pen.page.drawLine({
    start: { x: MARGIN + from, y: A4.height - y },
    end: { x: MARGIN + to, y: A4.height - y },
    thickness: 0.5,
    color: RULE,
  });
}

/** One employee's month on one A4 page: header, day table, totals, signature lines. */
function drawEmployee(pen: Pen, company: string, monthTitle: string, employee: TimeSheetEmployee) {
  const width = A4.width - 2 * MARGIN;
  write(pen, company, 0, 48, { size: 12, bold: true });
  write(pen, 'Stundenzettel', width, 48, { size: 12, bold: true, right: true });
  write(pen, `Mitarbeiter/in: ${employee.name}`, 0, 68, { size: 10 });
  write(pen, `Monat: ${monthTitle}`, width, 68, { size: 10, right: true });
  let y = 92;
  for (const column of COLUMNS)
    write(pen, column.title, column.x, y, { bold: true, right: column.right });
  line(pen, y + 4);
  for (const day of employee.days) {
    y += ROW;
    const weekday = germanWeekdayName(day.date);
    if (weekday === 'Samstag' || weekday === 'Sonntag') {
      pen.page.drawRectangle({
        x: MARGIN,
        y: A4.height - y - 4,
        width,
        height: ROW,
        color: WEEKEND,
      });
    }
    const worked = day.start !== null;
    const cells = [
      `${weekday.slice(0, 2)} ${day.date.slice(8, 10)}.${day.date.slice(5, 7)}.`,
      day.plannedMinutes ? hours(day.plannedMinutes) : '',
      day.start ?? '',
      day.end ?? '',
      worked ? hours(day.breakMinutes) : '',
      worked ? hours(day.netMinutes) : '',
      worked || day.plannedMinutes ? signedMinutes(day.overtimeMinutes) : '',
      day.absence ? ABSENCE_LABELS[day.absence] : '',
    ];
    COLUMNS.slice(0, cells.length).forEach((column, index) =>
      write(pen, cells[index], column.x, y, { right: column.right, maxWidth: 68 }),
    );
    write(pen, timeSheetFlagTexts(day).join(', '), COLUMNS[8].x, y, {
      size: 7,
      maxWidth: width - COLUMNS[8].x,
    });
  }
  line(pen, y + 5);
  y += ROW + 4;
  const { totals } = employee;
  write(pen, 'Summe', 0, y, { bold: true });
  write(pen, hours(totals.plannedMinutes), COLUMNS[1].x, y, { bold: true, right: true });
  write(pen, hours(totals.breakMinutes), COLUMNS[4].x, y, { bold: true, right: true });
  write(pen, hours(totals.netMinutes), COLUMNS[5].x, y, { bold: true, right: true });
  write(pen, signedMinutes(totals.overtimeMinutes), COLUMNS[6].x, y, { bold: true, right: true });
  write(pen, `${totals.absenceDays} Tage`, COLUMNS[7].x, y, { bold: true });
  y += ROW;
  write(
    pen,
    `Soll ${hours(totals.plannedMinutes)} h · Ist ${hours(totals.netMinutes)} h · Saldo ${signedMinutes(totals.overtimeMinutes)} h · Pausen ${hours(totals.breakMinutes)} h · Abwesenheitstage ${totals.absenceDays}`,
    0,
    y,
    { size: 9 },
  );
  const signatures = A4.height - 70;
  const half = (width - 30) / 2;
  line(pen, signatures, 0, half);
  line(pen, signatures, half + 30, width);
  write(pen, 'Datum, Unterschrift Mitarbeiter/in', 0, signatures + 12);
  write(pen, 'Datum, Unterschrift Arbeitgeber', half + 30, signatures + 12);
}

/**
 * The time sheets of a month for signing: one A4 page per employee with the day table
 * (start, end, breaks, net, plan, overtime, absence, flags), totals and signature lines.
 */
export async function renderTimeSheetPdf(
  month: TimeSheetMonth,
  company: string,
): Promise<Uint8Array> {
  const { year, month: number } = parseMonth(month.month)!;
  const monthTitle = `${germanMonthName(number)} ${year}`;
  const names = month.employees.map((employee) => employee.name).join(', ');
  const { pdf, regular, bold, drawable } = await createGermanPdf(
    `Stundenzettel ${monthTitle}${names ? ` – ${names}` : ''}`,
  );
  pdf.setAuthor(company);
  for (const employee of month.employees) {
    const page = pdf.addPage([A4.width, A4.height]);
    drawEmployee({ page, regular, bold, drawable }, company, monthTitle, employee);
  }
  if (month.employees.length === 0) {
    const page = pdf.addPage([A4.width, A4.height]);
    write({ page, regular, bold, drawable }, `Keine Mitarbeitenden im ${monthTitle}.`, 0, 48);
  }
  return pdf.save({ useObjectStreams: false });
}
