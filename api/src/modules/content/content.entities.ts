/** Sites, blocks, navigations, the config and the contact form. */
export const CONTENT_ENTITIES: (new () => object)[] = [];
