import { Module, type DynamicModule } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EnvelopeInterceptor } from './common/interceptors/envelope.interceptor.js';
import { AppConfigModule } from './config/app-config.module.js';
import type { AppConfig } from './config/app-config.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { CatalogModule } from './modules/catalog/catalog.module.js';
import { ClusterModule } from './modules/cluster/cluster.module.js';
import { ContactModule } from './modules/contact/contact.module.js';
import { ContentModule } from './modules/content/content.module.js';
import { DevicesModule } from './modules/devices/devices.module.js';
import { InitModule } from './modules/init/init.module.js';
import { InsightsModule } from './modules/insights/insights.module.js';
import { StatisticsModule } from './modules/statistics/statistics.module.js';
import { LabelsModule } from './modules/labels/labels.module.js';
import { MediaModule } from './modules/media/media.module.js';
import { OperationsModule } from './modules/operations/operations.module.js';
import { OrderingModule } from './modules/ordering/ordering.module.js';
import { OrganisationModule } from './modules/organisation/organisation.module.js';
import { SignageModule } from './modules/signage/signage.module.js';
import { SmsModule } from './modules/sms/sms.module.js';
import { WebModule } from './modules/web/web.module.js';
import { WorkforceModule } from './modules/workforce/workforce.module.js';

/** The whole API: one module per area (ARCHITECTURE.md). */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        TypeOrmModule.forRootAsync({
          useFactory: () => dataSourceOptions(config.databaseUrl, config.databaseReplicaUrls),
        }),
        ClusterModule,
        AuthModule,
        OrganisationModule,
        CatalogModule,
        MediaModule,
        ContentModule,
        ContactModule,
        SmsModule,
        OrderingModule,
        DevicesModule,
        SignageModule,
        WorkforceModule,
        InsightsModule,
        StatisticsModule,
        LabelsModule,
        InitModule,
        WebModule,
        OperationsModule,
      ],
      providers: [{ provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor }],
    };
  }
}
