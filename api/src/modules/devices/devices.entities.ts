/** Receipt printers and counter tablets of the branches. */
export const DEVICES_ENTITIES: (new () => object)[] = [];
