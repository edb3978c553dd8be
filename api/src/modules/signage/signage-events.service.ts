import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { SignageEventName } from '@bestellwerk/domain';
import type { FastifyReply } from 'fastify';
import { DataSource, In } from 'typeorm';
import { startEventStream } from '../../common/http/event-stream.js';
import { PublicDataVersion } from '../init/public-data-version.js';
import { SignageDeviceEntity } from './entities/signage-device.entity.js';
import { SignageDisplayService } from './signage-display.service.js';
import { SignagePickupService } from './signage-pickup.service.js';

/** How often every open stream gets a comment line (keeps proxies from closing it). */
export const SIGNAGE_STREAM_PING_MS = 25_000;

/** Changes within this window after the first one give one event. */
export const SIGNAGE_EVENT_DEBOUNCE_MS = 300;

/** A TV that stopped reading is dropped once this much waits in its send buffer. */
const MAX_BUFFERED_BYTES = 64 * 1024;

/** How long a TV waits before it reconnects a dropped stream. */
const RETRY_MS = 5_000;

interface OpenStream {
  deviceId: number;
  /** The display version this TV was last told of. */
  version: string;
  send(text: string): void;
  close(): void;
}

const frame = (event: SignageEventName, data: object) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The TVs' server-sent events (`GET /api/digital-signage-devices/public/{identifier}/events`).
 * Any write to public catalog or signage data, and any order change, schedules one check
 * ~300 ms later: the open TVs' displays are rebuilt from the shared snapshot (a fixed number of
 * queries for all of them) and each TV whose display version changed gets `event: display`
 * with the new version. An admin's reload request sends `event: reload`. Streams write to the
 * raw socket; one timer pings them all; a TV that does not read is dropped.
 */
@Injectable()
export class SignageEventsService implements OnModuleDestroy {
  private readonly logger = new Logger('SignageEvents');
  private readonly streams = new Set<OpenStream>();
  private readonly unsubscribe: (() => void)[];
  private pinger: NodeJS.Timeout | null = null;
  private debounce: NodeJS.Timeout | null = null;
  private checking: Promise<void> = Promise.resolve();
  /** The ping interval and debounce window; tests shorten them. */
  pingIntervalMs = SIGNAGE_STREAM_PING_MS;
  debounceMs = SIGNAGE_EVENT_DEBOUNCE_MS;

  constructor(
    private readonly dataSource: DataSource,
    private readonly displays: SignageDisplayService,
    version: PublicDataVersion,
    pickup: SignagePickupService,
  ) {
    this.unsubscribe = [
      version.subscribe(() => this.schedule()),
      pickup.subscribe(() => this.schedule()),
    ];
  }

  /** How many streams are open. */
  get openStreams(): number {
    return this.streams.size;
  }

  /**
   * Takes over the reply and keeps it open as the TV's event stream. `version` is the display
   * version the TV is told of at once, so a TV that reconnects can catch up.
   */
  open(deviceId: number, version: string, reply: FastifyReply): void {
    const raw = startEventStream(reply);
    let closed = false;
    const stream: OpenStream = {
      deviceId,
      version,
      send: (text) => {
        if (closed) return;
        if (raw.writableLength > MAX_BUFFERED_BYTES) {
          this.logger.warn(
            `Ereignis-Stream eines TVs (${deviceId}) liest nicht mit und wird beendet.`,
          );
          stream.close();
          return;
        }
        raw.write(text);
      },
      close: () => {
        if (closed) return;
        closed = true;
        this.streams.delete(stream);
        if (this.streams.size === 0 && this.pinger) {
          clearInterval(this.pinger);
          this.pinger = null;
        }
        if (!raw.writableEnded) raw.end();
      },
    };
    this.streams.add(stream);
    raw.on('close', stream.close);
    raw.on('error', stream.close);
    this.pinger ??= setInterval(() => {
      for (const open of this.streams) open.send(': ping\n\n');
    }, this.pingIntervalMs);
    stream.send(`retry: ${RETRY_MS}\n\n`);
    stream.send(frame('display', { version }));
  }

  /** Whether a stream of the device is open in this instance. */
  hasStream(deviceId: number): boolean {
    for (const stream of this.streams) if (stream.deviceId === deviceId) return true;
    return false;
  }

  /** Tells the device's open streams to reload the page; answers how many it told. */
  reload(deviceId: number): number {
    const text = frame('reload', {});
    let told = 0;
    for (const stream of this.streams)
      if (stream.deviceId === deviceId) {
        stream.send(text);
        told += 1;
      }
    return told;
  }

  private schedule(): void {
    if (this.debounce || this.streams.size === 0) return;
    this.debounce = setTimeout(() => {
      this.debounce = null;
      // Checks run one after the other; a change during a check schedules the next one.
      this.checking = this.checking.then(() => this.check());
    }, this.debounceMs);
  }

  /** Rebuilds the open TVs' displays and tells each TV whose version changed. */
  private async check(): Promise<void> {
    const ids = [...new Set([...this.streams].map((stream) => stream.deviceId))];
    if (ids.length === 0) return;
    try {
      const devices = await this.dataSource.getRepository(SignageDeviceEntity).find({
        where: { id: In(ids) },
        relations: { branch: true, stream: true, currentSegment: true },
      });
      const versions = new Map<number, string>();
      for (const device of devices)
        versions.set(device.id, (await this.displays.displayOf(device)).version);
      const frames = new Map<string, string>();
      for (const stream of [...this.streams]) {
        const version = versions.get(stream.deviceId);
        if (version === undefined) {
          // The TV record was deleted: the TV's next load answers 404.
          stream.close();
          continue;
        }
        if (version === stream.version) continue;
        stream.version = version;
        let text = frames.get(version);
        if (text === undefined) {
          text = frame('display', { version });
          frames.set(version, text);
        }
        stream.send(text);
      }
    } catch (error) {
      // The database is unreachable: the TVs keep playing; the next change checks again.
      this.logger.warn(
        `Anzeigen konnten nicht geprüft werden: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** Ends every open stream, so the server can close. */
  onModuleDestroy(): void {
    for (const unsubscribe of this.unsubscribe) unsubscribe();
    if (this.debounce) clearTimeout(this.debounce);
    for (const stream of [...this.streams]) stream.close();
  }
}
