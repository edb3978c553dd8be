import { action, computed, makeObservable } from 'mobx';
import type { Device, EditorValues } from '@bestellwerk/domain';
import {
  RecordDraftStore,
  type ActionErrorStore,
  type RecordDraftApi,
  type RecordDraftRules,
} from '../../shared/layout/index.js';
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

const DEVICE_RULES: RecordDraftRules<Device, DeviceDraft, DevicePayload> = {
  create: (api, body) => api.post('/devices', body),
  update: (api, id, body) => api.put(`/devices/${id}`, body),
  messages: DEVICE_MESSAGES,
  draftOf: deviceDraftOf,
  payloadOf: devicePayload,
  fieldOf: deviceFieldOf,
};

/** The create/edit form of one device (administrators), with the server's messages at their fields. */
export class DeviceFormStore extends RecordDraftStore<Device, DeviceDraft, DevicePayload> {
  constructor(
    device: Device | null,
    api: RecordDraftApi,
    errors: ActionErrorStore,
    onSaved?: (device: Device, wasNew: boolean) => void,
  ) {
    super(device, api, errors, DEVICE_RULES, onSaved);
    makeObservable(this, { setField: action, setValues: action, values: computed });
  }

  /** The device as edited; null while creating one (and after it was created, the new device). */
  get device(): Device | null {
    return this.record;
  }

  /** The draft as the schema editor shows it: the branch as the select's text ('' for none). */
  get values(): EditorValues {
    const { branch } = this.draft;
    return { ...this.draft, branch: branch === null ? '' : String(branch) };
  }

  /** Takes the schema editor's values: the chosen branch's id, or null for none. */
  setValues(values: EditorValues): void {
    const branch = Number(values.branch);
    this.changeValues({
      ...values,
      branch: values.branch === '' || !Number.isInteger(branch) ? null : branch,
    } as Partial<DeviceDraft>);
  }

  setField<K extends keyof DeviceDraft>(field: K, value: DeviceDraft[K]): void {
    this.change(field, value);
  }
}
