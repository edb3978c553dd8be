import { useMemo } from 'react';
import { useApiQuery } from '@bestellwerk/client';
import {
  ADMIN_FIELD_LABELS as LABELS,
  CRUD_COLLECTIONS,
  formatDuration,
  MINUTE_MS,
  ProjectLimits,
  TaskLimits,
  type BookedTime,
  type EditorField,
  type Id,
  type ProjectInput,
  type TaskInput,
} from '@bestellwerk/domain';
import {
  collectionResource,
  type ResourceColumn,
  type ResourceConfig,
  type ResourceRecord,
} from '../../shared/resources/resource-config.js';
import { ResourceScreen } from '../../shared/resources/resource-screen.js';
import { RequireAdmin } from '../../shared/session/require-admin.js';

/** The message when the booked times cannot be loaded (the lists still work). */
export const BOOKED_TIME_FAILED = 'Gebuchte Zeiten konnten nicht geladen werden.';

/** Booked minutes by project or task id; null while loading or when loading failed. */
type BookedMinutes = ReadonlyMap<Id, number> | null;

/** Booked time as the lists show it: '3:30 h'; '0:00 h' for none; '…' while unknown. */
export function bookedText(booked: BookedMinutes, id: Id): string {
  if (!booked) return '…';
  return `${formatDuration((booked.get(id) ?? 0) * MINUTE_MS)} h`;
}

const bookedColumn = (booked: BookedMinutes): Omit<ResourceColumn, 'sortable'> => ({
  key: 'bookedTime',
  label: 'Gebuchte Zeit',
  render: (record: ResourceRecord) => bookedText(booked, record.id),
});

/** Projects with their status (aktiv/inaktiv) and the time booked on each. */
export function projectsResource(booked: BookedMinutes): ResourceConfig {
  return collectionResource(CRUD_COLLECTIONS.projects, {
    newTitle: 'Neues Projekt',
    searchHint: 'Name, Beschreibung',
    columns: [
      'name',
      {
        key: 'isEnabled',
        label: 'Status',
        render: (record) => (record.isEnabled ? 'aktiv' : 'inaktiv'),
      },
      bookedColumn(booked),
    ],
    defaults: { isEnabled: true },
    fields: [
      {
        kind: 'text',
        name: 'name',
        label: LABELS.name,
        required: true,
        maxLength: ProjectLimits.name,
      },
      {
        kind: 'textarea',
        name: 'description',
        label: LABELS.description,
        rows: 4,
        maxLength: ProjectLimits.description,
      },
      { kind: 'boolean', name: 'isEnabled', label: LABELS.isEnabled },
    ] satisfies readonly EditorField<ProjectInput>[],
  });
}

/** Tasks with their status (offen/erledigt), project and the time booked on each. */
export function tasksResource(booked: BookedMinutes): ResourceConfig {
  return collectionResource(CRUD_COLLECTIONS.tasks, {
    newTitle: 'Neue Aufgabe',
    searchHint: 'Name, Beschreibung',
    columns: [
      'name',
      {
        key: 'isDone',
        label: 'Status',
        render: (record) => (record.isDone ? 'erledigt' : 'offen'),
      },
      bookedColumn(booked),
    ],
    defaults: { isDone: false },
    fields: [
      {
        kind: 'text',
        name: 'name',
        label: LABELS.name,
        required: true,
        maxLength: TaskLimits.name,
      },
      { kind: 'reference', name: 'project', label: LABELS.project, target: 'project' },
      {
        kind: 'textarea',
        name: 'description',
        label: LABELS.description,
        rows: 4,
        maxLength: TaskLimits.description,
      },
      { kind: 'boolean', name: 'isDone', label: LABELS.isDone },
    ] satisfies readonly EditorField<TaskInput>[],
  });
}

/** The booked minutes of every project and task (`GET /api/time-sheets/project-hours`). */
function useBookedMinutes(): {
  projects: BookedMinutes;
  tasks: BookedMinutes;
  failed: boolean;
} {
  const query = useApiQuery((api, signal) => api.get('/time-sheets/project-hours', { signal }), []);
  return useMemo(() => {
    const byId = (times: readonly BookedTime[]) =>
      new Map(times.map((time) => [time.id, time.netMinutes]));
    return query.status === 'done'
      ? { projects: byId(query.data.projects), tasks: byId(query.data.tasks), failed: false }
      : { projects: null, tasks: null, failed: query.status === 'error' };
  }, [query]);
}

function BookedTimeScreen({ kind }: { kind: 'projects' | 'tasks' }) {
  const booked = useBookedMinutes();
  const minutes = booked[kind];
  const resource = useMemo(
    () => (kind === 'projects' ? projectsResource(minutes) : tasksResource(minutes)),
    [kind, minutes],
  );
  return (
    <>
      {booked.failed ? (
        <p role="alert" className="bo-muted">
          {BOOKED_TIME_FAILED}
        </p>
      ) : null}
      <ResourceScreen resource={resource} />
    </>
  );
}

/** `/backend/projects` (administrators). */
export const ProjectsPage = () => (
  <RequireAdmin>
    <BookedTimeScreen kind="projects" />
  </RequireAdmin>
);
/** `/backend/tasks` (administrators). */
export const TasksPage = () => (
  <RequireAdmin>
    <BookedTimeScreen kind="tasks" />
  </RequireAdmin>
);
