import { render, screen } from '@testing-library/react';
import type { WorkingActivity } from '@bestellwerk/domain';
import { RootStore, StoresProvider, MemoryRouter, Route, Routes } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import { TimeTrackingPage } from './time-tracking-page.js';

const USER = { id: 7, username: 'anna', firstName: 'Anna', lastName: 'Berger' };

const RUNNING: WorkingActivity = {
  id: 1,
  user: { id: 7 },
  branch: null,
  department: null,
  project: null,
  task: null,
  state: 'running',
  start: '2026-11-20T07:00:00.000Z',
  end: null,
  pauses: [],
  comment: '',
};

function renderPage(answer: JsonRoute) {
  const redirects: string[] = [];
  const { fetch } = jsonResponder({ '/api/time-tracking/anna/t0ken/me': answer });
  render(
    <StoresProvider
      value={
        new RootStore({ fetch, redirect: (path) => redirects.push(path), currentPath: () => '/' })
      }
    >
      <MemoryRouter initialEntries={['/time-tracking/anna/t0ken']}>
        <Routes>
          <Route path="/time-tracking/:a/:b" element={<TimeTrackingPage />} />
        </Routes>
      </MemoryRouter>
    </StoresProvider>,
  );
  return redirects;
}

describe('TimeTrackingPage', () => {
  it('greets the user and says that an activity is running', async () => {
    renderPage({ body: { data: { user: USER, workingActivity: RUNNING } } });

    expect(await screen.findByRole('heading', { name: 'Hallo Anna' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Ihre Arbeitszeit läuft.');
  });

  it('says when nothing is running', async () => {
    renderPage({ body: { data: { user: USER, workingActivity: null } } });

    await screen.findByRole('heading', { name: 'Hallo Anna' });
    expect(screen.getByRole('status')).toHaveTextContent('Derzeit läuft keine Aktivität.');
  });

  it('shows the spec message for a bad link instead of sending the user to the staff login', async () => {
    const redirects = renderPage({
      status: 401,
      body: { errors: [{ message: 'Ungültiger Link.' }] },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Benutzer konnte nicht geladen werden.',
    );
    expect(redirects).toEqual([]);
  });
});
