/**
 * The most characters each text field of an input takes, by field name: the API DTO reads it
 * for `@MaxLength`, the backoffice schema for the field's `maxLength`. A key that is no field of
 * the input does not compile.
 */
export type InputLimits<T> = { readonly [K in keyof T & string]?: number };

/**
 * The fields a DTO class declares beyond its contract, each typed `never`. A DTO that
 * `implements` its contract and this fails to compile when a field is renamed in the contract
 * (an optional field left under its old name would otherwise pass).
 */
export type OnlyContractFields<Contract, Dto> = Record<Exclude<keyof Dto, keyof Contract>, never>;

/** A colour `#rgb` or `#rrggbb`, as the configuration's theme colours take it. */
export const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A colour `#rrggbb` (an image template layer; what a colour picker shows). */
export const RGB_HEX_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * Longest data URL accepted as text for an image or upload. The body limit of the file routes
 * stops anything much larger first; MAX_UPLOAD_BYTES of the decoded file is checked apart, so
 * an oversized file gets the upload-failure message.
 */
export const MAX_DATA_URL_LENGTH = 16 * 1024 * 1024;
