import { bookedTimes, type BookedActivity } from './booked-time.js';

const at = (time: string) => `2026-11-26T${time}:00.000Z`;
function activity(
  projectId: number | null,
  taskId: number | null,
  start: string,
  end: string | null,
  pauses: [string, string | null][] = [],
): BookedActivity {
  return {
    projectId,
    taskId,
    start: at(start),
    end: end === null ? null : at(end),
    pauses: pauses.map(([from, to]) => ({ start: at(from), end: to === null ? null : at(to) })),
  };
}

describe('bookedTimes', () => {
  it('sums the net time per project and task, pauses left out', () => {
    const hours = bookedTimes(
      [
        activity(1, 10, '06:00', '10:00', [['08:00', '08:30']]),
        activity(1, null, '11:00', '12:20'),
        activity(2, 20, '06:00', '07:00'),
        activity(null, 10, '13:00', '13:45'),
        activity(null, null, '14:00', '18:00'),
      ],
      new Date(at('20:00')),
    );
    expect(hours).toEqual({
      projects: [
        { id: 1, netMinutes: 210 + 80 },
        { id: 2, netMinutes: 60 },
      ],
      tasks: [
        { id: 10, netMinutes: 210 + 45 },
        { id: 20, netMinutes: 60 },
      ],
    });
  });

  it('counts a running activity until now, and an open pause as a break', () => {
    const hours = bookedTimes(
      [activity(3, null, '06:00', null, [['09:00', null]])],
      new Date(at('09:40')),
    );
    expect(hours.projects).toEqual([{ id: 3, netMinutes: 180 }]);
  });

  it('rounds each sum down once, not every activity', () => {
    const seconds = (start: string, end: string) => ({
      projectId: 4,
      taskId: null,
      start: `2026-11-26T${start}.000Z`,
      end: `2026-11-26T${end}.000Z`,
      pauses: [],
    });
    const hours = bookedTimes(
      [seconds('06:00:00', '06:00:40'), seconds('07:00:00', '07:00:40')],
      new Date(at('20:00')),
    );
    expect(hours.projects).toEqual([{ id: 4, netMinutes: 1 }]);
  });
});
