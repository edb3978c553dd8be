import type { Id, Upload } from './common.js';

/**
 * The answer of `POST /api/uploads` to a visitor (the item dialog): the upload and its secret
 * token. Only this answer carries the token; the server keeps only its hash. An order may name
 * the upload only together with the token, so a visitor can attach only files of their own
 * browser session. Staff uploads (signed in) get no token.
 */
export interface CustomerUpload extends Upload {
  token: string;
}

/** An upload an order names, with the token its upload answer carried. */
export interface OrderUploadToken {
  id: Id;
  token: string;
}

/**
 * The tokens of the customer uploads an order body names (`POST /api/orders`), beside the
 * items: the items' parts keep naming uploads by id, so the body stays readable as before.
 * Staff orders need none.
 */
export interface OrderUploadTokens {
  uploadTokens?: OrderUploadToken[];
}

/** Longest upload token accepted in an order body (the server issues 43 characters). */
export const MAX_UPLOAD_TOKEN_LENGTH = 100;
