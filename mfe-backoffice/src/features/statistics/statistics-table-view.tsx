import { displayText, type StatisticsTable } from '@bestellwerk/domain';

export interface StatisticsTableViewProps {
  table: StatisticsTable;
  caption: string;
  /** Hides the caption visually (a panel's heading already says it). */
  hiddenCaption?: boolean;
}

/** A view's figures as a table, German formatted; the first column heads each row. */
export function StatisticsTableView({
  table,
  caption,
  hiddenCaption = true,
}: StatisticsTableViewProps) {
  return (
    <div className="bo-table-scroll">
      <table className="bo-table bo-statistics__table">
        <caption className={hiddenCaption ? 'bw-visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column.label} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.length === 0 ? (
            <tr>
              <td colSpan={table.columns.length}>Keine Daten im Zeitraum.</td>
            </tr>
          ) : (
            table.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((value, index) => {
                  const text = displayText(table.columns[index].kind, value);
                  return index === 0 ? (
                    <th key={index} scope="row">
                      {text}
                    </th>
                  ) : (
                    <td
                      key={index}
                      data-label={table.columns[index].label}
                      className={
                        table.columns[index].kind === 'text' ? undefined : 'bo-statistics__number'
                      }
                    >
                      {text}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
