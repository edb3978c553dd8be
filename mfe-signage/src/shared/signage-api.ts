import type {
  SignageDisplay,
  SignageHeartbeat,
  SignageHeartbeatInput,
  SignagePairing,
  SignagePairingState,
} from '@bestellwerk/domain';
import type { ApiClient } from '@bestellwerk/client';
import { displayFromPayload } from './display-payload.js';

/** The calls of one TV; all public, none sends the browser to the staff sign-in. */
export interface SignageApi {
  display(identifier: string, signal?: AbortSignal): Promise<SignageDisplay>;
  heartbeat(identifier: string, input: SignageHeartbeatInput): Promise<SignageHeartbeat>;
  createPairing(): Promise<SignagePairing>;
  pairingState(token: string): Promise<SignagePairingState>;
}

/** The address of a TV's server-sent events. */
export function signageEventsUrl(identifier: string): string {
  return `/api/digital-signage-devices/public/${encodeURIComponent(identifier)}/events`;
}

/** The TV's calls through the shared client. */
export function signageApi(client: ApiClient): SignageApi {
  const options = (signal?: AbortSignal) => ({ signal, redirectOnUnauthorized: false });
  const device = (identifier: string) =>
    `/digital-signage-devices/public/${encodeURIComponent(identifier)}` as const;
  return {
    display: async (identifier, signal) =>
      displayFromPayload(await client.get(device(identifier), options(signal))),
    heartbeat: (identifier, input) =>
      client.post(`${device(identifier)}/heartbeat`, input, options()),
    createPairing: () =>
      client.post('/digital-signage-devices/public/pairings', undefined, options()),
    pairingState: (token) =>
      client.get(
        `/digital-signage-devices/public/pairings/${encodeURIComponent(token)}`,
        options(),
      ),
  };
}
