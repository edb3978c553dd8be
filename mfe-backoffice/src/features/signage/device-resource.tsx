import {
  ADMIN_FIELD_LABELS as LABELS,
  CRUD_COLLECTIONS,
  SIGNAGE_ORIENTATIONS,
  SignageDeviceLimits,
  type EditorField,
  type Id,
  type IdRef,
  type SignageDevice,
  type SignageDeviceInput,
  type SignageOrientation,
} from '@bestellwerk/domain';
import { collectionResource, type ResourceConfig } from '../../shared/resources/resource-config.js';
import { DeviceActions } from './device-actions.js';
import { signageStateText } from './device-status.js';
import { SignageStreamControl } from './device-stream-control.js';

/** German names of the orientations. */
export const ORIENTATION_LABELS: Readonly<Record<SignageOrientation, string>> = {
  landscape: 'Querformat',
  portrait: 'Hochformat',
};

const DEVICE_FIELDS = [
  {
    kind: 'text',
    name: 'name',
    label: LABELS.name,
    required: true,
    maxLength: SignageDeviceLimits.name,
  },
  {
    kind: 'text',
    name: 'identifier',
    label: LABELS.identifier,
    required: true,
    maxLength: SignageDeviceLimits.identifier,
    help: 'Der TV spielt unter /signage/{Kennung}; ein gekoppelter Bildschirm öffnet diese Adresse selbst.',
  },
  { kind: 'reference', name: 'branch', label: LABELS.branch, target: 'branch' },
  { kind: 'custom', name: 'stream', label: LABELS.stream, editor: 'signageStream', empty: null },
  {
    kind: 'select',
    name: 'orientation',
    label: LABELS.orientation,
    required: true,
    options: SIGNAGE_ORIENTATIONS.map((value) => ({ value, label: ORIENTATION_LABELS[value] })),
  },
] as const satisfies readonly EditorField<SignageDeviceInput>[];

/** What the TVs' list shows beside the records: names of what they refer to, fresh status. */
export interface DeviceLookups {
  branchName: (id: Id) => string;
  streamName: (id: Id) => string;
  segmentName: (id: Id) => string;
  /** The latest status of a TV (refreshed every 30 s); null before the first refresh. */
  statusOf: (id: Id) => Pick<SignageDevice, 'isOnline' | 'lastSeenAt' | 'currentSegment'> | null;
  timeZone: string;
}

const refId = (value: unknown): Id | null =>
  value && typeof value === 'object' && typeof (value as IdRef).id === 'number'
    ? (value as IdRef).id
    : null;

/** TVs: branch, stream, orientation and their online state; a saved TV can be reloaded and paired. */
export function devicesResource(lookups: DeviceLookups): ResourceConfig {
  const status = (record: Record<string, unknown> & { id: Id }) =>
    lookups.statusOf(record.id) ?? {
      isOnline: record.isOnline === true,
      lastSeenAt: typeof record.lastSeenAt === 'string' ? record.lastSeenAt : null,
      currentSegment: (record.currentSegment as IdRef | null) ?? null,
    };
  return collectionResource(CRUD_COLLECTIONS.signageDevices, {
    newTitle: 'Neuer TV',
    searchHint: 'Name, Kennung',
    columns: [
      'name',
      {
        key: 'branch',
        label: LABELS.branch,
        render: (record) => {
          const id = refId(record.branch);
          return id === null ? '–' : lookups.branchName(id);
        },
      },
      {
        key: 'stream',
        label: LABELS.stream,
        render: (record) => {
          const id = refId(record.stream);
          return id === null ? '–' : lookups.streamName(id);
        },
      },
      {
        key: 'orientation',
        label: LABELS.orientation,
        render: (record) => ORIENTATION_LABELS[record.orientation as SignageOrientation] ?? '',
      },
      {
        key: 'lastSeenAt',
        label: 'Status',
        render: (record) => {
          const state = signageStateText(status(record), lookups.timeZone);
          return (
            <>
              <span className={`bo-signage-state bo-signage-state--${state.state.toLowerCase()}`}>
                {state.state}
              </span>
              {state.detail ? (
                <span className="bo-muted bo-signage-state__detail">{state.detail}</span>
              ) : null}
            </>
          );
        },
      },
      {
        key: 'currentSegment',
        label: 'Zeigt gerade',
        render: (record) => {
          const id = refId(status(record).currentSegment);
          return id === null ? '–' : lookups.segmentName(id);
        },
      },
    ],
    defaults: { orientation: 'landscape', branch: null, stream: null },
    fields: DEVICE_FIELDS,
    custom: { signageStream: SignageStreamControl },
    formExtras: (_values, record) => <DeviceActions record={record} />,
  });
}
