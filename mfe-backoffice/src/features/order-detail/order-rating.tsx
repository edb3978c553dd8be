import { useId } from 'react';
import {
  formatInstantDateTime,
  QUESTIONNAIRE_RATING_FIELDS,
  RATING_CATEGORY_LABELS,
  RATING_MAX,
  type Order,
} from '@bestellwerk/domain';

interface OrderRatingProps {
  order: Order;
  timeZone?: string;
}

/** The customer's rating of the order: the four ratings (1–5), the comment and when it came. */
export function OrderRating({ order, timeZone }: OrderRatingProps) {
  const headingId = useId();
  const rating = order.questionnaire;
  return (
    <section className="bo-panel" aria-labelledby={headingId} data-testid="order-rating">
      <h2 id={headingId}>Bewertung</h2>
      {rating === null ? (
        <p className="bw-muted">Noch keine Bewertung.</p>
      ) : (
        <dl className="bo-facts">
          {QUESTIONNAIRE_RATING_FIELDS.map((field) => (
            <div key={field} className="bo-rating__row">
              <dt>{RATING_CATEGORY_LABELS[field]}</dt>
              <dd>
                <span aria-hidden="true" className="bo-rating__stars">
                  {'★'.repeat(rating[field])}
                  {'☆'.repeat(RATING_MAX - rating[field])}
                </span>{' '}
                {`${rating[field]} von ${RATING_MAX}`}
              </dd>
            </div>
          ))}
          <div className="bo-rating__row">
            <dt>Kommentar</dt>
            <dd className="bo-detail__comment">{rating.comment || '–'}</dd>
          </div>
          <div className="bo-rating__row">
            <dt>Bewertet am</dt>
            <dd>
              <time dateTime={rating.createdAt}>
                {formatInstantDateTime(rating.createdAt, timeZone)}
              </time>
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
