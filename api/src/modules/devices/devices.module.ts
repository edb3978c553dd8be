import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DEVICES_ENTITIES } from './devices.entities.js';

/** Receipt printers and counter tablets of the branches. */
@Module({
  imports: [TypeOrmModule.forFeature(DEVICES_ENTITIES)],
  controllers: [],
  providers: [],
})
export class DevicesModule {}
