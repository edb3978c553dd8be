import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { OrderStreamService } from '../ordering/board/order-stream.service.js';
import { OrderEventsService } from '../order-events/order-events.service.js';
import { SignageEventsService } from '../signage/signage-events.service.js';
import { databasePoolUsage } from './database-pool.js';

/** Route label of requests no route matched (404s of unknown paths): never the raw URL. */
export const UNMATCHED_ROUTE = '(keine Route)';

/**
 * The Prometheus metrics of this instance (prom-client), in a registry of its own so several
 * apps in one process (the tests) do not share counters: requests by route pattern and status
 * with durations, open event streams of boards and TVs, orders placed, database pool usage and
 * prom-client's default process metrics.
 */
@Injectable()
export class MetricsService implements OnModuleInit {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP-Anfragen nach Methode, Route (Muster) und Status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Dauer der HTTP-Anfragen in Sekunden nach Methode, Route (Muster) und Status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly ordersPlaced = new Counter({
    name: 'bestellwerk_orders_placed_total',
    help: 'Auf dieser Instanz aufgegebene Bestellungen (Kunden und Personal)',
    registers: [this.registry],
  });

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly dataSource: DataSource,
    events: OrderEventsService,
  ) {
    collectDefaultMetrics({ register: this.registry });
    events.subscribe((change) => {
      if (change.cause === 'placed') this.ordersPlaced.inc();
    });
  }

  /** Registers the gauges that read other modules' state when scraped. */
  onModuleInit(): void {
    const board = this.moduleRef.get(OrderStreamService, { strict: false });
    const tv = this.moduleRef.get(SignageEventsService, { strict: false });
    new Gauge({
      name: 'bestellwerk_sse_connections',
      help: 'Offene Ereignis-Streams (board: Bestellboard, tv: Digital Signage)',
      labelNames: ['stream'] as const,
      registers: [this.registry],
      collect() {
        this.set({ stream: 'board' }, board.openStreams);
        this.set({ stream: 'tv' }, tv.openStreams);
      },
    });
    const dataSource = this.dataSource;
    new Gauge({
      name: 'bestellwerk_database_pool_connections',
      help: 'Verbindungen des MariaDB/MySQL-Pools (state: open, idle, limit); leer bei SQLite',
      labelNames: ['pool', 'state'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const { pool, open, idle, limit } of databasePoolUsage(dataSource)) {
          this.set({ pool, state: 'open' }, open);
          this.set({ pool, state: 'idle' }, idle);
          this.set({ pool, state: 'limit' }, limit);
        }
      },
    });
  }

  /** Counts one answered request; `route` is the route's pattern (null: no route matched). */
  observeRequest(method: string, route: string | null, status: number, seconds: number): void {
    const labels = { method, route: route ?? UNMATCHED_ROUTE, status: String(status) };
    this.requests.inc(labels);
    this.durations.observe(labels, seconds);
  }

  /** The text exposition format and its content type. */
  async exposition(): Promise<{ contentType: string; text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }
}
