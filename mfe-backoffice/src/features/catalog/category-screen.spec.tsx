import { fireEvent, screen } from '@testing-library/react';
import { bodyOf, renderAsAdmin } from './catalog-test-support.js';
import { CategoriesPage } from './catalog-screens.js';

const bread = {
  id: 1,
  name: 'Brot',
  description: '',
  image: null,
  isEnabled: true,
  schedule: null,
  isVisibleWhenUnavailable: false,
};

function renderCategories(routes = {}) {
  return renderAsAdmin(<CategoriesPage />, {
    'GET /api/categories?page=1&pageSize=20': {
      body: { data: [bread] },
      headers: { 'X-Total-Count': '1' },
    },
    ...routes,
  });
}

describe('CategoriesPage', () => {
  it('creates a category with a schedule and shows a schedule message at its control', async () => {
    let attempt = 0;
    const { calls } = renderCategories({
      'POST /api/categories': () =>
        attempt++ === 0
          ? {
              status: 400,
              body: {
                errors: [
                  {
                    field: 'schedule.hours.0.from',
                    message: 'Das Feld „Zeit 1: Von“ muss eine Uhrzeit im Format HH:mm sein.',
                  },
                ],
              },
            }
          : { status: 201, body: { data: { ...bread, id: 2, name: 'Frühstück' } } },
    });
    await screen.findByRole('rowheader', { name: 'Brot' });
    fireEvent.click(screen.getByRole('button', { name: 'Neue Kategorie' }));
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Frühstück' } });
    fireEvent.click(screen.getByLabelText('Aktiv (im Shop sichtbar)'));
    expect(screen.getByText('Immer verfügbar.')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Nur zu bestimmten Zeiten verfügbar'));
    fireEvent.change(screen.getByLabelText('Verfügbar ab'), { target: { value: '2026-06-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zeit hinzufügen' }));
    fireEvent.change(screen.getByLabelText('Zeit 1: Tag'), { target: { value: 'once' } });
    fireEvent.change(screen.getByLabelText('Zeit 1: Datum'), { target: { value: '2026-12-24' } });
    fireEvent.change(screen.getByLabelText('Zeit 1: bis'), { target: { value: '11:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    const from = screen.getByLabelText('Zeit 1: von');
    expect(
      await screen.findByText(/„Zeit 1: Von“/, { selector: '.bo-field-error' }),
    ).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveFocus();
    expect(bodyOf(calls, 'POST')).toEqual({
      name: 'Frühstück',
      description: '',
      image: null,
      isEnabled: true,
      schedule: {
        startDate: '2026-06-01',
        endDate: null,
        hours: [{ type: 'once', date: '2026-12-24', isClosed: false, from: '08:00', to: '11:00' }],
      },
      isVisibleWhenUnavailable: false,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Zeit 1 entfernen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Kategorie wurde erstellt.');
  });

  it('turns a schedule off again (always available is null)', async () => {
    const { calls } = renderCategories({
      'PUT /api/categories/1': { body: { data: bread } },
    });
    await screen.findByRole('rowheader', { name: 'Brot' });
    fireEvent.click(screen.getByRole('button', { name: 'Brot bearbeiten' }));
    const toggle = screen.getByLabelText('Nur zu bestimmten Zeiten verfügbar');
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await screen.findByRole('status');
    expect(bodyOf(calls, 'PUT')).toMatchObject({ schedule: null });
  });
});
