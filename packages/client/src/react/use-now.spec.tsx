import { act, render, screen } from '@testing-library/react';
import { useNow } from './use-now.js';

function Clock() {
  return <p>{useNow(10_000).toISOString()}</p>;
}

describe('useNow', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-05-04T08:00:00.000Z'));
  });
  afterEach(() => jest.useRealTimers());

  it('reads the clock at render and again after every interval', () => {
    render(<Clock />);
    expect(screen.getByText('2026-05-04T08:00:00.000Z')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(9_999));
    expect(screen.getByText('2026-05-04T08:00:00.000Z')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('2026-05-04T08:00:10.000Z')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByText('2026-05-04T08:00:20.000Z')).toBeInTheDocument();
  });

  it('stops ticking when unmounted', () => {
    const { unmount } = render(<Clock />);
    unmount();

    expect(jest.getTimerCount()).toBe(0);
  });
});
