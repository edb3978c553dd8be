import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  encodeEscPos,
  type PrintJob,
  type PrintOrderAnswer,
  type ReceiptLine,
} from '@bestellwerk/domain';
import { In, IsNull, LessThan, Or, Repository } from 'typeorm';
import { ConflictError, NotFoundError } from '../../common/errors/app-errors.js';
import type { AuthContext } from '../../common/http/auth-context.js';
import { OrderQueryService } from '../ordering/reads/order-query.service.js';
import { DEVICE_ONLINE_MS, PRINT_JOB_CLAIM_MS } from './device-limits.js';
import { DeviceEntity } from './entities/device.entity.js';
import { PrintJobEntity } from './entities/print-job.entity.js';
import { ReceiptLinesService } from './receipts/receipt-lines.service.js';

/**
 * Print jobs: receipts for every enabled printer of an order's branch, test pages, and the
 * printer's side: fetching (which claims each job atomically, so two fetches never get the same
 * job) and acknowledging. The ESC/POS bytes are rendered when the printer fetches, from the
 * order as it is then.
 */
@Injectable()
export class PrintJobsService {
  constructor(
    @InjectRepository(PrintJobEntity) private readonly jobs: Repository<PrintJobEntity>,
    @InjectRepository(DeviceEntity) private readonly devices: Repository<DeviceEntity>,
    private readonly receipts: ReceiptLinesService,
    private readonly orders: OrderQueryService,
  ) {}

  /**
   * One receipt job per enabled printer of the branch; answers how many were queued (0 when
   * the branch has no printer).
   */
  async queueReceipt(orderId: number, branchId: number): Promise<number> {
    const printers = await this.enabledPrinters(branchId);
    await this.insertReceipts(orderId, printers);
    return printers.length;
  }

  /**
   * Staff's "print receipt": jobs for the printers of the order's branch, and how many of them
   * are online (a call within DEVICE_ONLINE_MS), so staff learn when the receipt only waits in
   * the queue. Orders the staff member may not see answer the orders' 404; a branch without
   * printer a 409.
   */
  async printOrder(auth: AuthContext, orderId: number): Promise<PrintOrderAnswer> {
    const order = await this.orders.get(auth, orderId);
    const printers = await this.enabledPrinters(order.branch.id);
    if (printers.length === 0) throw new ConflictError('NO_PRINTER');
    await this.insertReceipts(order.id, printers);
    const now = Date.now();
    const online = printers.filter(
      ({ lastSeenAt }) => lastSeenAt !== null && now - lastSeenAt.getTime() <= DEVICE_ONLINE_MS,
    ).length;
    return { jobs: printers.length, online };
  }

  private enabledPrinters(branchId: number): Promise<Pick<DeviceEntity, 'id' | 'lastSeenAt'>[]> {
    return this.devices.find({
      where: { branch: { id: branchId }, type: 'printer', isEnabled: true },
      select: { id: true, lastSeenAt: true },
    });
  }

  private async insertReceipts(orderId: number, printers: { id: number }[]): Promise<void> {
    if (printers.length === 0) return;
    await this.jobs.insert(
      printers.map((printer) => ({
        device: { id: printer.id },
        order: { id: orderId },
        kind: 'receipt' as const,
      })),
    );
  }

  /** Queues a test page for a printer; other device types answer 409. */
  async queueTestPage(device: DeviceEntity): Promise<void> {
    if (device.type !== 'printer') throw new ConflictError('TEST_PAGE_PRINTERS_ONLY');
    await this.jobs.insert({ device: { id: device.id }, order: null, kind: 'test' });
  }

  /**
   * The device's jobs that are not printed and not handed out (or handed out more than
   * PRINT_JOB_CLAIM_MS ago without acknowledgement), oldest first, each claimed by a
   * conditional UPDATE: of two simultaneous fetches only one gets a job.
   */
  async fetch(device: DeviceEntity): Promise<PrintJob[]> {
    const now = new Date();
    const open = () => ({
      device: { id: device.id },
      printedAt: IsNull(),
      claimedAt: Or(IsNull(), LessThan(new Date(now.getTime() - PRINT_JOB_CLAIM_MS))),
    });
    const candidates = await this.jobs.find({
      where: open(),
      select: { id: true },
      order: { id: 'ASC' },
    });
    const claimed: number[] = [];
    for (const { id } of candidates) {
      const result = await this.jobs.update({ ...open(), id }, { claimedAt: now });
      if (result.affected === 1) claimed.push(id);
    }
    if (claimed.length === 0) return [];
    const jobs = await this.jobs.find({
      where: { id: In(claimed) },
      relations: { order: true },
      select: { id: true, kind: true, createdAt: true, order: { id: true } },
      order: { id: 'ASC' },
    });
    const rendered = await Promise.all(jobs.map((job) => this.render(job, device)));
    return rendered.filter((job): job is PrintJob => job !== null);
  }

  /**
   * Marks a job of the device as printed. Idempotent: a second acknowledgement changes
   * nothing. A job of another device, or none, is a 404.
   */
  async acknowledge(device: DeviceEntity, jobId: number): Promise<void> {
    const job = await this.jobs.findOne({
      where: { id: jobId, device: { id: device.id } },
      select: { id: true, printedAt: true },
    });
    if (!job) throw new NotFoundError('PRINT_JOB_NOT_FOUND');
    if (job.printedAt) return;
    await this.jobs.update({ id: jobId, printedAt: IsNull() }, { printedAt: new Date() });
  }

  /** The job as the printer gets it; null for a receipt whose order vanished meanwhile. */
  private async render(job: PrintJobEntity, device: DeviceEntity): Promise<PrintJob | null> {
    let lines: ReceiptLine[] | null;
    if (job.kind === 'test') lines = await this.receipts.testPage(device, job.createdAt);
    else lines = job.order ? await this.receipts.forPrinter(job.order.id) : null;
    if (!lines) return null;
    return {
      id: job.id,
      kind: job.kind,
      order: job.order ? { id: job.order.id } : null,
      escPos: Buffer.from(encodeEscPos(lines)).toString('base64'),
      createdAt: job.createdAt.toISOString(),
    };
  }
}
