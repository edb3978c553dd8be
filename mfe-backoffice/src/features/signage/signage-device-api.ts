import type { ApiClient } from '@bestellwerk/client';
import type { Id, SignageDevice, SignagePairInput } from '@bestellwerk/domain';

/** An operation as the generated API document describes it (JSON body, `{ data }` answer). */
interface JsonOperation<Body, Answer> {
  requestBody?: { content: { 'application/json': Body } };
  responses: { 200: { content: { 'application/json': { data: Answer } } } };
}

/**
 * The TV actions of the contract (common.md "Routes"), typed by the contract's own types, for
 * as long as the generated client does not list them yet.
 */
export interface SignageDeviceActionPaths {
  '/digital-signage-devices/{id}/pair': { post: JsonOperation<SignagePairInput, SignageDevice> };
  '/digital-signage-devices/{id}/reload': { post: JsonOperation<undefined, SignageDevice> };
}

/** The session's API client, seen through the TV action routes (same CSRF token, same rules). */
const actionsOf = (api: object) => api as ApiClient<SignageDeviceActionPaths>;

/** Binds the screen showing `code` to the TV record `id` (the code case-insensitive). */
export function pairSignageDevice(api: object, id: Id, code: string): Promise<SignageDevice> {
  return actionsOf(api).post(`/digital-signage-devices/${id}/pair`, {
    code: code.trim().toUpperCase(),
  });
}

/** Asks the TV `id` to reload at its next heartbeat. */
export function reloadSignageDevice(api: object, id: Id): Promise<SignageDevice> {
  return actionsOf(api).post(`/digital-signage-devices/${id}/reload`);
}
