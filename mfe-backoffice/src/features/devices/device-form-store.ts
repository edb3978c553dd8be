import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ApiRequestError } from '@bestellwerk/client';
import type { Device } from '@bestellwerk/domain';
import type { ActionErrorStore } from '../layout/index.js';
import {
  deviceDraftOf,
  deviceFieldOf,
  devicePayload,
  type DeviceDraft,
  type DevicePayload,
} from './device-rules.js';

/** The catalogue messages of the device list and its changes (backend.md §8). */
export const DEVICE_MESSAGES = {
  loadFailed: 'Geräte konnten nicht geladen werden.',
  createFailed: 'Gerät konnte nicht erstellt werden.',
  updateFailed: 'Gerät konnte nicht aktualisiert werden.',
  deleteFailed: 'Gerät konnte nicht gelöscht werden.',
  created: 'Gerät wurde erstellt.',
  updated: 'Gerät wurde aktualisiert.',
  deleted: 'Gerät wurde gelöscht.',
} as const;

/** The calls the device form makes; the shared ApiClient satisfies it. */
export interface DeviceApi {
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
}

/** The create/edit form of one device (administrators), with the server's messages at their fields. */
export class DeviceFormStore {
  draft: DeviceDraft;
  private initial: DeviceDraft;
  fieldErrors: Partial<Record<keyof DeviceDraft, string>> = {};
  device: Device | null;

  constructor(
    device: Device | null,
    private readonly api: DeviceApi,
    private readonly errors: ActionErrorStore,
    private readonly onSaved?: (device: Device, wasNew: boolean) => void,
  ) {
    this.device = device;
    this.initial = deviceDraftOf(device);
    this.draft = deviceDraftOf(device);
    makeObservable<DeviceFormStore, 'initial'>(this, {
      draft: observable,
      initial: observableRef,
      fieldErrors: observableRef,
      device: observableRef,
      isDirty: computed,
      payload: computed,
      setField: action,
    });
  }

  get isNew(): boolean {
    return this.device === null;
  }

  /** Whether leaving the form would lose changes. */
  get isDirty(): boolean {
    return JSON.stringify(this.initial) !== JSON.stringify(this.draft);
  }

  get payload(): DevicePayload {
    return devicePayload(this.draft);
  }

  /** The action name the error records of a save use. */
  get saveAction(): 'create' | 'update' {
    return this.isNew ? 'create' : 'update';
  }

  setField<K extends keyof DeviceDraft>(field: K, value: DeviceDraft[K]): void {
    this.draft[field] = value;
    if (field in this.fieldErrors) {
      const { [field]: _dropped, ...rest } = this.fieldErrors;
      this.fieldErrors = rest;
    }
  }

  /**
   * Creates or updates the device; on success (also of a later retry) the form counts as
   * unchanged and `onSaved` hears of it. Resolves false when it failed: the error is recorded
   * with a retry and the server's messages stand at their fields.
   */
  save(): Promise<boolean> {
    const wasNew = this.isNew;
    return this.errors.run(
      this.saveAction,
      wasNew ? DEVICE_MESSAGES.createFailed : DEVICE_MESSAGES.updateFailed,
      async () => {
        runInAction(() => {
          this.fieldErrors = {};
        });
        let device: Device;
        try {
          device = this.device
            ? await this.api.put<Device>(`/devices/${this.device.id}`, this.payload)
            : await this.api.post<Device>('/devices', this.payload);
        } catch (error) {
          runInAction(() => {
            this.fieldErrors = deviceFieldErrorsOf(error);
          });
          throw error;
        }
        runInAction(() => {
          this.device = device;
          this.initial = deviceDraftOf(device);
          this.draft = deviceDraftOf(device);
        });
        this.onSaved?.(device, wasNew);
      },
    );
  }
}

/** The first server message per form field of a failed request. */
export function deviceFieldErrorsOf(error: unknown): Partial<Record<keyof DeviceDraft, string>> {
  const messages: Partial<Record<keyof DeviceDraft, string>> = {};
  if (!(error instanceof ApiRequestError)) return messages;
  for (const item of error.errors) {
    const field = deviceFieldOf(item.field);
    if (field && !(field in messages)) messages[field] = item.message;
  }
  return messages;
}
