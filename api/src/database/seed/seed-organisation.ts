// Demo organisation: tags, branches with their delivery areas, the division, tables,
// departments and the donation recipients.
import { In } from 'typeorm';
import { TagEntity } from '../../modules/catalog/entities/tag.entity.js';
import { DonateeEntity } from '../../modules/ordering/entities/donatee.entity.js';
import { newBranchApiKey } from '../../modules/organisation/branch.resource.js';
import { BranchEntity } from '../../modules/organisation/entities/branch.entity.js';
import { DeliveryAreaEntity } from '../../modules/organisation/entities/delivery-area.entity.js';
import { DepartmentEntity } from '../../modules/organisation/entities/department.entity.js';
import { DivisionEntity } from '../../modules/organisation/entities/division.entity.js';
import { TableEntity } from '../../modules/organisation/entities/table.entity.js';
import type { SeedContext } from './seed-registry.js';

/** Stores the tags (without images). */
export async function seedTags({ manager, data, keys }: SeedContext): Promise<void> {
  const saved = await manager.save(
    data.tags.map(({ key: _key, ...tag }) => Object.assign(new TagEntity(), tag)),
  );
  keys.tags.addAll(data.tags, saved);
}

/**
 * Stores the branches with a fresh counter API key each, their tags, header image and logo and
 * their delivery areas in list order (as the branch resource does); no division yet.
 */
export async function seedBranches({ manager, data, keys, images }: SeedContext): Promise<void> {
  const entities = data.branches.map(({ key, tags, deliveryAreas, ...branch }) =>
    Object.assign(new BranchEntity(), branch, {
      apiKey: newBranchApiKey(),
      tags: keys.tags.refs(tags),
      images: images.header(key),
      imageOrder: images.header(key).map((image) => image.id),
      logo: images.logo(key),
      openingHours: structuredClone(branch.openingHours),
      deliveryHours: structuredClone(branch.deliveryHours),
      deliveryAreas: deliveryAreas.map((area, position) =>
        Object.assign(new DeliveryAreaEntity(), area, { position }),
      ),
    }),
  );
  keys.branches.addAll(data.branches, await manager.save(entities));
}

/** Stores the divisions and points their branches at them. */
export async function seedDivisions({ manager, data, keys }: SeedContext): Promise<void> {
  const saved = await manager.save(
    data.divisions.map(({ key: _key, branches: _branches, ...division }) =>
      Object.assign(new DivisionEntity(), division),
    ),
  );
  keys.divisions.addAll(data.divisions, saved);
  for (const division of data.divisions) {
    if (division.branches.length === 0) continue;
    await manager.update(
      BranchEntity,
      { id: In(division.branches.map((key) => keys.branches.id(key))) },
      { division: keys.divisions.ref(division.key) },
    );
  }
}

/** Stores the tables of the dine-in branches. */
export async function seedTables({ manager, data, keys }: SeedContext): Promise<void> {
  const saved = await manager.save(
    data.tables.map(({ key: _key, branch, ...table }) =>
      Object.assign(new TableEntity(), table, { branch: keys.branches.ref(branch) }),
    ),
  );
  keys.tables.addAll(data.tables, saved);
}

/** Stores the departments of the branches. */
export async function seedDepartments({ manager, data, keys }: SeedContext): Promise<void> {
  const saved = await manager.save(
    data.departments.map(({ key: _key, branch, ...department }) =>
      Object.assign(new DepartmentEntity(), department, { branch: keys.branches.ref(branch) }),
    ),
  );
  keys.departments.addAll(data.departments, saved);
}

/** Stores the donation recipients. */
export async function seedDonatees({ manager, data, keys }: SeedContext): Promise<void> {
  const saved = await manager.save(
    data.donatees.map(({ key: _key, ...donatee }) => Object.assign(new DonateeEntity(), donatee)),
  );
  keys.donatees.addAll(data.donatees, saved);
}
