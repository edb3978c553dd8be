import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createCrudController } from '../../common/crud/crud-controller.factory.js';
import { InitModule } from '../init/init.module.js';
import { OrderEventsModule } from '../order-events/order-events.module.js';
import { SignageDisplayController } from './signage.controller.js';
import { SignageDeviceActionsController } from './signage-device-actions.controller.js';
import { SignageDeviceActionsService } from './signage-device-actions.service.js';
import { SignageDisplayService } from './signage-display.service.js';
import { SIGNAGE_ENTITIES } from './signage.entities.js';
import { SignageEventsService } from './signage-events.service.js';
import { SignagePairingService } from './signage-pairing.service.js';
import { SignagePickupService } from './signage-pickup.service.js';
import {
  signageDeviceResource,
  signageSegmentResource,
  signageStreamResource,
} from './signage.resources.js';
import { SignageSnapshotService } from './signage-snapshot.service.js';

/**
 * Digital signage: segments, streams and TVs (admins), the TVs' public display with its live
 * events, heartbeat and pairing.
 */
@Module({
  imports: [TypeOrmModule.forFeature(SIGNAGE_ENTITIES), InitModule, OrderEventsModule],
  controllers: [
    SignageDisplayController,
    SignageDeviceActionsController,
    createCrudController(signageSegmentResource),
    createCrudController(signageStreamResource),
    createCrudController(signageDeviceResource),
  ],
  providers: [
    SignageSnapshotService,
    SignagePickupService,
    SignageDisplayService,
    SignageEventsService,
    SignageDeviceActionsService,
    SignagePairingService,
  ],
})
export class SignageModule {}
