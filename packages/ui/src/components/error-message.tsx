import { Button } from './button.js';

export interface ErrorMessageProps {
  title: string;
  text?: string;
  /** Shows an "Erneut versuchen" button that calls this. */
  onRetry?: () => void;
  'data-testid'?: string;
}

/** A German error notice announced as an alert, with an optional retry button. */
export function ErrorMessage({ title, text, onRetry, 'data-testid': testId }: ErrorMessageProps) {
  return (
    <section className="bw-error" role="alert" data-testid={testId}>
      <h2 className="bw-error__title">{title}</h2>
      {text ? <p className="bw-error__text">{text}</p> : null}
      {onRetry ? <Button onClick={onRetry}>Erneut versuchen</Button> : null}
    </section>
  );
}
