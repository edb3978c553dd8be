/** Working activities and schedules, time tracking, holiday balances, projects and tasks. */
export const WORKFORCE_ENTITIES: (new () => object)[] = [];
