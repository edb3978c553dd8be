import { observer } from 'mobx-react-lite';
import type { TimeClockStore } from './time-clock-store.js';

interface OptionalChoiceProps {
  label: string;
  noneLabel: string;
  options: readonly { id: number; name: string }[];
  value: number | null;
  disabled: boolean;
  onChange(id: number | null): void;
}

/** A labelled select of named records with an empty first choice (null). */
function OptionalChoice({
  label,
  noneLabel,
  options,
  value,
  disabled,
  onChange,
}: OptionalChoiceProps) {
  return (
    <label className="tt-clock__field">
      <span>{label}</span>
      <select
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{noneLabel}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Before starting work: the project and task the time is booked on, both optional. Shown only
 * when there are projects to choose from.
 */
export const ProjectChoice = observer(function ProjectChoice({ store }: { store: TimeClockStore }) {
  if (store.projects.length === 0) return null;
  const tasks = store.chosenProject?.tasks ?? [];
  return (
    <div className="tt-clock__booking">
      <OptionalChoice
        label="Projekt (optional)"
        noneLabel="Kein Projekt"
        options={store.projects}
        value={store.projectId}
        disabled={store.busy !== null}
        onChange={(id) => store.chooseProject(id)}
      />
      {tasks.length > 0 ? (
        <OptionalChoice
          label="Aufgabe (optional)"
          noneLabel="Keine Aufgabe"
          options={tasks}
          value={store.taskId}
          disabled={store.busy !== null}
          onChange={(id) => store.chooseTask(id)}
        />
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
