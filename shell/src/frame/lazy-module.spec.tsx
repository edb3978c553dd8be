import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { LAZY_RETRY_DELAYS_MS, lazyModule, useLazyModule, type LazyModule } from './lazy-module.js';

interface Part {
  Part: ComponentType;
}

const part: Part = { Part: () => <p>Geladener Teil</p> };

/** An import that fails `failures` times, then answers the part. */
function flakyImport(failures: number) {
  let calls = 0;
  const importPart = jest.fn(() => {
    calls += 1;
    return calls <= failures ? Promise.reject(new Error('chunk 404')) : Promise.resolve(part);
  });
  return importPart;
}

function Host({ lazy, wanted }: { lazy: LazyModule<Part>; wanted: boolean }) {
  const { module, failed } = useLazyModule(lazy, wanted);
  if (module) return <module.Part />;
  return <p>{failed ? 'fehlgeschlagen' : 'wartet'}</p>;
}

describe('lazyModule', () => {
  it('imports nothing until asked, then once for every caller', async () => {
    const importPart = flakyImport(0);
    const lazy = lazyModule(importPart);
    expect(importPart).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect(first).toBe(part);
    expect(second).toBe(part);
    expect(lazy.current).toBe(part);
    await lazy.load();
    expect(importPart).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed import: the next load imports again and succeeds', async () => {
    const importPart = flakyImport(1);
    const lazy = lazyModule(importPart);
    await expect(lazy.load()).rejects.toThrow('chunk 404');
    expect(lazy.current).toBeUndefined();
    await expect(lazy.load()).resolves.toBe(part);
    expect(importPart).toHaveBeenCalledTimes(2);
  });
});

describe('useLazyModule', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('loads only once the part is wanted', async () => {
    const importPart = flakyImport(0);
    const lazy = lazyModule(importPart);
    const { rerender } = render(<Host lazy={lazy} wanted={false} />);
    expect(importPart).not.toHaveBeenCalled();
    expect(screen.getByText('wartet')).toBeInTheDocument();
    rerender(<Host lazy={lazy} wanted />);
    expect(await screen.findByText('Geladener Teil')).toBeInTheDocument();
    expect(importPart).toHaveBeenCalledTimes(1);
  });

  it('tries again after failed loads, with growing pauses, while still wanted', async () => {
    const importPart = flakyImport(2);
    render(<Host lazy={lazyModule(importPart)} wanted />);
    expect(await screen.findByText('fehlgeschlagen')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      'Ein Teil der Seite konnte nicht geladen werden.',
      expect.any(Error),
    );
    expect(importPart).toHaveBeenCalledTimes(1);

    await act(async () => void jest.advanceTimersByTime(LAZY_RETRY_DELAYS_MS[0]));
    expect(importPart).toHaveBeenCalledTimes(2);
    expect(screen.getByText('fehlgeschlagen')).toBeInTheDocument();

    await act(async () => void jest.advanceTimersByTime(LAZY_RETRY_DELAYS_MS[0]));
    expect(importPart).toHaveBeenCalledTimes(2);
    await act(
      async () => void jest.advanceTimersByTime(LAZY_RETRY_DELAYS_MS[1] - LAZY_RETRY_DELAYS_MS[0]),
    );
    expect(importPart).toHaveBeenCalledTimes(3);
    expect(screen.getByText('Geladener Teil')).toBeInTheDocument();
  });

  it('stops retrying once the part is no longer wanted', async () => {
    const importPart = flakyImport(5);
    const lazy = lazyModule(importPart);
    const { rerender } = render(<Host lazy={lazy} wanted />);
    await screen.findByText('fehlgeschlagen');
    rerender(<Host lazy={lazy} wanted={false} />);
    await act(async () => void jest.advanceTimersByTime(60_000));
    expect(importPart).toHaveBeenCalledTimes(1);
  });
});
