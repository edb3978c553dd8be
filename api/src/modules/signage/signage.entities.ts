/** Digital signage: segments, streams and TVs. */
export const SIGNAGE_ENTITIES: (new () => object)[] = [];
