// Demo devices and digital signage: printers and tablets, segments, the stream with its
// playlist and the TVs.
import { newDeviceSecret } from '../../modules/devices/device.resource.js';
import { DeviceEntity } from '../../modules/devices/entities/device.entity.js';
import { SignageDeviceEntity } from '../../modules/signage/entities/signage-device.entity.js';
import { SignageSegmentEntity } from '../../modules/signage/entities/signage-segment.entity.js';
import { SignageStreamSegmentEntity } from '../../modules/signage/entities/signage-stream-segment.entity.js';
import { SignageStreamEntity } from '../../modules/signage/entities/signage-stream.entity.js';
import type { SeedSignageSegment } from './demo/index.js';
import { DemoDataError, type SeedContext } from './seed-registry.js';

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
 * A segment's content as stored: a menu board names its menu and categories by id
 * (`{ title, menu, categories, showPrices }`); the categories must be in that menu.
 */
function segmentContent(
  segment: SeedSignageSegment,
  context: SeedContext,
): Record<string, unknown> {
  if (segment.type !== 'menu') return structuredClone({ ...segment.content });
  const { menu, categories, ...rest } = segment.content;
  const seedMenu = context.data.menus.find((candidate) => candidate.key === menu);
  for (const category of categories) {
    if (!seedMenu?.catalog.some((entry) => entry.category === category))
      throw new DemoDataError(
        `Demodaten: Kategorie „${category}“ der Filmsequenz „${segment.key}“ ist nicht im Menü „${menu}“.`,
      );
  }
  return {
    ...rest,
    menu: context.keys.menus.id(menu),
    categories: categories.map((key) => context.keys.categories.id(key)),
  };
}

/** Stores the signage segments with their references resolved. */
export async function seedSignageSegments(context: SeedContext): Promise<void> {
  const { manager, data, keys } = context;
  const saved = await manager.save(
    data.signageSegments.map((segment) =>
      Object.assign(new SignageSegmentEntity(), {
        name: segment.name,
        type: segment.type,
        duration: segment.duration,
        isEnabled: segment.isEnabled,
        content: segmentContent(segment, context),
      }),
    ),
  );
  keys.signageSegments.addAll(data.signageSegments, saved);
}

/** Stores the streams with their playlists (one row per place, `position` from 0). */
export async function seedSignageStreams({ manager, data, keys }: SeedContext): Promise<void> {
  const saved = await manager.save(
    data.signageStreams.map(({ key: _key, segments, ...stream }) =>
      Object.assign(new SignageStreamEntity(), stream, {
        entries: segments.map((segment, position) =>
          Object.assign(new SignageStreamSegmentEntity(), {
            segment: keys.signageSegments.ref(segment),
            position,
          }),
        ),
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
      }),
    ),
  );
  keys.signageDevices.addAll(data.signageDevices, saved);
}
