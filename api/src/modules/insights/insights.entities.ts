/** Analytics log, statistics and the application log. */
export const INSIGHTS_ENTITIES: (new () => object)[] = [];
