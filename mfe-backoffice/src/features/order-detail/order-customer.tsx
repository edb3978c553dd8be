import { useId } from 'react';
import { customerName, orderTypeOf, type Order } from '@bestellwerk/domain';

/** The lines of an address: street with stairway, floor and door; then zip code and city. */
function addressLines(parts: {
  street: string;
  stairway: string;
  floor: string;
  door: string;
  zipCode: string;
  city: string;
}): string[] {
  const street = [
    parts.street,
    parts.stairway && `Stiege ${parts.stairway}`,
    parts.floor && `Stock ${parts.floor}`,
    parts.door && `Tür ${parts.door}`,
  ];
  return [
    parts.street ? street.filter(Boolean).join(', ') : '',
    [parts.zipCode, parts.city].filter(Boolean).join(' '),
  ].filter(Boolean);
}

function Lines({ lines }: { lines: string[] }) {
  return (
    <>
      {lines.map((text, index) => (
        <span key={index} className="bo-line">
          {text}
        </span>
      ))}
    </>
  );
}

/**
 * The customer: name, company, phone (a tel: link), e-mail (a mailto: link), address, VAT
 * number, and a different delivery address for delivery orders.
 */
export function OrderCustomer({ order }: { order: Order }) {
  const headingId = useId();
  const address = addressLines(order);
  const delivery =
    orderTypeOf(order) === 'delivery' && order.isDeliveryAddressDifferent
      ? [
          order.isDeliveryCompany ? order.deliveryCompanyName : '',
          [order.deliveryFirstName, order.deliveryLastName].filter(Boolean).join(' '),
          ...addressLines({
            street: order.deliveryStreet,
            stairway: order.deliveryStairway,
            floor: order.deliveryFloor,
            door: order.deliveryDoor,
            zipCode: order.deliveryZipCode,
            city: order.deliveryCity,
          }),
        ].filter(Boolean)
      : [];

  return (
    <section className="bo-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Kunde</h2>
      <dl className="bo-facts">
        <dt>Name</dt>
        <dd>{customerName(order)}</dd>
        {order.company ? (
          <>
            <dt>Firma</dt>
            <dd>{order.company}</dd>
          </>
        ) : null}
        {order.phone ? (
          <>
            <dt>Telefon</dt>
            <dd>
              <a href={`tel:${order.phone.replace(/[^\d+]/g, '')}`}>{order.phone}</a>
            </dd>
          </>
        ) : null}
        {order.email ? (
          <>
            <dt>E-Mail</dt>
            <dd>
              <a href={`mailto:${order.email}`}>{order.email}</a>
            </dd>
          </>
        ) : null}
        {address.length > 0 ? (
          <>
            <dt>Adresse</dt>
            <dd>
              <Lines lines={address} />
            </dd>
          </>
        ) : null}
        {delivery.length > 0 ? (
          <>
            <dt>Lieferadresse</dt>
            <dd>
              <Lines lines={delivery} />
            </dd>
          </>
        ) : null}
        {order.vatNo ? (
          <>
            <dt>UID-Nummer</dt>
            <dd>{order.vatNo}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
