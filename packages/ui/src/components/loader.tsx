export interface LoaderProps {
  /** What is loading, read out by screen readers and shown beside the spinner. */
  label?: string;
}

/** A spinner announced as a busy status region. */
export function Loader({ label = 'Wird geladen…' }: LoaderProps) {
  return (
    <div className="bw-loader" role="status" aria-busy="true" aria-live="polite">
      <span className="bw-loader__spinner" aria-hidden="true" />
      <span className="bw-loader__label">{label}</span>
    </div>
  );
}
