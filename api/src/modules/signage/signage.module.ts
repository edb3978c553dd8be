import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createCrudController } from '../../common/crud/crud-controller.factory.js';
import { SignageDisplayController } from './signage.controller.js';
import { SIGNAGE_ENTITIES } from './signage.entities.js';
import {
  signageDeviceResource,
  signageSegmentResource,
  signageStreamResource,
} from './signage.resources.js';
import { SignageService } from './signage.service.js';

/** Digital signage: segments, streams and TVs, plus the TVs' public display read. */
@Module({
  imports: [TypeOrmModule.forFeature(SIGNAGE_ENTITIES)],
  controllers: [
    SignageDisplayController,
    createCrudController(signageSegmentResource),
    createCrudController(signageStreamResource),
    createCrudController(signageDeviceResource),
  ],
  providers: [SignageService],
})
export class SignageModule {}
