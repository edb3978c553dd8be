import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, RootStore, StoresProvider } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import type { Project, Task } from '@bestellwerk/domain';
import { makeMe } from '@bestellwerk/domain/testing';
import { ProjectsPage, TasksPage } from './project-screens.js';

const stollen: Project = { id: 1, name: 'Stollen', description: '', isEnabled: true };
const umbau: Project = { id: 2, name: 'Umbau', description: '', isEnabled: false };
const backen: Task = { id: 5, project: { id: 1 }, name: 'Backen', description: '', isDone: false };
const putzen: Task = { id: 6, project: null, name: 'Putzen', description: '', isDone: true };
const HOURS = '/api/time-sheets/project-hours';

function renderPage(page: ReactNode, routes: Record<string, JsonRoute> = {}, isAdmin = true) {
  const { fetch, calls } = jsonResponder({
    'GET /api/projects?page=1&pageSize=20': { body: { data: [stollen, umbau] } },
    'GET /api/tasks?page=1&pageSize=20': { body: { data: [backen, putzen] } },
    '/api/projects': { body: { data: [stollen, umbau] } },
    [HOURS]: {
      body: {
        data: { projects: [{ id: 1, netMinutes: 210 }], tasks: [{ id: 5, netMinutes: 75 }] },
      },
    },
    ...routes,
  });
  const stores = new RootStore({ fetch, redirect: () => undefined });
  stores.session.setMe(makeMe({ roles: isAdmin ? ['ROLE_ADMIN'] : ['ROLE_EMPLOYEE'] }));
  render(
    <StoresProvider value={stores}>
      <MemoryRouter>{page}</MemoryRouter>
    </StoresProvider>,
  );
  return { calls };
}

const cellsOf = async (name: string) =>
  within((await screen.findByRole('rowheader', { name })).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('ProjectsPage and TasksPage', () => {
  it('lists projects with their status and the time booked on each', async () => {
    renderPage(<ProjectsPage />);
    expect(await screen.findByRole('heading', { name: 'Projekte' })).toBeInTheDocument();
    await screen.findByText('3:30 h');
    expect((await cellsOf('Stollen')).slice(0, 2)).toEqual(['aktiv', '3:30 h']);
    expect((await cellsOf('Umbau')).slice(0, 2)).toEqual(['inaktiv', '0:00 h']);
  });

  it('lists tasks as open or done with their booked time, and creates one in a project', async () => {
    const { calls } = renderPage(<TasksPage />, {
      'POST /api/tasks': { status: 201, body: { data: { ...backen, id: 7, name: 'Kneten' } } },
    });
    await screen.findByText('1:15 h');
    expect((await cellsOf('Backen')).slice(0, 2)).toEqual(['offen', '1:15 h']);
    expect((await cellsOf('Putzen')).slice(0, 2)).toEqual(['erledigt', '0:00 h']);

    fireEvent.click(screen.getByRole('button', { name: 'Neue Aufgabe' }));
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Kneten' } });
    const project = screen.getByLabelText(/^Projekt/);
    await within(project).findByRole('option', { name: 'Stollen' });
    fireEvent.change(project, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Aufgabe wurde erstellt.');
    const post = calls.find((call) => call.init.method === 'POST')!;
    expect(JSON.parse(String(post.init.body))).toEqual({
      name: 'Kneten',
      project: { id: 1 },
      description: '',
      isDone: false,
    });
  });

  it('says when the list or the booked times could not be loaded', async () => {
    renderPage(<ProjectsPage />, {
      'GET /api/projects?page=1&pageSize=20': { status: 500, body: { errors: [] } },
      [HOURS]: { status: 500, body: { errors: [] } },
    });
    expect(await screen.findByText('Projekte konnten nicht geladen werden.')).toBeInTheDocument();
    expect(
      await screen.findByText('Gebuchte Zeiten konnten nicht geladen werden.'),
    ).toBeInTheDocument();
  });

  it('is for administrators only and asks nothing of the API for others', () => {
    const { calls } = renderPage(<TasksPage />, {}, false);
    expect(screen.getByRole('heading', { name: 'Keine Berechtigung' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
