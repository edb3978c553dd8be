import { Module } from '@nestjs/common';
import { LabelsController } from './labels.controller.js';
import { LabelsService } from './labels.service.js';

/** Price labels as PDF. */
@Module({
  controllers: [LabelsController],
  providers: [LabelsService],
})
export class LabelsModule {}
