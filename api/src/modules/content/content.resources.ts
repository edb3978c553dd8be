import type { ApiError, Block, Navigation, Site } from '@bestellwerk/domain';
import { In, Not, type EntityManager } from 'typeorm';
import type { CrudResource } from '../../common/crud/crud-resource.js';
import { stripUndefined } from '../../common/crud/strip-undefined.js';
import { ValidationFailedError } from '../../common/errors/app-errors.js';
import { ImageEntity } from '../media/entities/image.entity.js';
import { BranchEntity } from '../organisation/entities/branch.entity.js';
import { toBlock, toNavigation, toSite } from './content.mapper.js';
import { cleanBlockValue, cleanSiteContent, sizeErrors } from './content-values.js';
import { BlockInput, BlockUpdateInput } from './dto/block.input.js';
import { NavigationInput, NavigationUpdateInput } from './dto/navigation.input.js';
import { SiteInput, SiteUpdateInput } from './dto/site.input.js';
import { BlockEntity } from './entities/block.entity.js';
import { NavigationEntity } from './entities/navigation.entity.js';
import { SiteEntity } from './entities/site.entity.js';
import { checkNavigationItems, type NavigationReference } from './navigation.rules.js';

const PATH_TAKEN = 'Dieser Pfad wird bereits von einer anderen Seite verwendet.';

function throwIfAny(errors: ApiError[]): void {
  if (errors.length) throw new ValidationFailedError(errors);
}

export const siteResource: CrudResource<SiteEntity, Site, SiteInput> = {
  path: 'sites',
  entity: SiteEntity,
  names: { one: 'Seite', many: 'Seiten' },
  input: SiteInput,
  updateInput: SiteUpdateInput,
  read: 'public',
  publicWhere: { isPublic: true },
  relations: { image: true },
  defaultOrder: { path: 'ASC', id: 'ASC' },
  sortable: ['path', 'name', 'title', 'createdAt', 'updatedAt'],
  searchable: ['path', 'name', 'title'],
  unique: [{ field: 'path', message: PATH_TAKEN }],
  create: () => Object.assign(new SiteEntity(), { title: '', description: '' }),
  async apply(entity, { image, content, path, ...input }, refs) {
    Object.assign(entity, stripUndefined(input));
    if (path !== undefined) {
      // The generic unique check skips '', the start page's path; it is unique all the same.
      if (path === '' && entity.path !== '') {
        const taken = await refs.manager.exists(SiteEntity, {
          where: { path: '', ...(entity.id ? { id: Not(entity.id) } : {}) },
        });
        if (taken) throw ValidationFailedError.field('path', PATH_TAKEN);
      }
      entity.path = path;
    }
    if (image !== undefined) entity.image = await refs.one(ImageEntity, image, 'image', 'Bild');
    if (content) {
      const cleaned = cleanSiteContent(content);
      throwIfAny(cleaned.errors);
      entity.content = cleaned.value;
    }
  },
  toContract: toSite,
};

export const blockResource: CrudResource<BlockEntity, Block, BlockInput> = {
  path: 'blocks',
  entity: BlockEntity,
  names: { one: 'Inhalt', many: 'Inhalte' },
  input: BlockInput,
  updateInput: BlockUpdateInput,
  read: 'public',
  publicWhere: {},
  defaultOrder: { identifier: 'ASC', id: 'ASC' },
  sortable: ['identifier', 'name', 'type'],
  searchable: ['identifier', 'name'],
  unique: [
    {
      field: 'identifier',
      message: 'Diese Kennung wird bereits von einem anderen Inhalt verwendet.',
    },
  ],
  create: () => new BlockEntity(),
  apply(entity, { value, ...input }) {
    Object.assign(entity, stripUndefined(input));
    if (value !== undefined || input.type !== undefined) {
      // The HTML fields depend on the kind, so a changed kind cleans the stored value again.
      const cleaned = cleanBlockValue(entity.type, value ?? entity.value, 'value');
      throwIfAny([...sizeErrors(cleaned.value, 'value'), ...cleaned.errors]);
      entity.value = cleaned.value;
    }
  },
  toContract: toBlock,
};

/** Errors for the references to ids that do not exist (one query per kind). */
async function missingReferences(
  manager: EntityManager,
  target: typeof SiteEntity | typeof BranchEntity,
  references: NavigationReference[],
  label: string,
): Promise<ApiError[]> {
  if (references.length === 0) return [];
  const rows = await manager.find(target, {
    select: { id: true },
    where: { id: In([...new Set(references.map((reference) => reference.id))]) },
  });
  const found = new Set(rows.map((row) => row.id));
  return references
    .filter((reference) => !found.has(reference.id))
    .map(({ id, field }) => ({ message: `${label} mit der ID ${id} existiert nicht.`, field }));
}

export const navigationResource: CrudResource<NavigationEntity, Navigation, NavigationInput> = {
  path: 'navigations',
  entity: NavigationEntity,
  names: { one: 'Navigation', many: 'Navigationen' },
  input: NavigationInput,
  updateInput: NavigationUpdateInput,
  read: 'public',
  publicWhere: { isPublic: true },
  defaultOrder: { identifier: 'ASC', id: 'ASC' },
  sortable: ['identifier', 'name'],
  searchable: ['identifier', 'name'],
  unique: [
    {
      field: 'identifier',
      message: 'Diese Kennung wird bereits von einer anderen Navigation verwendet.',
    },
  ],
  create: () => new NavigationEntity(),
  async apply(entity, { items, ...input }, refs) {
    Object.assign(entity, stripUndefined(input));
    if (!items) return;
    const checked = checkNavigationItems(items);
    throwIfAny(checked.errors);
    throwIfAny([
      ...(await missingReferences(refs.manager, SiteEntity, checked.sites, 'Seite')),
      ...(await missingReferences(refs.manager, BranchEntity, checked.branches, 'Filiale')),
    ]);
    entity.items = checked.items;
  },
  toContract: toNavigation,
};
