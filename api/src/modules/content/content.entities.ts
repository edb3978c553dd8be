import { BlockEntity } from './entities/block.entity.js';
import { ConfigEntity } from './entities/config.entity.js';
import { NavigationEntity } from './entities/navigation.entity.js';
import { SiteEntity } from './entities/site.entity.js';

/** Sites, blocks, navigations, the config and the contact form. */
export const CONTENT_ENTITIES = [SiteEntity, BlockEntity, NavigationEntity, ConfigEntity];
