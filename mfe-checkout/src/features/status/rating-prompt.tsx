import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  isQuestionnaireComplete,
  QUESTIONNAIRE_RATING_FIELDS,
  RATING_MAX,
  RATING_MIN,
  type Questionnaire,
  type QuestionnaireRatingField,
} from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import type { OrderStatusStore } from './order-status-store.js';

/** storefront.md §8 "Rating could not be sent", in German (our wording). */
export const RATING_SEND_ERROR = 'Die Bewertung konnte nicht gesendet werden.';

/** Labels of the four ratings (ours). */
export const RATING_LABELS: Readonly<Record<QuestionnaireRatingField, string>> = {
  rating: 'Gesamt',
  foodRating: 'Essen',
  serviceRating: 'Service',
  processRating: 'Ablauf',
};

const SCORES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

const starsLabel = (score: number) => (score === 1 ? '1 Stern' : `${score} Sterne`);

interface RatingGroupProps {
  field: QuestionnaireRatingField;
  value: number;
  onChange: (value: number) => void;
  disabled: boolean;
}

/** One rating as a radio group of five stars: native radios, so arrow keys and screen readers work. */
function RatingGroup({ field, value, onChange, disabled }: RatingGroupProps) {
  const name = `${useId()}-${field}`;
  return (
    <fieldset className="bw-rating__group" disabled={disabled}>
      <legend className="bw-rating__legend">{RATING_LABELS[field]}</legend>
      <div className="bw-rating__stars">
        {SCORES.map((score) => (
          <label
            key={score}
            className={`bw-rating__star${score <= value ? ' bw-rating__star--on' : ''}`}
          >
            <input
              type="radio"
              className="bw-visually-hidden"
              name={name}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
            />
            <span aria-hidden="true">★</span>
            <span className="bw-visually-hidden">{starsLabel(score)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const EMPTY: Questionnaire = {
  rating: 0,
  foodRating: 0,
  serviceRating: 0,
  processRating: 0,
  comment: '',
};

export interface RatingPromptProps {
  store: OrderStatusStore;
  onDismiss: () => void;
}

/**
 * The questionnaire after completion: four ratings 1–5; the optional comment appears once all
 * four are set, and only then can it be sent. Sending reloads the order (which then has a rating,
 * so the prompt goes away); a failure keeps the answers and says so.
 */
export const RatingPrompt = observer(function RatingPrompt({
  store,
  onDismiss,
}: RatingPromptProps) {
  const [answers, setAnswers] = useState<Questionnaire>(EMPTY);
  const id = useId();
  const sending = store.pending === 'questionnaire';
  const failed = store.actionError?.action === 'questionnaire';
  const complete = isQuestionnaireComplete(answers);

  return (
    <section className="bw-status__section bw-rating" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="bw-status__heading">
        Wie hat es Ihnen gefallen?
      </h2>
      <p className="bw-muted">Bitte bewerten Sie Ihre Bestellung mit 1 bis 5 Sternen.</p>
      <form
        className="bw-rating__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (complete) void store.sendQuestionnaire(answers);
        }}
      >
        {QUESTIONNAIRE_RATING_FIELDS.map((field) => (
          <RatingGroup
            key={field}
            field={field}
            value={answers[field]}
            disabled={sending}
            onChange={(value) => setAnswers((current) => ({ ...current, [field]: value }))}
          />
        ))}
        {complete ? (
          <div className="bw-field">
            <label htmlFor={`${id}-comment`}>Kommentar (optional)</label>
            <textarea
              id={`${id}-comment`}
              className="bw-status__textarea"
              rows={4}
              value={answers.comment}
              disabled={sending}
              onChange={(event) =>
                setAnswers((current) => ({ ...current, comment: event.target.value }))
              }
            />
          </div>
        ) : null}
        {failed ? (
          <p role="alert" className="bw-status__error">
            {RATING_SEND_ERROR}
          </p>
        ) : null}
        <div className="bw-status__actions">
          <Button type="submit" disabled={!complete || sending}>
            {sending ? 'Bitte warten...' : 'Bewertung senden'}
          </Button>
          <Button variant="secondary" onClick={onDismiss} disabled={sending}>
            Nicht jetzt
          </Button>
        </div>
      </form>
    </section>
  );
});
