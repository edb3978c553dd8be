import { observer } from 'mobx-react-lite';
import type { TimeClockStore } from './time-clock-store.js';

/** The id of a select's value, null for the empty choice. */
const idOf = (value: string) => (value ? Number(value) : null);

/**
 * Before starting work: the project and task the time is booked on, both optional. Shown only
 * when there are projects to choose from.
 */
export const ProjectChoice = observer(function ProjectChoice({ store }: { store: TimeClockStore }) {
  if (store.projects.length === 0) return null;
  const tasks = store.chosenProject?.tasks ?? [];
  return (
    <div className="tt-clock__booking">
      <label className="tt-clock__field">
        <span>Projekt (optional)</span>
        <select
          value={store.projectId ?? ''}
          disabled={store.busy !== null}
          onChange={(event) => store.chooseProject(idOf(event.target.value))}
        >
          <option value="">Kein Projekt</option>
          {store.projects.map((project) => (
            <option key={project.id} value={project.id}>
              {project.name}
            </option>
          ))}
        </select>
      </label>
      {tasks.length > 0 ? (
        <label className="tt-clock__field">
          <span>Aufgabe (optional)</span>
          <select
            value={store.taskId ?? ''}
            disabled={store.busy !== null}
            onChange={(event) => store.chooseTask(idOf(event.target.value))}
          >
            <option value="">Keine Aufgabe</option>
            {tasks.map((task) => (
              <option key={task.id} value={task.id}>
                {task.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
});

/** "Projekt: Weihnachtsbäckerei – Stollen backen" for the running activity, else null. */
export function bookingLine(store: TimeClockStore): string | null {
  const projectId = store.current?.project?.id;
  const project = store.projects.find((entry) => entry.id === projectId);
  if (!project) return null;
  const task = project.tasks.find((entry) => entry.id === store.current?.task?.id);
  return `Projekt: ${project.name}${task ? ` – ${task.name}` : ''}`;
}
