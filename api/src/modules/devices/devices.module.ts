import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createCrudController } from '../../common/crud/crud-controller.factory.js';
import { deviceResource } from './device.resource.js';
import { DEVICES_ENTITIES } from './devices.entities.js';

/** Receipt printers and counter tablets of the branches. */
@Module({
  imports: [TypeOrmModule.forFeature(DEVICES_ENTITIES)],
  controllers: [createCrudController(deviceResource)],
  providers: [],
})
export class DevicesModule {}
