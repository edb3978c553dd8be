import type { SignagePickupContent } from '@bestellwerk/domain';
import { colorStyle, type BoardProps } from './board-props.js';

/** Type size of the ticket numbers: the more tickets, the smaller (stage pixels). */
function ticketFontSize(count: number): number {
  if (count <= 6) return 200;
  if (count <= 12) return 150;
  if (count <= 24) return 110;
  if (count <= 48) return 76;
  return 56;
}

/** "Abholbereit": the ticket numbers of the branch's orders ready for pickup, large. */
export function PickupBoard({ content, display }: BoardProps<SignagePickupContent>) {
  const tickets = display.pickupTickets;
  return (
    <div className="bw-signage-board bw-signage-pickup" style={colorStyle(content)}>
      <h1 className="bw-signage-board__title">{content.title ?? 'Abholbereit'}</h1>
      {tickets.length > 0 ? (
        <ul
          className="bw-signage-pickup__tickets"
          aria-label="Abholnummern"
          style={{ fontSize: ticketFontSize(tickets.length) }}
        >
          {tickets.map((ticket) => (
            <li key={ticket} className="bw-signage-pickup__ticket">
              {ticket}
            </li>
          ))}
        </ul>
      ) : (
        <p className="bw-signage-pickup__empty">Gerade ist keine Bestellung abholbereit.</p>
      )}
    </div>
  );
}
