import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
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
    };
    render(<RemoteArea name="storefront" loader={loader} />);
    expect(await screen.findByText('Dieser Bereich konnte nicht geladen werden.')).toBeVisible();
  });
});
