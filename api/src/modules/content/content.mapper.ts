import type { Block, Config, Navigation, Site } from '@bestellwerk/domain';
import { toImageOrNull } from '../media/image.mapper.js';
import type { BlockEntity } from './entities/block.entity.js';
import type { ConfigEntity } from './entities/config.entity.js';
import type { NavigationEntity } from './entities/navigation.entity.js';
import type { SiteEntity } from './entities/site.entity.js';

export function toSite(entity: SiteEntity): Site {
  return {
    id: entity.id,
    path: entity.path,
    name: entity.name,
    title: entity.title,
    description: entity.description ?? '',
    type: entity.type,
    isPublic: entity.isPublic,
    image: toImageOrNull(entity.image),
    content: entity.content,
  };
}

export function toBlock(entity: BlockEntity): Block {
  return {
    id: entity.id,
    identifier: entity.identifier,
    name: entity.name,
    type: entity.type,
    value: entity.value,
  };
}

export function toNavigation(entity: NavigationEntity): Navigation {
  return {
    id: entity.id,
    identifier: entity.identifier,
    name: entity.name,
    isPublic: entity.isPublic,
    items: entity.items,
  };
}

/** The configuration as the API shows it (empty texts as ''), with the installation's time zone. */
export function toConfig(entity: ConfigEntity, timeZone: string): Config {
  const {
    id: _id,
    updatedAt: _updatedAt,
    description,
    termsAndConditionsText,
    privacyPolicyText,
    imprintText,
    allergensText,
    metaImage,
    ogImage,
    twitterImage,
    logo,
    favicon,
    shareImage,
    ...fields
  } = entity;
  return {
    ...fields,
    description: description ?? '',
    termsAndConditionsText: termsAndConditionsText ?? '',
    privacyPolicyText: privacyPolicyText ?? '',
    imprintText: imprintText ?? '',
    allergensText: allergensText ?? '',
    metaImage: toImageOrNull(metaImage),
    ogImage: toImageOrNull(ogImage),
    twitterImage: toImageOrNull(twitterImage),
    logo: toImageOrNull(logo),
    favicon: toImageOrNull(favicon),
    shareImage: toImageOrNull(shareImage),
    timeZone,
  };
}
