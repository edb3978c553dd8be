import { Inject, Injectable } from '@nestjs/common';
import {
  recordNotFound,
  signageContentReferences,
  type SignageCatalog,
  type SignageDisplay,
  type SignagePlaylistEntry,
  type SignageSegment,
} from '@bestellwerk/domain';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { PreparedResponseCache } from '../../common/cache/prepared-response-cache.js';
import type { PreparedResponse } from '../../common/cache/prepared-response.js';
import { NotFoundError } from '../../common/errors/app-errors.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import { SignageDeviceEntity } from './entities/signage-device.entity.js';
import {
  inPlayOrder,
  toSignageDevice,
  toSignageSegment,
  toSignageStream,
} from './signage.mapper.js';
import { SignagePickupService } from './signage-pickup.service.js';
import { SignageSnapshotService, type SignageSnapshot } from './signage-snapshot.service.js';

/** How often a TV's `lastSeenAt` is written by a display load at most. */
const LAST_SEEN_INTERVAL_MS = 60_000;

interface CachedDisplay {
  key: string;
  display: SignageDisplay;
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('base64url');

/**
 * The display of a TV (SignageDisplay): its playlist with both dayparts (the TV picks what plays
 * now), the catalog of its branch's menus that the menu boards need, the media the segments
 * name and the pickup tickets. Built from the shared snapshot, kept per device until a data
 * version or the branch's orders change, so a load costs no query when nothing changed (but
 * the visit, written at most once a minute), and a fixed number otherwise.
 */
@Injectable()
export class SignageDisplayService {
  private readonly cache = new Map<number, CachedDisplay>();
  private readonly devices = new Map<string, { build: number; device: SignageDeviceEntity }>();
  /** Each TV's display as prepared bytes, kept while its display object stays the same. */
  private readonly prepared = new PreparedResponseCache<number>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly snapshots: SignageSnapshotService,
    private readonly pickup: SignagePickupService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The TV with this identifier with its branch, stream and current segment; 404 when unknown.
   * Kept as long as the snapshot (device records are signage data: a change rebuilds it), so
   * 200 TVs refetching at once cost no query; `fresh` reads the row (its status columns, which
   * heartbeats and reload requests write without moving a version).
   */
  async device(identifier: string, { fresh = false } = {}): Promise<SignageDeviceEntity> {
    const snapshot = await this.snapshots.current();
    const kept = this.devices.get(identifier);
    if (!fresh && kept?.build === snapshot.build) return kept.device;
    // find, not findOne: with joined relations findOne adds a second query for its LIMIT.
    const [device] = await this.dataSource.getRepository(SignageDeviceEntity).find({
      where: { identifier },
      relations: { branch: true, stream: true, currentSegment: true },
    });
    if (!device) throw new NotFoundError(recordNotFound('signageDevices'));
    this.devices.set(identifier, { build: snapshot.build, device });
    return device;
  }

  /** What the TV with this identifier shows; records the visit at most once a minute. */
  async display(identifier: string, now = new Date()): Promise<SignageDisplay> {
    const device = await this.device(identifier);
    await this.touch(device, now);
    return this.displayOf(device, now);
  }

  /**
   * `display` as prepared bytes (JSON, gzip, brotli): serialised and compressed once per change
   * of what the TV shows, not per request.
   */
  async displayAnswer(identifier: string): Promise<PreparedResponse> {
    const display = await this.display(identifier);
    return this.prepared.get(display.device.id, display, () =>
      Promise.resolve({ body: { data: display } }),
    );
  }

  /** The display of a loaded device, from the cache when its data did not change. */
  async displayOf(device: SignageDeviceEntity, now = new Date()): Promise<SignageDisplay> {
    const snapshot = await this.snapshots.current();
    const tickets = device.branch ? await this.pickup.tickets(device.branch.id, now) : [];
    const key = `${snapshot.build}:${tickets.join(',')}`;
    const cached = this.cache.get(device.id);
    if (cached?.key === key) return cached.display;
    const built = this.build(device, snapshot, tickets, now);
    // The same content keeps its answer (and generatedAt), so ETags stay valid across rebuilds.
    const display = cached?.display.version === built.version ? cached.display : built;
    this.cache.set(device.id, { key, display });
    return display;
  }

