/** Orders with their item snapshots, ticket counters, idempotency records, questionnaires and donatees. */
export const ORDERING_ENTITIES: (new () => object)[] = [];
