import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { SignageDaypart } from '@bestellwerk/domain';
import { EditorContext } from '../../shared/editor/editor-context.js';
import { DaypartEditor } from './signage-daypart-editor.js';

function Harness({ onValue }: { onValue: (value: SignageDaypart | null) => void }) {
  const [value, setValue] = useState<SignageDaypart | null>(null);
  return (
    <DaypartEditor
      id="dp"
      path="daypart"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

function renderEditor() {
  const values: (SignageDaypart | null)[] = [];
  render(<Harness onValue={(value) => values.push(value)} />);
  return { last: () => values[values.length - 1] };
}

describe('DaypartEditor', () => {
  it('starts as "always" and builds weekdays, a time window and a date range', () => {
    const { last } = renderEditor();
    expect(screen.getByText('Wird immer gezeigt.')).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('Nur zu bestimmten Zeiten zeigen'));
    expect(last()).toEqual({ weekdays: [], from: null, to: null, startDate: null, endDate: null });
    expect(screen.getByText('Kein Tag gewählt: jeden Tag.')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Samstag' }));
    fireEvent.click(screen.getByRole('button', { name: 'Montag' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sonntag' }));
    fireEvent.click(screen.getByRole('button', { name: 'Montag' }));
    expect(screen.getByRole('button', { name: 'Samstag' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Montag' })).toHaveAttribute('aria-pressed', 'false');

    fireEvent.change(screen.getByLabelText('Von (Uhrzeit)'), { target: { value: '14:00' } });
    fireEvent.change(screen.getByLabelText('Bis (Uhrzeit)'), { target: { value: '18:30' } });
    fireEvent.change(screen.getByLabelText('Ab Datum'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('Bis Datum'), { target: { value: '2026-12-24' } });

    expect(last()).toEqual({
      weekdays: [6, 7],
      from: '14:00',
      to: '18:30',
      startDate: '2026-12-01',
      endDate: '2026-12-24',
    });
    // The help under the days says what was chosen, in the words of the lists.
    expect(screen.getByText('Gezeigt: Sa, So, 14:00–18:30, 01.12.2026–24.12.2026.')).toBeVisible();

    fireEvent.change(screen.getByLabelText('Bis (Uhrzeit)'), { target: { value: '' } });
    expect(last()?.to).toBeNull();

    fireEvent.click(screen.getByLabelText('Nur zu bestimmten Zeiten zeigen'));
    expect(last()).toBeNull();
  });

  it('shows the server’s message at the part it belongs to', () => {
    render(
      <EditorContext.Provider
        value={{
          errors: [{ field: 'entries.0.daypart.to', message: 'Bitte eine Uhrzeit HH:mm angeben.' }],
          timeZone: 'Europe/Vienna',
          idPrefix: 'x',
          custom: {},
          inputs: {},
        }}
      >
        <DaypartEditor
          id="dp"
          path="entries.0.daypart"
          value={{ weekdays: [], from: '10:00', to: '25:00', startDate: null, endDate: null }}
          onChange={() => undefined}
        />
      </EditorContext.Provider>,
    );
    expect(screen.getByLabelText('Bis (Uhrzeit)')).toHaveAccessibleDescription(
      'Bitte eine Uhrzeit HH:mm angeben.',
    );
    expect(screen.getByLabelText('Von (Uhrzeit)')).not.toHaveAttribute('aria-invalid');
  });
});
