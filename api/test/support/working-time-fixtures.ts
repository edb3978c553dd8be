import type { DataSource } from 'typeorm';
import { AbsenceEntity } from '../../src/modules/workforce/entities/absence.entity.js';
import { WorkingActivityEntity } from '../../src/modules/workforce/entities/working-activity.entity.js';
import { WorkingScheduleEntity } from '../../src/modules/workforce/entities/working-schedule.entity.js';

/** An activity as the clock stores it (no audit entry): ended unless `state` says otherwise. */
export async function storeActivity(
  dataSource: DataSource,
  fields: Partial<Omit<WorkingActivityEntity, 'user'>> & { user: { id: number } },
): Promise<WorkingActivityEntity> {
  const repository = dataSource.getRepository(WorkingActivityEntity);
  return repository.save(
    repository.create({
      state: fields.end ? 'ended' : 'running',
      end: null,
      pauses: [],
      comment: null,
      branch: null,
      ...fields,
    } as Partial<WorkingActivityEntity>),
  );
}

/** A planned shift. */
export async function storeShift(
  dataSource: DataSource,
  user: { id: number },
  start: string,
  end: string,
): Promise<WorkingScheduleEntity> {
  const repository = dataSource.getRepository(WorkingScheduleEntity);
  return repository.save(
    repository.create({ user, start: new Date(start), end: new Date(end), comment: null }),
  );
}

/** An absence from `from` to `to` (both included). */
export async function storeAbsence(
  dataSource: DataSource,
  user: { id: number },
  kind: AbsenceEntity['kind'],
  from: string,
  to: string,
): Promise<AbsenceEntity> {
  const repository = dataSource.getRepository(AbsenceEntity);
  return repository.save(repository.create({ user, kind, from, to, comment: null }));
}