  private build(
    device: SignageDeviceEntity,
    snapshot: SignageSnapshot,
    pickupTickets: number[],
    now: Date,
  ): SignageDisplay {
    const streamEntity = device.stream ? snapshot.streams.get(device.stream.id) : undefined;
    const stream = streamEntity?.isEnabled ? streamEntity : null;
    const playlist: SignagePlaylistEntry[] = stream
      ? inPlayOrder(stream.entries)
          .filter((entry) => entry.segment.isEnabled)
          .map((entry) => ({
            segment: toSignageSegment(entry.segment),
            daypart: entry.daypart ?? null,
          }))
      : [];
    const segments = playlist.map((entry) => entry.segment);
    const { catalog, hash: catalogHash } = this.catalogOf(
      snapshot,
      device.branch?.id ?? null,
      segments,
    );
    const refs = segments.map((segment) => signageContentReferences(segment.type, segment.content));
    const pick = <T>(map: Map<number, T>, ids: number[]) =>
      [...new Set(ids)].map((id) => map.get(id)).filter((item): item is T => item !== undefined);
    const contract = toSignageDevice(device);
    const shown = {
      device: { ...contract, lastSeenAt: null, currentSegment: null, isOnline: false },
      stream: stream ? toSignageStream(stream) : null,
      segments,
      playlist,
      images: pick(
        snapshot.images,
        refs.flatMap((r) => r.images),
      ),
      uploads: pick(
        snapshot.uploads,
        refs.flatMap((r) => r.uploads),
      ),
      imageTemplates: pick(
        snapshot.imageTemplates,
        refs.flatMap((r) => r.imageTemplates),
      ),
      pickupTickets,
      timeZone: this.config.timeZone,
      priceMaxAgeHours: this.config.signagePriceMaxAgeHours,
    };
    // The catalog is hashed once per branch and snapshot; the rest is small.
    const version = sha1(`${catalogHash}|${JSON.stringify(shown)}`);
    return {
      ...shown,
      device: contract,
      catalog,
      generatedAt: now.toISOString(),
      version,
    };
  }

  /**
   * The branch's menus with the categories the menu boards name (every category of the menus
   * when a board names none) and their products, as anonymous visitors see them.
   */
  private catalogOf(
    snapshot: SignageSnapshot,
    branch: number | null,
    segments: SignageSegment[],
  ): { catalog: SignageCatalog; hash: string } {
    const boards = segments.filter((segment) => segment.type === 'menu');
    const named = boards.map((board) => signageContentReferences('menu', board.content).categories);
    const everything = named.some((ids) => ids.length === 0);
    const key = `catalog:${branch}:${everything ? '*' : [...new Set(named.flat())].sort().join(',')}`;
    const memo = snapshot.memo.get(key) as { catalog: SignageCatalog; hash: string } | undefined;
    if (memo) return memo;
    const menus =
      branch === null || boards.length === 0
        ? []
        : snapshot.menus.filter((menu) => menu.branches.includes(branch));
    const wanted = new Set(named.flat());
    const entries = menus
      .flatMap((menu) => menu.catalog)
      .filter((entry) => everything || wanted.has(entry.id));
    const categoryIds = [...new Set(entries.map((entry) => entry.id))];
    const productIds = [...new Set(entries.flatMap((entry) => entry.products.map((p) => p.id)))];
    const catalog: SignageCatalog = {
      menus,
      categories: categoryIds
        .map((id) => snapshot.categories.get(id))
        .filter((c) => c !== undefined),
      products: productIds.map((id) => snapshot.products.get(id)).filter((p) => p !== undefined),
    };
    const result = { catalog, hash: sha1(JSON.stringify(catalog)) };
    snapshot.memo.set(key, result);
    return result;
  }

  private async touch(device: SignageDeviceEntity, now: Date): Promise<void> {
    const threshold = new Date(now.getTime() - LAST_SEEN_INTERVAL_MS);
    if (device.lastSeenAt && device.lastSeenAt > threshold) return;
    // The condition is repeated in SQL so TVs polling in parallel write only once. Without
    // listeners: a visit moves no data version.
    await this.dataSource
      .createQueryBuilder()
      .update(SignageDeviceEntity)
      .set({ lastSeenAt: now, updatedAt: () => 'updatedAt' })
      .where('id = :id', { id: device.id })
      .andWhere('(lastSeenAt IS NULL OR lastSeenAt <= :threshold)', { threshold })
      .updateEntity(false)
      .callListeners(false)
      .execute();
    device.lastSeenAt = now;
  }
}
