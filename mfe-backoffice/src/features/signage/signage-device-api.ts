import type { ApiClient } from '@bestellwerk/client';
import type { Id, SignageDevice } from '@bestellwerk/domain';

/** Binds the screen showing `code` to the TV record `id` (the code case-insensitive). */
export function pairSignageDevice(api: ApiClient, id: Id, code: string): Promise<SignageDevice> {
  return api.post(`/digital-signage-devices/${id}/pair`, { code: code.trim().toUpperCase() });
}

/** Asks the TV `id` to reload at its next heartbeat. */
export function reloadSignageDevice(api: ApiClient, id: Id): Promise<SignageDevice> {
  return api.post(`/digital-signage-devices/${id}/reload`);
}
