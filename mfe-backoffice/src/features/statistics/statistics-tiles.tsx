import type { StatisticsTile } from '@bestellwerk/domain';

/** The key figures as tiles; with a comparison each shows its change against the period before. */
export function StatisticsTiles({ tiles }: { tiles: StatisticsTile[] }) {
  return (
    <ul className="bo-statistics__tiles" aria-label="Kennzahlen">
      {tiles.map((tile) => (
        <li key={tile.key} className="bo-statistics__tile" data-testid={`tile-${tile.key}`}>
          <span className="bo-statistics__tile-label">{tile.label}</span>
          <strong className="bo-statistics__tile-value">{tile.value}</strong>
          {tile.detail ? <span className="bo-statistics__tile-detail">{tile.detail}</span> : null}
          {tile.change !== null ? (
            <span
              className={`bo-statistics__change bo-statistics__change--${
                tile.favourable === null ? 'flat' : tile.favourable ? 'good' : 'bad'
              }`}
            >
              {tile.trend ? (
                <span aria-hidden="true">{tile.trend === 'up' ? '▲ ' : '▼ '}</span>
              ) : null}
              {tile.change}
              <span className="bw-visually-hidden"> gegenüber Vorperiode</span>
              <span aria-hidden="true"> ggü. Vorperiode</span>
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
