// Demo devices and digital signage: printers and tablets, segments, the stream with its
// playlist and the TVs.
import {
  normaliseSignageContent,
  normaliseSignageDaypart,
  signageContentErrors,
  signageDaypartErrors,
} from '@bestellwerk/domain';
import { newDeviceSecret } from '../../modules/devices/device.resource.js';
import { DeviceEntity } from '../../modules/devices/entities/device.entity.js';
import { SignageDeviceEntity } from '../../modules/signage/entities/signage-device.entity.js';
import { SignageSegmentEntity } from '../../modules/signage/entities/signage-segment.entity.js';
import { SignageStreamSegmentEntity } from '../../modules/signage/entities/signage-stream-segment.entity.js';
import { SignageStreamEntity } from '../../modules/signage/entities/signage-stream.entity.js';
import type { SeedSignageSegment } from './demo/index.js';
import { DemoDataError, throwIfInvalid, type SeedContext } from './seed-registry.js';

/** Stores the devices, each with a fresh secret; never seen yet. */
export async function seedDevices({ manager, data, keys }: SeedContext): Promise<void> {
  const saved = await manager.save(
    data.devices.map(({ key: _key, branch, ...device }) =>
      Object.assign(new DeviceEntity(), device, {
        secret: newDeviceSecret(),
        branch: keys.branches.refOrNull(branch),
        lastSeenAt: null,
      }),
    ),
  );
  keys.devices.addAll(data.devices, saved);
}

/**
 * A segment's content as stored: checked and normalised by the API's rules; a menu board names
 * its categories by id (they must be in the seed menu it names), an image board its image.
 */
function segmentContent(
  segment: SeedSignageSegment,
  context: SeedContext,
): Record<string, unknown> {
  let content: Record<string, unknown>;
  if (segment.type === 'menu') {
    const { menu, categories, ...rest } = segment.content;
    const seedMenu = context.data.menus.find((candidate) => candidate.key === menu);
    for (const category of categories) {
      if (!seedMenu?.catalog.some((entry) => entry.category === category))
        throw new DemoDataError(
          `Demodaten: Kategorie „${category}“ der Filmsequenz „${segment.key}“ ist nicht im Menü „${menu}“.`,
        );
    }
    content = { ...rest, categories: categories.map((key) => context.keys.categories.id(key)) };
  } else if (segment.type === 'image') {
    const image = context.images.byOwnerKey(segment.content.image);
    if (!image)
      throw new DemoDataError(
        `Demodaten: Bild „${segment.content.image}“ der Filmsequenz „${segment.key}“ fehlt.`,
      );
    content = { ...segment.content, image: image.id };
  } else {
    content = structuredClone({ ...segment.content });
  }
  throwIfInvalid(signageContentErrors(segment.type, content), `Filmsequenz ${segment.key}`);
  return normaliseSignageContent(segment.type, content) as Record<string, unknown>;
}

/** Stores the signage segments with their references resolved. */
export async function seedSignageSegments(context: SeedContext): Promise<void> {
  const { manager, data, keys } = context;
  const saved = await manager.save(
    data.signageSegments.map((segment) => {
      throwIfInvalid(signageDaypartErrors(segment.daypart), `Filmsequenz ${segment.key}`);
      return Object.assign(new SignageSegmentEntity(), {
        name: segment.name,
        type: segment.type,
        duration: segment.duration,
        isEnabled: segment.isEnabled,
        daypart: normaliseSignageDaypart(segment.daypart),
        content: segmentContent(segment, context),
      });
    }),
  );
  keys.signageSegments.addAll(data.signageSegments, saved);
}

/** Stores the streams with their playlists (one row per place, `position` from 0). */
export async function seedSignageStreams({ manager, data, keys }: SeedContext): Promise<void> {
  const saved = await manager.save(
    data.signageStreams.map(({ key, entries, ...stream }) =>
      Object.assign(new SignageStreamEntity(), stream, {
        entries: entries.map((entry, position) => {
          throwIfInvalid(
            signageDaypartErrors(entry.daypart, `entries.${position}.daypart`),
            `Stream ${key}`,
          );
          return Object.assign(new SignageStreamSegmentEntity(), {
            segment: keys.signageSegments.ref(entry.segment),
            daypart: normaliseSignageDaypart(entry.daypart),
            position,
          });
        }),
      }),
    ),
  );
  keys.signageStreams.addAll(data.signageStreams, saved);
}

/** Stores the TVs with their branch and stream; never seen yet. */
export async function seedSignageDevices({ manager, data, keys }: SeedContext): Promise<void> {
  const saved = await manager.save(
    data.signageDevices.map(({ key: _key, branch, stream, ...device }) =>
      Object.assign(new SignageDeviceEntity(), device, {
        branch: keys.branches.refOrNull(branch),
        stream: keys.signageStreams.refOrNull(stream),
        lastSeenAt: null,
        currentSegment: null,
        reloadRequestedAt: null,
      }),
    ),
  );
  keys.signageDevices.addAll(data.signageDevices, saved);
}
