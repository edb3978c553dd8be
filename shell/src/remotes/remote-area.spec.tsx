import type { ComponentType } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { RemoteArea } from './remote-area.js';
import type { RemoteLoader } from './remote-loader.js';

const Storefront: ComponentType = () => <h1>Filialen</h1>;

describe('RemoteArea', () => {
  it('shows the App that finished loading between its first render and its effect', async () => {
    let rendered = false;
    const loader: RemoteLoader = {
      // Not loaded while the area renders, loaded by the time its effect runs.
      loaded: () => (rendered ? Storefront : undefined),
      load: async () => Storefront,
      forget: () => undefined,
    };
    const Probe = () => {
      rendered = true;
      return null;
    };
    render(
      <>
        <RemoteArea name="storefront" loader={loader} />
        <Probe />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Filialen' })).toBeInTheDocument();
  });

  it('shows the fallback when the remote cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader: RemoteLoader = {
      loaded: () => undefined,
      load: () => Promise.reject(new Error('entry 404')),
      forget: () => undefined,
    };
    render(<RemoteArea name="storefront" loader={loader} />);
    expect(await screen.findByText('Dieser Bereich konnte nicht geladen werden.')).toBeVisible();
  });

  it('after the App threw while rendering, the retry loads the remote anew and shows the fixed App', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken: ComponentType = () => {
      throw new Error('kaputt');
    };
    // The first load brings the broken deployment, any later load the fixed one.
    let loads = 0;
    let current: ComponentType | undefined;
    const loader: RemoteLoader = {
      loaded: () => current,
      load: async () => (current = loads++ === 0 ? Broken : Storefront),
      forget: () => (current = undefined),
    };
    render(<RemoteArea name="storefront" loader={loader} />);
    const retry = await screen.findByRole('button', { name: 'Erneut versuchen' });
    expect(screen.getByText('Dieser Bereich konnte nicht geladen werden.')).toBeVisible();
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Filialen' })).toBeInTheDocument();
    expect(loads).toBe(2);
  });
});
