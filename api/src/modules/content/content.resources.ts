import {
  CRUD_COLLECTIONS,
  bodyBlockErrors,
  type FieldError,
  type Block,
  type Navigation,
  type Site,
} from '@bestellwerk/domain';
import { Not, type EntityManager } from 'typeorm';
import type { CrudResource } from '../../common/crud/crud-resource.js';
import { stripUndefined } from '../../common/crud/strip-undefined.js';
import { ValidationFailedError } from '../../common/errors/app-errors.js';
import { ImageEntity } from '../media/entities/image.entity.js';
import { BranchEntity } from '../organisation/entities/branch.entity.js';
import { toBlock, toNavigation, toSite } from './content.mapper.js';
import { missingReferences, siteReferencesOf } from './content-references.js';
import { cleanBlockValue, cleanSiteContent, sizeErrors } from './content-values.js';
import { BlockInput, BlockUpdateInput } from './dto/block.input.js';
import { NavigationInput, NavigationUpdateInput } from './dto/navigation.input.js';
import { SiteInput, SiteUpdateInput } from './dto/site.input.js';
import { BlockEntity } from './entities/block.entity.js';
import { NavigationEntity } from './entities/navigation.entity.js';
import { SiteEntity } from './entities/site.entity.js';
import { checkNavigationItems } from './navigation.rules.js';

const PATH_TAKEN = 'Dieser Pfad wird bereits von einer anderen Seite verwendet.';

function throwIfAny(errors: FieldError[]): void {
  if (errors.length) throw new ValidationFailedError(errors);
}

/** Checks that the pages the block values point to exist. */
async function checkSiteReferences(
  manager: EntityManager,
  values: { value: Record<string, unknown>; field: string }[],
): Promise<void> {
  const found = values.map(({ value, field }) => siteReferencesOf(value, field));
  throwIfAny(found.flatMap((each) => each.errors));
  const references = found.flatMap((each) => each.references);
  throwIfAny(await missingReferences(manager, SiteEntity, references, 'Seite'));
}

export const siteResource: CrudResource<SiteEntity, Site, SiteInput> = {
  ...CRUD_COLLECTIONS.sites,
  schema: 'Site',
  entity: SiteEntity,
  input: SiteInput,
  updateInput: SiteUpdateInput,
  read: 'public',
  publicWhere: { isPublic: true },
  relations: { image: true },
  defaultOrder: { path: 'ASC', id: 'ASC' },
  unique: [{ field: 'path', message: PATH_TAKEN }],
  create: () => Object.assign(new SiteEntity(), { title: '', description: '', type: 'default' }),
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
    if (content || input.type !== undefined) {
      // The body's kinds depend on the page type, so a changed type checks the stored body too.
      throwIfAny(bodyBlockErrors(entity.type, entity.content));
    }
    if (content) {
      await checkSiteReferences(
        refs.manager,
        entity.content.map((item, index) => ({
          value: item.value,
          field: `content.${index}.value`,
        })),
      );
    }
  },
  toContract: toSite,
};

export const blockResource: CrudResource<BlockEntity, Block, BlockInput> = {
  ...CRUD_COLLECTIONS.blocks,
  schema: 'Block',
  entity: BlockEntity,
  input: BlockInput,
  updateInput: BlockUpdateInput,
  read: 'public',
  publicWhere: {},
  defaultOrder: { identifier: 'ASC', id: 'ASC' },
  unique: [
    {
      field: 'identifier',
      message: 'Diese Kennung wird bereits von einem anderen Inhalt verwendet.',
    },
  ],
  create: () => new BlockEntity(),
  async apply(entity, { value, ...input }, refs) {
    Object.assign(entity, stripUndefined(input));
    if (value !== undefined || input.type !== undefined) {
      // The HTML fields depend on the kind, so a changed kind cleans the stored value again.
      const cleaned = cleanBlockValue(entity.type, value ?? entity.value, 'value');
      throwIfAny([...sizeErrors(cleaned.value, 'value'), ...cleaned.errors]);
      entity.value = cleaned.value;
    }
    if (value !== undefined)
      await checkSiteReferences(refs.manager, [{ value: entity.value, field: 'value' }]);
  },
  toContract: toBlock,
};

export const navigationResource: CrudResource<NavigationEntity, Navigation, NavigationInput> = {
  ...CRUD_COLLECTIONS.navigations,
  schema: 'Navigation',
  entity: NavigationEntity,
  input: NavigationInput,
  updateInput: NavigationUpdateInput,
  read: 'public',
  publicWhere: { isPublic: true },
  defaultOrder: { identifier: 'ASC', id: 'ASC' },
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
