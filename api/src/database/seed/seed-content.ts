// Demo content: the configuration row, pages, blocks and navigations. Page references in
// values are site keys in the data and become site ids here; HTML is cleaned by the same
// functions the content resources use, so the stored values equal what the API would store.
import type { BlockType, LinkField, SiteContentItem } from '@bestellwerk/domain';
import {
  cleanBlockValue,
  cleanSiteContent,
  sizeErrors,
} from '../../modules/content/content-values.js';
import { CONFIG_ID, ConfigEntity } from '../../modules/content/entities/config.entity.js';
import { BlockEntity } from '../../modules/content/entities/block.entity.js';
import { NavigationEntity } from '../../modules/content/entities/navigation.entity.js';
import { SiteEntity } from '../../modules/content/entities/site.entity.js';
import { sanitizeHtml } from '../../modules/content/html-sanitizer.js';
import {
  checkNavigationItems,
  type NavigationItemDraft,
} from '../../modules/content/navigation.rules.js';
import type { SeedContentItem, SeedLink, SeedNavigationItem } from './demo/index.js';
import { throwIfInvalid, type KeyRegistry, type SeedContext } from './seed-registry.js';

/** The configuration fields holding HTML (sanitised like ConfigService.update does). */
const CONFIG_HTML_FIELDS = [
  'description',
  'termsAndConditionsText',
  'privacyPolicyText',
  'imprintText',
  'allergensText',
] as const;

/**
 * Writes the one configuration row (id 1). It may already exist with its defaults when
 * GET /api/config ran before, so it is saved (insert or update), not inserted.
 */
export async function seedConfig({ manager, data }: SeedContext): Promise<void> {
  const entity = Object.assign(new ConfigEntity(), data.config, { id: CONFIG_ID });
  for (const field of CONFIG_HTML_FIELDS) entity[field] = sanitizeHtml(data.config[field]);
  await manager.save(entity);
}

function resolveLink(link: SeedLink | null, sites: KeyRegistry<SiteEntity>): LinkField | null {
  if (link === null) return null;
  return { ...link, target: link.target === null ? null : sites.id(link.target) };
}

/** A content item with its site keys (link targets, teasers, privacy page) replaced by ids. */
function resolveContentItem(
  item: SeedContentItem,
  sites: KeyRegistry<SiteEntity>,
): SiteContentItem {
  const value = structuredClone(item.value) as Record<string, unknown>;
  switch (item.type) {
    case 'hero':
    case 'text-slider':
      value.link = resolveLink(item.value.link, sites);
      break;
    case 'specialties':
      value.teasers = item.value.teasers.map((teaser) => ({ site: sites.id(teaser.site) }));
      break;
    case 'form':
      value.privacySite = sites.id(item.value.privacySite);
      break;
    default:
      break;
  }
  return { type: item.type, value };
}

/**
 * Stores the pages. They refer to each other, so they are inserted with empty bodies first
 * and get their bodies (keys resolved, HTML cleaned) once every page has its id.
 */
export async function seedSites({ manager, data, keys }: SeedContext): Promise<void> {
  const entities: SiteEntity[] = await manager.save(
    data.sites.map(({ key: _key, content: _content, ...site }) =>
      Object.assign(new SiteEntity(), site, { content: [] as SiteContentItem[] }),
    ),
  );
  keys.sites.addAll(data.sites, entities);
  data.sites.forEach((site, index) => {
    const cleaned = cleanSiteContent(
      site.content.map((item) => resolveContentItem(item, keys.sites)),
    );
    throwIfInvalid(cleaned.errors, `Seite „${site.key}“`);
    entities[index].content = cleaned.value;
  });
  await manager.save(entities);
}

/** Stores the reusable blocks, their values resolved and cleaned like the block resource does. */
export async function seedBlocks({ manager, data, keys }: SeedContext): Promise<void> {
  const entities = data.blocks.map(({ key, identifier, name, ...item }) => {
    const { type, value } = resolveContentItem(item as SeedContentItem, keys.sites);
    const cleaned = cleanBlockValue(type as BlockType, value, 'value');
    throwIfInvalid([...sizeErrors(cleaned.value, 'value'), ...cleaned.errors], `Inhalt „${key}“`);
    return Object.assign(new BlockEntity(), { identifier, name, type, value: cleaned.value });
  });
  keys.blocks.addAll(data.blocks, await manager.save(entities));
}

/** A navigation item with its site or branch key replaced by the id. */
function resolveNavigationItem(
  item: SeedNavigationItem,
  context: SeedContext,
): NavigationItemDraft {
  const { sites, branches } = context.keys;
  let target: unknown = item.target;
  if (item.type === 'site') target = sites.id(item.target.site);
  if (item.type === 'branch') target = branches.id(item.target.branch);
  return {
    type: item.type,
    target,
    label: item.label,
    isEnabled: item.isEnabled,
    children: item.children.map((child) => resolveNavigationItem(child, context)),
  };
}

/** Stores the navigations, their trees checked like the navigation resource checks them. */
export async function seedNavigations(context: SeedContext): Promise<void> {
  const { manager, data, keys } = context;
  const entities = data.navigations.map(({ key, items, ...navigation }) => {
    const checked = checkNavigationItems(items.map((item) => resolveNavigationItem(item, context)));
    throwIfInvalid(checked.errors, `Navigation „${key}“`);
    return Object.assign(new NavigationEntity(), navigation, { items: checked.items });
  });
  keys.navigations.addAll(data.navigations, await manager.save(entities));
}
