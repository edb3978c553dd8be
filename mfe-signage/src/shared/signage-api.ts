import type {
  SignageDisplay,
  SignageHeartbeat,
  SignageHeartbeatInput,
  SignagePairing,
  SignagePairingState,
} from '@bestellwerk/domain';
import type { ApiClient } from '@bestellwerk/client';
import { displayFromPayload } from './display-payload.js';

type Json<T> = { content: { 'application/json': T } };

/**
 * The TV's public routes in the shape of the generated OpenAPI paths. The heartbeat and pairing
 * routes come with the API of issue 20; until its document is regenerated on this branch the
 * client is typed by this list (same wire, same envelope).
 */
interface SignagePublicPaths {
  '/digital-signage-devices/public/{identifier}': {
    get: { responses: { 200: Json<{ data: unknown }> } };
  };
  '/digital-signage-devices/public/{identifier}/heartbeat': {
    post: {
      requestBody: Json<SignageHeartbeatInput>;
      responses: { 201: Json<{ data: SignageHeartbeat }> };
    };
  };
  '/digital-signage-devices/public/pairings': {
    post: { responses: { 201: Json<{ data: SignagePairing }> } };
  };
  '/digital-signage-devices/public/pairings/{token}': {
    get: { responses: { 200: Json<{ data: SignagePairingState }> } };
  };
}

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
  const api = client as unknown as ApiClient<SignagePublicPaths>;
  const options = (signal?: AbortSignal) => ({ signal, redirectOnUnauthorized: false });
  const device = (identifier: string) =>
    `/digital-signage-devices/public/${encodeURIComponent(identifier)}` as const;
  return {
    display: async (identifier, signal) =>
      displayFromPayload(await api.get(device(identifier), options(signal))),
    heartbeat: (identifier, input) => api.post(`${device(identifier)}/heartbeat`, input, options()),
    createPairing: () => api.post('/digital-signage-devices/public/pairings', undefined, options()),
    pairingState: (token) =>
      api.get(`/digital-signage-devices/public/pairings/${encodeURIComponent(token)}`, options()),
  };
}
