import { useEffect, useState } from 'react';

/**
 * The current time, read again every `intervalMs` milliseconds, so that components whose rules
 * depend on the clock (menus, schedules) re-render as time passes.
 */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
