import './summary-list.css';

/** Figures as tiles of a description list: each a term and its value ("Heute netto", "3:15 h"). */
export function SummaryList({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className="tt-summary">
      {rows.map(([term, value]) => (
        <div key={term} className="tt-summary__item">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
