import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createCrudController } from '../../common/crud/crud-controller.factory.js';
import { ConfigEntity } from '../content/entities/config.entity.js';
import { OrderEntity } from '../ordering/entities/order.entity.js';
import { OrderingModule } from '../ordering/ordering.module.js';
import { BranchEntity } from '../organisation/entities/branch.entity.js';
import { AutoPrintService } from './auto-print.service.js';
import { DeviceAccessService } from './device-access.service.js';
import { DeviceActionsController } from './device-actions.controller.js';
import { DeviceCommandsService } from './device-commands.service.js';
import { DeviceInboxController } from './device-inbox.controller.js';
import { DeviceKeyGuard } from './device-key.guard.js';
import { DeviceLogsService } from './device-logs.service.js';
import { deviceResource } from './device.resource.js';
import { DeviceSecretService } from './device-secret.service.js';
import { DEVICES_ENTITIES } from './devices.entities.js';
import { OrderReceiptController } from './order-receipt.controller.js';
import { PrinterJobsController } from './printer-jobs.controller.js';
import { PrintJobsService } from './print-jobs.service.js';
import { ReceiptLinesService } from './receipts/receipt-lines.service.js';

/**
 * Receipt printers, counter tablets and TVs of the branches: CRUD for admins, staff actions
 * (test notification, test page, logs), the devices' own calls authenticated by X-Device-Key
 * (heartbeat, commands, print jobs, logs), order receipts as HTML and ESC/POS, and auto-print
 * of confirmed orders.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([...DEVICES_ENTITIES, OrderEntity, BranchEntity, ConfigEntity]),
    OrderingModule,
  ],
  controllers: [
    DeviceActionsController,
    DeviceInboxController,
    PrinterJobsController,
    OrderReceiptController,
    createCrudController(deviceResource),
  ],
  providers: [
    DeviceAccessService,
    DeviceKeyGuard,
    DeviceCommandsService,
    DeviceLogsService,
    DeviceSecretService,
    PrintJobsService,
    ReceiptLinesService,
    AutoPrintService,
  ],
})
export class DevicesModule {}
