import { AnalyticsLogEntity } from './entities/analytics-log.entity.js';
import { LogEntity } from './entities/log.entity.js';

/** Analytics log, statistics and the application log. */
export const INSIGHTS_ENTITIES = [AnalyticsLogEntity, LogEntity];
