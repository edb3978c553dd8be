import type { KioskAction, KioskDay, KioskEmployee } from '@bestellwerk/domain';
import type { ApiClient, RequestOptions } from '@bestellwerk/client';

/** The calls of one shop tablet (/api/time-clock-kiosk/{branchId}/{apiKey}). */
export interface KioskApi {
  employees(signal?: AbortSignal): Promise<KioskEmployee[]>;
  /** Checks the PIN and does `action` ('day' only answers the day). */
  punch(employeeId: number, action: KioskAction, pin: string): Promise<KioskDay>;
}

/**
 * The tablet's calls through the shared client, paths and answers typed by the API's document.
 * A 401 means a wrong key or PIN, not a lost staff session, so none of them sends the browser
 * to the staff sign-in.
 */
export function kioskApi(api: ApiClient, branchId: string, apiKey: string): KioskApi {
  const b = encodeURIComponent(branchId);
  const k = encodeURIComponent(apiKey);
  const options = (signal?: AbortSignal): RequestOptions => ({
    signal,
    redirectOnUnauthorized: false,
  });
  return {
    employees: (signal) => api.get(`/time-clock-kiosk/${b}/${k}/employees`, options(signal)),
    punch: (employeeId, action, pin) =>
      api.post(
        `/time-clock-kiosk/${b}/${k}/employees/${String(employeeId)}/${action}`,
        { pin },
        options(),
      ),
  };
}
