import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LOG_WRITER } from '../../common/logging/log-writer.js';
import { LogEntity } from './entities/log.entity.js';
import { LogService } from './log.service.js';

/**
 * The application log's writer, global: every module (auth, the CRUD controllers, ordering,
 * devices, mail…) injects LogService without importing InsightsModule, which itself needs
 * AuthModule. The generic CRUD controllers take it as LOG_WRITER (common code names no module).
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([LogEntity])],
  providers: [LogService, { provide: LOG_WRITER, useExisting: LogService }],
  exports: [LogService, LOG_WRITER],
})
export class LogModule {}
