import { fireEvent, render, screen } from '@testing-library/react';
import { LoadState } from './load-state.js';

function renderState(status: 'loading' | 'error' | 'done', onRetry = jest.fn()) {
  render(
    <LoadState
      status={status}
      errorTitle="Die Daten konnten nicht geladen werden."
      onRetry={onRetry}
    >
      <p>Inhalt</p>
    </LoadState>,
  );
  return onRetry;
}

describe('LoadState', () => {
  it('announces loading as a busy status in German', () => {
    renderState('loading');

    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen…');
    expect(screen.queryByText('Inhalt')).not.toBeInTheDocument();
  });

  it('shows the error as an alert whose button retries', () => {
    const onRetry = renderState('error');

    expect(screen.getByRole('alert')).toHaveTextContent('Die Daten konnten nicht geladen werden.');
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the content once done', () => {
    renderState('done');

    expect(screen.getByText('Inhalt')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
