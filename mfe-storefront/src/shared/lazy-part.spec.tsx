import { Suspense, type ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { LazyPartBoundary, PART_LOAD_ERROR_TITLE, lazyPart } from './lazy-part.js';

type Greeting = (props: { text: string }) => ReactNode;
const Greeting: Greeting = ({ text }) => <p>{text}</p>;

/** A load that the test settles by hand, counting how often it was asked for. */
function manualLoad() {
  const calls: { resolve: (component: Greeting) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<Greeting>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { load, calls };
}

async function renderPart(Part: ReturnType<typeof lazyPart<{ text: string }>>) {
  await act(async () => {
    render(
      <LazyPartBoundary>
        <Suspense fallback={<p role="status">Wird geladen…</p>}>
          <Part text="Fertig" />
        </Suspense>
      </LazyPartBoundary>,
    );
  });
}

describe('lazyPart', () => {
  it('shows the fallback while the code loads, then the part', async () => {
    const { load, calls } = manualLoad();
    const Part = lazyPart(load);
    await renderPart(Part);

    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen…');
    expect(screen.queryByText('Fertig')).not.toBeInTheDocument();

    await act(async () => calls[0].resolve(Greeting));
    expect(await screen.findByText('Fertig')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('loads once however often it is preloaded, and renders at once when preloaded', async () => {
    const { load, calls } = manualLoad();
    const Part = lazyPart(load);
    const first = Part.preload();
    const second = Part.preload();
    calls[0].resolve(Greeting);

    expect(await first).toBe(Greeting);
    expect(await second).toBe(Greeting);
    expect(calls).toHaveLength(1);
    render(<Part text="Sofort" />);
    expect(screen.getByText('Sofort')).toBeInTheDocument();
  });

  it('shows the notice when the load fails and loads anew on "Erneut versuchen"', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { load, calls } = manualLoad();
    const Part = lazyPart(load);
    await renderPart(Part);

    await act(async () => calls[0].reject(new Error('ChunkLoadError')));
    expect(await screen.findByRole('alert')).toHaveTextContent(PART_LOAD_ERROR_TITLE);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    });
    expect(calls).toHaveLength(2);
    await act(async () => calls[1].resolve(Greeting));
    expect(await screen.findByText('Fertig')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the code again after a failed preload', async () => {
    const { load, calls } = manualLoad();
    const Part = lazyPart(load);
    const failed = Part.preload();
    calls[0].reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');

    const retried = Part.preload();
    expect(calls).toHaveLength(2);
    calls[1].resolve(Greeting);
    expect(await retried).toBe(Greeting);
  });
});
