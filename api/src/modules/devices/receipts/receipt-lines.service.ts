import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  orderReceiptLines,
  testPageLines,
  type Order,
  type ReceiptContext,
  type ReceiptLine,
} from '@bestellwerk/domain';
import { Repository } from 'typeorm';
import type { AuthContext } from '../../../common/http/auth-context.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/app-config.module.js';
import { CONFIG_ID, ConfigEntity } from '../../content/entities/config.entity.js';
import { OrderEntity } from '../../ordering/entities/order.entity.js';
import { toOrder } from '../../ordering/reads/order.mapper.js';
import { attachUploads } from '../../ordering/placement/order-uploads.js';
import { OrderQueryService } from '../../ordering/reads/order-query.service.js';
import { BranchEntity } from '../../organisation/entities/branch.entity.js';
import type { DeviceEntity } from '../entities/device.entity.js';

/** An order's receipt: the order as staff read it and its printed lines. */
export interface OrderReceipt {
  order: Order;
  lines: ReceiptLine[];
}

/**
 * The receipt lines of orders and test pages, laid out by the domain's pure receipt rules
 * from the order, its branch, the shop name and the installation's time zone.
 */
@Injectable()
export class ReceiptLinesService {
  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(BranchEntity) private readonly branches: Repository<BranchEntity>,
    @InjectRepository(ConfigEntity) private readonly configs: Repository<ConfigEntity>,
    private readonly queries: OrderQueryService,
    @Inject(APP_CONFIG) private readonly appConfig: AppConfig,
  ) {}

  /** The receipt of an order the staff member may see (else the orders' 404). */
  async forStaff(auth: AuthContext, orderId: number): Promise<OrderReceipt> {
    const order = await this.queries.get(auth, orderId);
    return { order, lines: orderReceiptLines(order, await this.context(order.branch.id)) };
  }

  /** The receipt of an order for a printer; null when the order no longer exists. */
  async forPrinter(orderId: number): Promise<ReceiptLine[] | null> {
    const entity = await this.orders.findOne({
      where: { id: orderId },
      relations: {
        branch: true,
        items: { product: true },
        donatee: true,
        deliveryArea: true,
        questionnaire: true,
      },
    });
    if (!entity) return null;
    // The paper names the customer's files (the page shows them).
    await attachUploads(this.orders.manager, [entity]);
    return orderReceiptLines(toOrder(entity), await this.context(entity.branch.id));
  }

  /** The test page of a printer, dated when the test was asked for. */
  async testPage(device: DeviceEntity, requestedAt: Date): Promise<ReceiptLine[]> {
    return testPageLines({
      shopName: await this.shopName(),
      deviceName: device.name,
      requestedAt,
      timeZone: this.appConfig.timeZone,
    });
  }

  private async context(branchId: number): Promise<ReceiptContext> {
    const branch = await this.branches.findOneOrFail({
      where: { id: branchId },
      select: { id: true, name: true, street: true, zipCode: true, city: true, phone: true },
    });
    return { shopName: await this.shopName(), branch, timeZone: this.appConfig.timeZone };
  }

  /** The shop's name, else the business name; empty before the configuration is saved. */
  private async shopName(): Promise<string> {
    const config = await this.configs.findOne({
      where: { id: CONFIG_ID },
      select: { id: true, shopName: true, businessName: true },
    });
    return config?.shopName || config?.businessName || '';
  }
}
